/** Tells other islands of the page which rows a table shows: its list path and its filters' query. */
const ANNOUNCE = 'portal:table-query';
/** Asks the tables of the page to announce again (an island hydrated after them). */
const ASK = 'portal:table-query-ask';

interface Announcement {
  path: string;
  query: string;
  /** The order the table shows, `sort=field:dir`, for an island that follows the rows in order. */
  order?: string;
}

/**
 * The table's side: announces its query now and whenever an island asks; answers the clean-up.
 * @example useEffect(() => announceTableQuery('/api/reports', 'search=tower'), [query]);
 */
export function announceTableQuery(path: string, query: string, order?: string): () => void {
  const detail: Announcement = order === undefined ? { path, query } : { path, query, order };
  const announce = () => window.dispatchEvent(new CustomEvent<Announcement>(ANNOUNCE, { detail }));
  window.addEventListener(ASK, announce);
  announce();
  return () => window.removeEventListener(ASK, announce);
}

/**
 * An island's side: hears the query of the table listing `path`, whichever hydrates first.
 * @example useEffect(() => watchTableQuery('/api/reports', setQuery), []);
 */
export function watchTableQuery(path: string, onQuery: (query: string, order: string | undefined) => void): () => void {
  const heard = (event: Event) => {
    const { detail } = event as CustomEvent<Announcement>;
    if (detail.path === path) onQuery(detail.query, detail.order);
  };
  window.addEventListener(ANNOUNCE, heard);
  window.dispatchEvent(new Event(ASK));
  return () => window.removeEventListener(ANNOUNCE, heard);
}
