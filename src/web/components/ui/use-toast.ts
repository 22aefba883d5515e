import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5000 unless given. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

// One toast at a time: a new one replaces whatever is showing.
let entries: readonly ToastEntry[] = [];
let nextId = 1;
// Toasts the visitor has acted after (a click or a key press). A move to another page that follows
// such an act is the visitor leaving, and the toast leaves with its page; a move the site makes by
// itself (signed in, sent on) carries the toast to the page it announces.
const actedAfter = new Set<number>();
const listeners = new Set<() => void>();

function publish(next: readonly ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the toast with this id, or the one showing; it leaves with its closing animation. */
export function dismissToast(id?: number): void {
  publish(entries.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Shows a notification; callable from anywhere, components or not (e.g. a mutation's callbacks). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

/** Call on every click and key press: the toasts showing now were seen before what comes next. */
export function noteVisitorAction(): void {
  for (const entry of entries) if (entry.open) actedAfter.add(entry.id);
}

/**
 * Call when the page changes. The toast leaves if the visitor left (they acted after it, or went
 * Back or Forward: `byHistory`); it stays if the site moved on by itself.
 */
export function dismissToastsOfLeftPage({ byHistory }: { byHistory: boolean }): void {
  const leaves = (entry: ToastEntry) => entry.open && (byHistory || actedAfter.has(entry.id));
  if (entries.some(leaves))
    publish(entries.map((entry) => (leaves(entry) ? { ...entry, open: false } : entry)));
}

/** The toasts as they stand (at most one open). */
export function currentToasts(): readonly ToastEntry[] {
  return entries;
}

const NO_TOASTS: readonly ToastEntry[] = [];

/** What the Toaster renders: none in a prerendered page. */
export function useToastEntries(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribe, currentToasts, () => NO_TOASTS);
}

/** `const { toast } = useToast(); toast({ title: "Saved" })`. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
