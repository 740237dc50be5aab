import type { DeclaredRoute } from '../plugin/router.ts';

/**
 * Refuses to start when any route was added without a declared permission (say, straight on
 * a plain Hono app). Middleware registered with `use` has method ALL and is not a route.
 */
export function assertEveryRouteDeclared(
  app: { routes: ReadonlyArray<{ method: string; path: string }> },
  declared: readonly DeclaredRoute[],
  exempt: readonly string[],
): void {
  const known = new Set(declared.map((route) => `${route.method} ${route.path}`));
  const undeclared = app.routes
    .filter((route) => route.method !== 'ALL' && !exempt.includes(route.path))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !known.has(route));
  if (undeclared.length > 0) {
    throw new Error(`These routes declare no permission: ${[...new Set(undeclared)].join(', ')}`);
  }
}
