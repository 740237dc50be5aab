import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../web/table/useDebouncedValue.ts';

/** The autosuggests of the portal search from three characters. */
export const SEARCH_MIN_CHARS = 3;
const SEARCH_DELAY_MS = 250;

export interface AutosuggestProps<T extends { id: number }> {
  label: string;
  name: string;
  placeholder: string;
  /** What the field shows while nothing new is typed: the chosen record's name, or ''. */
  shown: string;
  search(query: string): Promise<T[]>;
  describe(match: T): string;
  onPick(match: T | null): void;
  error?: string | undefined;
}

/**
 * A search-as-you-type picker (drivers, inspectors, saved locations): asks from three
 * characters, shows 'No Results' for none, and clears the choice when emptied.
 */
export function Autosuggest<T extends { id: number }>({
  label,
  name,
  placeholder,
  shown,
  search,
  describe,
  onPick,
  error,
}: AutosuggestProps<T>) {
  const [query, setQuery] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ query: string; matches: T[] } | null>(null);
  const typed = useDebouncedValue((query ?? '').trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (typed.length < SEARCH_MIN_CHARS) return;
    let current = true;
    search(typed)
      .then((matches) => current && setAnswer({ query: typed, matches }))
      .catch(() => current && setAnswer({ query: typed, matches: [] }));
    return () => {
      current = false;
    };
    // The search function is rebuilt on each render; what is typed decides when to ask.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const matches = typed.length >= SEARCH_MIN_CHARS && answer?.query === typed ? answer.matches : null;
  return (
    <Field className="relative flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Combobox<T | null>
        value={null}
        onChange={(choice) => {
          setQuery(null);
          if (choice) onPick(choice);
        }}
        onClose={() => setQuery(null)}
      >
        <ComboboxInput
          name={name}
          placeholder={placeholder}
          displayValue={() => query ?? shown}
          onChange={(event) => {
            setQuery(event.target.value);
            if (event.target.value === '') onPick(null);
          }}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-[invalid]:border-red-500"
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
                  {describe(match)}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </Combobox>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </Field>
  );
}
