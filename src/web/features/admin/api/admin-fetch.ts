import { getAdminSession, notifyAdminUnauthorized } from "#web/entities/session/admin-session";
import { ApiError, type ApiRequestOptions, apiErrorMessage } from "#web/lib/api-client";

interface AdminRequestOptions extends ApiRequestOptions {
  /** The login call itself answers 401 for a wrong password: that must not end the console. */
  keepSessionOn401?: boolean;
}

function headers(hasBody: boolean, accept: string): Record<string, string> {
  const token = getAdminSession()?.token;
  return {
    Accept: accept,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(hasBody ? { "Content-Type": "application/json" } : {}),
  };
}

async function failure(response: Response, keepSessionOn401: boolean): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  // 401: the token expired or was revoked, or the admin's session ended.
  if (response.status === 401 && !keepSessionOn401) notifyAdminUnauthorized();
  return new ApiError(response.status, apiErrorMessage(response.status, response.statusText, text));
}

/**
 * Calls the admin API with the stored bearer token (and the session cookie, which is how a
 * signed-in administrator without a token is recognised). Same errors as `apiRequest`.
 */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, keepSessionOn401 = false } = options;
  const response = await fetch(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: headers(body !== undefined, "application/json"),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response, keepSessionOn401);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return adminRequest<T>(path, { signal });
}

/** The file name a Content-Disposition header offers, or the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, "_") : "";
  return name || fallback;
}

/** Fetches a CSV export with the bearer header; the caller saves it (a plain link cannot send the header). */
export async function adminFetchCsv(
  path: string,
  fallbackName: string,
): Promise<{ name: string; text: string }> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: headers(false, "text/csv"),
  });
  if (!response.ok) throw await failure(response, false);
  return {
    name: attachmentName(response.headers.get("content-disposition"), fallbackName),
    text: await response.text(),
  };
}
