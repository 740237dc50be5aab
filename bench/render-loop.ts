import type { BarePage } from './bare-pages.ts';

export interface RenderLoopResult {
  renders: number;
  seconds: number;
  rendersPerSecond: number;
  /** Size of one rendered page, to compare with what the portal serves. */
  bytes: number;
}

/** A page's bare render (`/admin`'s in `npm run bench`) in a loop on this thread: the render alone, no HTTP. */
export async function renderLoop(bare: BarePage, seconds: number): Promise<RenderLoopResult> {
  let page = '';
  const run = (until: number): number => {
    let renders = 0;
    while (performance.now() < until) {
      page = bare.render();
      renders += 1;
    }
    return renders;
  };
  // Warm-up, so the JIT has compiled React's server renderer before the clock starts.
  run(performance.now() + 1000);
  const start = performance.now();
  const renders = run(start + seconds * 1000);
  const elapsed = (performance.now() - start) / 1000;
  return { renders, seconds: elapsed, rendersPerSecond: renders / elapsed, bytes: Buffer.byteLength(page) };
}
