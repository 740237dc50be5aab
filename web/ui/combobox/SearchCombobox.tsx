import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '../../table/useDebouncedValue.ts';
import { FIELD_STYLE } from '../form/fields.tsx';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS, visibleMatches, type SearchAnswer } from './search.ts';

/**
 * `T` is what the field shows (a saved choice may be known by its name alone); `M`, what the
 * server's matches carry besides (a customer's fuel charge and rates).
 */
export interface SearchComboboxProps<T extends { id: number }, M extends T = T> {
  label: string;
  name: string;
  placeholder: string;
  /** The chosen record, or null. */
  value: T | null;
  /** Asks the server for the records matching what is typed (trimmed, at least 3 characters). */
  search(query: string): Promise<M[]>;
  /** The record's text: in the field once chosen, and in the list. */
  display(record: T): string;
  /** What the list shows after a record's text, such as a customer's status. */
  renderDetail?(match: M): ReactNode;
  /** A match picked from the list, or null when the field is emptied. */
  onChange(match: M | null): void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The one search-as-you-type picker of the portal (customers, drivers, inspectors, saved
 * locations), on Headless UI's Combobox: asks from 3 characters once typing pauses, lists
 * the matches or 'No Results', and clears the choice when the field is emptied.
 * @example <SearchCombobox label="Driver" name="driverId" placeholder="Type 3 letters of the driver's name"
 *   value={driver} search={findDrivers} display={(d) => d.name} onChange={setDriver} />
 */
export function SearchCombobox<T extends { id: number }, M extends T = T>({
  label,
  name,
  placeholder,
  value,
  search,
  display,
  renderDetail,
  onChange,
  error,
  disabled = false,
}: SearchComboboxProps<T, M>) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer<M> | null>(null);
  const typed = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // What is typed decides when to ask; the search itself may be a new function on each render.
  const ask = useEffectEvent((text: string) => search(text));

  useEffect(() => {
    if (typed.length < SEARCH_MIN_CHARS) return;
    let current = true;
    ask(typed)
      .then((matches) => current && setAnswer({ query: typed, matches }))
      .catch(() => current && setAnswer({ query: typed, matches: [] }));
    return () => {
      current = false;
    };
  }, [typed]);

  const matches = visibleMatches(query.trim(), typed, answer);
  return (
    <Field className="relative flex flex-col gap-1" disabled={disabled}>
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Combobox<T | null>
        value={value}
        // The list holds only the server's matches, so a choice is one of them (or null, emptied).
        onChange={(choice) => onChange(choice as M | null)}
        by="id"
        invalid={Boolean(error)}
        onClose={() => setQuery('')}
      >
        <ComboboxInput<T | null>
          name={name}
          placeholder={placeholder}
          displayValue={(record) => (record ? display(record) : '')}
          onChange={(event) => setQuery(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-message` : undefined}
          autoComplete="off"
          className={FIELD_STYLE}
        />
        {matches !== null && (
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.length === 0 ? (
              <div className="px-3 py-2 text-slate-500">No Results</div>
            ) : (
              matches.map((match) => (
                <ComboboxOption key={match.id} value={match} className="cursor-pointer px-3 py-2 data-[focus]:bg-emerald-50">
                  {display(match)}
                  {renderDetail?.(match)}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      {error && (
        <p id={`${name}-message`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </Field>
  );
}
