interface ToolbarProps {
  search: string;
  onSearch(text: string): void;
  /** Enter in the search box (a scanner ends a label's code with it). */
  onEnter?(): void;
  placeholder: string;
  /** Null when the table has no filters to offer. */
  filterCount: number | null;
  onOpenFilters(): void;
  csvHref: string;
  xlsxHref: string;
}

const buttonClass = 'rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50';

/** The search box, the Filters button and the export links above a table. */
export function Toolbar({ search, onSearch, onEnter, placeholder, filterCount, onOpenFilters, csvHref, xlsxHref }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-4 print:hidden">
      <input
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) onEnter();
        }}
        className="min-w-48 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none"
      />
      {filterCount !== null && (
        <button type="button" className={buttonClass} onClick={onOpenFilters}>
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
      )}
      <a className={buttonClass} href={csvHref} download>
        Export CSV
      </a>
      <a className={buttonClass} href={xlsxHref} download>
        Export XLSX
      </a>
    </div>
  );
}
