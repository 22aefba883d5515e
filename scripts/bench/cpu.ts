import { readdir, readFile } from "node:fs/promises";

/**
 * CPU time a process has used, over all its threads (GC and I/O helpers share the pinned core),
 * from Linux's per-thread schedstat in nanoseconds. Unlike throughput, CPU per request does not
 * drop when other work on a shared machine steals the core.
 */
export async function processCpuNs(pid: number): Promise<number> {
  const threads = await readdir(`/proc/${pid}/task`);
  let total = 0;
  for (const tid of threads) {
    try {
      const schedstat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, "utf8");
      total += Number(schedstat.split(" ")[0]);
    } catch {
      // The thread ended between listing and reading: its time is no longer counted anyway.
    }
  }
  return total;
}
