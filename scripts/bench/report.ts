import type { Target } from "./cases";
import type { WrkResult } from "./wrk";

export interface Measurement extends WrkResult {
  /** The server's CPU time over the run divided by the requests answered. */
  cpuUsPerRequest: number;
}

export interface CaseResult {
  name: string;
  bodyBytes: number;
  app: Measurement;
  bare: Measurement;
  ratio: number;
  target: Target;
  met: boolean;
}

export function targetMet(target: Target, app: WrkResult, ratio: number): boolean {
  return "minRatio" in target ? ratio >= target.minRatio : app.p99Ms < target.maxP99Ms;
}

function describeTarget(target: Target): string {
  return "minRatio" in target ? `ratio ≥ ${target.minRatio}` : `app p99 < ${target.maxP99Ms} ms`;
}

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function markdownTable(results: CaseResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${[
        r.name,
        integer.format(r.bodyBytes),
        integer.format(r.app.requestsPerSec),
        integer.format(r.bare.requestsPerSec),
        r.ratio.toFixed(2),
        r.app.p99Ms.toFixed(2),
        r.bare.p99Ms.toFixed(2),
        r.app.cpuUsPerRequest.toFixed(0),
        r.bare.cpuUsPerRequest.toFixed(0),
        describeTarget(r.target),
        r.met ? "yes" : "**no**",
      ].join(" | ")} |`,
  );
  return [
    "| Case | Body bytes | App req/s | Bare req/s | Ratio | App p99 ms | Bare p99 ms | App CPU µs/req | Bare CPU µs/req | Target | Met |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|",
    ...rows,
  ].join("\n");
}
