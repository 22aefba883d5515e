import { useSyncExternalStore } from "react";

/**
 * The administrator's bearer token and id, from the admin login until logout.
 *
 * Where it lives: in memory, mirrored to sessionStorage. The token is a credential, not personal
 * data (docs/principles.md, principle 3), but it still must not outlive the visit: sessionStorage is
 * scoped to this tab and cleared when the tab closes, unlike localStorage, and the mirror lets a
 * reload of /admin keep the administrator signed in. The server ends the token after 2 hours idle
 * or 8 hours in all, and at logout (docs/security.md).
 */
export interface AdminSession {
  token: string;
  id: number;
}

const STORAGE_KEY = "pw_admin_session";

let current: AdminSession | null | undefined; // undefined until sessionStorage has been read
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the session then lives in memory only.
    return null;
  }
}

function readStored(): AdminSession | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      typeof (parsed as AdminSession).token === "string" &&
      typeof (parsed as AdminSession).id === "number"
    ) {
      return { token: (parsed as AdminSession).token, id: (parsed as AdminSession).id };
    }
  } catch {
    // A mangled entry is as good as none.
  }
  return null;
}

function publish(next: AdminSession | null) {
  current = next;
  try {
    if (next) storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Quota or disabled storage: memory still holds it for this page.
  }
  for (const listener of listeners) listener();
}

export function getAdminSession(): AdminSession | null {
  if (current === undefined) current = readStored();
  return current;
}

export function setAdminSession(session: AdminSession): void {
  publish(session);
}

export function clearAdminSession(): void {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored admin session, re-rendering when it is set or cleared. */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, getAdminSession, () => null);
}

// --- Lost access -------------------------------------------------------------------------------

const unauthorizedListeners = new Set<() => void>();

/** Called by the console to leave for the login screen when any admin call answers 401. */
export function onAdminUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function notifyAdminUnauthorized(): void {
  clearAdminSession();
  for (const listener of unauthorizedListeners) listener();
}
