import { useId } from 'react';
import { PAGE_SIZES } from './query-string.ts';

interface PaginationProps {
  pageIndex: number;
  pageSize: number;
  shown: number;
  count: number;
  /** The count is where the server stopped counting: more rows follow. */
  countCapped?: boolean;
  onPage(pageIndex: number): void;
  onPageSize(pageSize: number): void;
}

/** 'Showing a–b of n' (or 'of 1,000+' when counting stopped), the page size and the previous and next buttons. */
export function Pagination({ pageIndex, pageSize, shown, count, countCapped = false, onPage, onPageSize }: PaginationProps) {
  const first = pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown;
  const sizeId = useId();
  const button = 'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
      <p data-table-range>
        {count > 0 && shown > 0 ? `Showing ${first}–${last} of ${count.toLocaleString('en-US')}${countCapped ? '+' : ''}` : ''}
      </p>
      <div className="flex items-center gap-3 print:hidden">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={button} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          Previous
        </button>
        <button type="button" className={button} disabled={last >= count && !countCapped} onClick={() => onPage(pageIndex + 1)}>
          Next
        </button>
      </div>
    </div>
  );
}
