import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { useDebouncedValue } from '../../../web/table/useDebouncedValue.ts';

/** The autosuggests of the portal search from three characters. */
const SEARCH_MIN_CHARS = 3;
const SEARCH_DELAY_MS = 250;

/** A saved location as `POST /api/saved-locations/search` answers it to staff. */
export interface LocationMatch {
  id: number;
  pickupAddr1: string;
  pickupAddr2: string | null;
  pickupCity: string;
  pickupZip: string | null;
  mapPage: string | null;
  crossStreet: string | null;
  tripCharge?: number | null;
  fuelCharge: boolean;
}

export interface LocationPickerProps {
  customerId: number | null;
  onPick(location: LocationMatch): void;
}

/** Fills the pickup address from one of the customer's saved locations. */
export function LocationPicker({ customerId, onPick }: LocationPickerProps) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; locations: LocationMatch[] } | null>(null);
  const typed = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (typed.length < SEARCH_MIN_CHARS) return;
    let current = true;
    api
      .post<{ locations: LocationMatch[] }>('/api/saved-locations/search', { query: typed, ...(customerId === null ? {} : { customerId }) })
      .then(({ locations }) => current && setAnswer({ query: typed, locations }))
      .catch(() => current && setAnswer({ query: typed, locations: [] }));
    return () => {
      current = false;
    };
  }, [typed, customerId]);

  const matches = typed.length >= SEARCH_MIN_CHARS && answer?.query === typed ? answer.locations : null;
  return (
    <Field className="relative flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">Saved Location</Label>
      <Combobox<LocationMatch | null> value={null} onChange={(choice) => choice && onPick(choice)} onClose={() => setQuery('')}>
        <ComboboxInput
          name="savedLocation"
          placeholder="Type 3 letters of the address"
          displayValue={() => query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
        />
        {matches !== null && (
          <ComboboxOptions anchor="bottom start" className="z-50 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg">
            {matches.length === 0 ? (
              <div className="px-3 py-2 text-slate-500">No Results</div>
            ) : (
              matches.map((match) => (
                <ComboboxOption key={match.id} value={match} className="cursor-pointer px-3 py-2 data-[focus]:bg-emerald-50">
                  {[match.pickupAddr1, match.pickupCity, match.pickupZip].filter(Boolean).join(', ')}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </Combobox>
    </Field>
  );
}
