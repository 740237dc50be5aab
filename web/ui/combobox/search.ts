/** The portal's autosuggests ask the server from this many characters (the spec's rule). */
export const SEARCH_MIN_CHARS = 3;
/** How long typing must pause before the server is asked. */
export const SEARCH_DELAY_MS = 250;

/** The server's answer to one query. */
export interface SearchAnswer<T> {
  query: string;
  matches: T[];
}

/**
 * The list to show: the answer to what was typed when typing paused (`settled`), only once that
 * exact text's answer has come (an older answer arriving late never shows), and none as soon as
 * the field holds fewer than 3 characters (`now`), so an emptied field offers nothing to pick.
 * @example visibleMatches('acme', 'acm', { query: 'acm', matches: [acme] }) // [acme]
 */
export function visibleMatches<T>(now: string, settled: string, answer: SearchAnswer<T> | null): T[] | null {
  if (now.length < SEARCH_MIN_CHARS || settled.length < SEARCH_MIN_CHARS || answer?.query !== settled) return null;
  return answer.matches;
}
