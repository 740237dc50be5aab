/**
 * Where Cancel goes: the `back` the page was opened with when it is a path of this portal
 * (the pickup form sends its own), else the list. A full URL or `//host` is never followed,
 * so a link cannot send a user to another site.
 * @example cancelTarget('/admin/pickups/12', '/admin/project-addresses') // '/admin/pickups/12'
 */
export function cancelTarget(back: string | undefined | null, list: string): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || /[\\\s]/.test(back)) return list;
  return back;
}
