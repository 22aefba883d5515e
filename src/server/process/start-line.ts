/**
 * The one line a person starting the site looks for, plain text straight to the terminal before
 * the structured log that follows: where to open the site.
 */
export function printStartLine(publicUrl: string, listeningUrl: string) {
  process.stdout.write(`\nPledge Watch is running at ${addressToOpen(publicUrl, listeningUrl)}\n\n`);
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Mail links are built from PUBLIC_URL (default http://localhost:PORT). A browser keeps one cookie
 * jar per host name, so a voter who opened http://127.0.0.1:5000 and then clicks a mailed link to
 * http://localhost:5000 would not be signed in there. When PUBLIC_URL names this machine's own
 * listener, the line therefore gives that same address; otherwise (a public name in front of a
 * proxy, an ephemeral port) it gives the address actually listened on.
 */
export function addressToOpen(publicUrl: string, listeningUrl: string): string {
  const mailed = new URL(publicUrl);
  const listening = new URL(listeningUrl);
  const sameMachine = LOOPBACK_NAMES.has(mailed.hostname) && mailed.port === listening.port;
  return sameMachine ? publicUrl : listeningUrl;
}
