/** A base no request can name, to resolve a path against. */
const BASE = 'http://portal.invalid';

/**
 * The path to go to after signing in, when `next` stays on the portal; undefined otherwise.
 * `next` is read as a browser reads a link (which drops tabs and newlines and takes `\` for
 * `/`), so `/%09/other.example` and `/\\other.example` are refused, not followed off-site.
 * @example sameOriginPath('/admin/pickups?page=2') // '/admin/pickups?page=2'
 * @example sameOriginPath('/\t/other.example') // undefined
 */
export function sameOriginPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 300 || !next.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//other.example` resolves to `//other.example`, which a browser reads as another host.
  if (url.origin !== BASE || path.startsWith('//')) return undefined;
  return path;
}
