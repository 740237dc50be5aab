/** A one-core measurement and how much of a core its thread actually got meanwhile. */
export interface OneCore<T> {
  result: T;
  /**
   * CPU time this process used over the wall time of the run (warm-up included): 1 on an idle
   * core, less when other work on the machine took turns on it.
   */
  cpuShare: number;
}

async function timed<T>(run: () => Promise<T>): Promise<OneCore<T>> {
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await run();
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  return { result, cpuShare: (cpu.user + cpu.system) / 1000 / wallMs };
}

/**
 * The fastest of three runs: other work on the machine only ever slows a run down, so the
 * fastest is the one least disturbed.
 */
export async function bestOfThree<T>(run: () => Promise<T>, rate: (result: T) => number): Promise<OneCore<T>> {
  let best = await timed(run);
  for (let attempt = 1; attempt < 3; attempt += 1) {
    const next = await timed(run);
    if (rate(next.result) > rate(best.result)) best = next;
  }
  return best;
}

/** The rate per second of CPU time: what the run would reach with a core to itself. */
export function perCpuSecond(rate: number, cpuShare: number): number {
  return rate / Math.min(1, Math.max(cpuShare, 0.01));
}
