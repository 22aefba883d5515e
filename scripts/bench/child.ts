/** The line servers.ts waits for: the child is ready once it has printed its address. */
export const LISTENING_PREFIX = "listening ";

export function announceListening(url: string) {
  process.stdout.write(`${LISTENING_PREFIX}${url}\n`);
}

/** Exit through close() so that `--cpu-prof` gets to write its profile. */
export function closeOnSignal(close: () => Promise<void>) {
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
