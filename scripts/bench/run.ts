import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { BenchCase } from "./cases";
import { processCpuNs } from "./cpu";
import { fetchRaw, type RawResponse, type RequestSpec } from "./http";
import { type CaseResult, type Measurement, targetMet } from "./report";
import { type ChildServer, startChild } from "./servers";
import { runWrk } from "./wrk";

export const SERVER_CPU = 0;
export const LOAD_CPU = 1;
const CONNECTIONS = 10;

export interface RunContext {
  workDir: string;
  warmUpSeconds: number;
  seconds: number;
  rounds: number;
  /** The environment every child starts from, without the app's configuration. */
  baseEnv: NodeJS.ProcessEnv;
  signal: AbortSignal;
}

/**
 * Measures one case on the app and on a bare route answering the same bytes, so that the two
 * differ only in what the app does per request. The runs alternate and each side keeps its best:
 * on a shared machine other load only ever slows a run down.
 */
export async function benchCase(appServer: ChildServer, c: BenchCase, ctx: RunContext): Promise<CaseResult> {
  const appUrl = appServer.url + c.path;
  const { "Accept-Encoding": _, ...identityHeaders } = c.headers;
  const identity = await fetchOk(appUrl, { ...c, headers: identityHeaders });
  const answer = await fetchOk(appUrl, c);
  const bodyFile = path.join(ctx.workDir, `body-${c.path.replace(/\W+/g, "-")}.json`);
  await writeFile(bodyFile, identity.body);

  const bareServer = await startChild("bare-server.ts", {
    cpu: SERVER_CPU,
    env: { ...ctx.baseEnv, PORT: "0", BODY_FILE: bodyFile },
    signal: ctx.signal,
  });
  try {
    // The same query string, which Fastify parses for any route: both servers get the same request.
    const bareUrl = `${bareServer.url}/bare${new URL(appUrl).search}`;
    const bareAnswer = await fetchOk(bareUrl, c);
    if (
      bareAnswer.body.length !== answer.body.length ||
      bareAnswer.contentEncoding !== answer.contentEncoding
    ) {
      throw new Error(
        `${c.name}: the bare route answers ${bareAnswer.body.length} bytes, the app ${answer.body.length}`,
      );
    }
    const { app, bare } = await measurePair(
      { url: appUrl, pid: appServer.pid },
      { url: bareUrl, pid: bareServer.pid },
      c,
      ctx,
    );
    const ratio = app.requestsPerSec / bare.requestsPerSec;
    return {
      name: c.name,
      bodyBytes: answer.body.length,
      app,
      bare,
      ratio,
      target: c.target,
      met: targetMet(c.target, app, ratio),
    };
  } finally {
    await bareServer.stop();
  }
}

/**
 * A URL to load and the process that answers it, whose CPU time is read around each run (none for
 * a cluster, whose work is spread over its processes).
 */
export interface Endpoint {
  url: string;
  pid?: number;
}

/**
 * Loads two endpoints with the same request in alternating runs after a warm-up of each, and
 * keeps each side's best run. wrk runs on `loadCpu`.
 */
export async function measurePair(
  app: Endpoint,
  bare: Endpoint,
  spec: RequestSpec,
  ctx: RunContext,
  loadCpu = LOAD_CPU,
): Promise<{ app: Measurement; bare: Measurement }> {
  const scriptFile = path.join(ctx.workDir, "request.lua");
  const cpu = (server: Endpoint) => (server.pid ? processCpuNs(server.pid) : Promise.resolve(Number.NaN));
  const run = async (server: Endpoint, seconds: number): Promise<Measurement> => {
    const cpuBefore = await cpu(server);
    const result = await runWrk(server.url, spec, {
      seconds,
      connections: CONNECTIONS,
      cpu: loadCpu,
      scriptFile,
      signal: ctx.signal,
    });
    const cpuNs = (await cpu(server)) - cpuBefore;
    return { ...result, cpuUsPerRequest: cpuNs / 1000 / result.requests };
  };
  await run(app, ctx.warmUpSeconds);
  await run(bare, ctx.warmUpSeconds);
  let appBest = await run(app, ctx.seconds);
  let bareBest = await run(bare, ctx.seconds);
  for (let round = 1; round < ctx.rounds; round++) {
    appBest = faster(appBest, await run(app, ctx.seconds));
    bareBest = faster(bareBest, await run(bare, ctx.seconds));
  }
  return { app: appBest, bare: bareBest };
}

const faster = (a: Measurement, b: Measurement) => (b.requestsPerSec > a.requestsPerSec ? b : a);

async function fetchOk(url: string, spec: RequestSpec): Promise<RawResponse> {
  const response = await fetchRaw(url, spec);
  if (response.status !== 200) {
    throw new Error(
      `${spec.method} ${url} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
    );
  }
  return response;
}
