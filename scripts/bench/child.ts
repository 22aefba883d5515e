/** What a bench child sends its parent (servers.ts) once it answers on `url`. */
export interface ListeningMessage {
  listening: string;
}

/**
 * Tells the parent the child is ready, over the IPC channel: the child's standard output is its
 * log, written where a deployment would write it.
 */
export function announceListening(url: string) {
  process.send?.({ listening: url } satisfies ListeningMessage);
}

/** Exit through close() so that `--cpu-prof` gets to write its profile. */
export function closeOnSignal(close: () => Promise<void>) {
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
