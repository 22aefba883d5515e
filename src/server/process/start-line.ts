/**
 * The one line a person starting the site looks for, plain text straight to the terminal before
 * the structured log that follows: where to open the site.
 */
export function printStartLine(url: string) {
  process.stdout.write(`\nPledge Watch is running at ${url}\n\n`);
}
