import type { PublicUser } from '../core/auth/users.repository.ts';
import { adminPageRenderer } from './admin-page.tsx';

export interface RenderLoopResult {
  renders: number;
  seconds: number;
  rendersPerSecond: number;
  /** Size of one rendered page, to compare with what the portal serves. */
  bytes: number;
}

/** `renderToString` of the `/admin` page in a loop on this thread: the render alone, no HTTP. */
export async function renderLoop(user: PublicUser, seconds: number): Promise<RenderLoopResult> {
  const render = await adminPageRenderer(user);
  let page = '';
  const run = (until: number): number => {
    let renders = 0;
    while (performance.now() < until) {
      page = render();
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
