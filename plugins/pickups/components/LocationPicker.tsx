import { api } from '../../../web/api/client.ts';
import { Autosuggest } from './Autosuggest.tsx';
import type { PickedLocation } from './draft.ts';

export interface LocationPickerProps {
  customerId: number | null;
  onPick(location: PickedLocation): void;
}

/** Fills the pickup address from one of the customer's saved locations. */
export function LocationPicker({ customerId, onPick }: LocationPickerProps) {
  return (
    <Autosuggest<PickedLocation>
      label="Saved Location"
      name="savedLocation"
      placeholder="Type 3 letters of the address"
      shown=""
      search={async (query) =>
        (
          await api.post<{ locations: PickedLocation[] }>('/api/saved-locations/search', {
            query,
            ...(customerId === null ? {} : { customerId }),
          })
        ).locations
      }
      describe={(match) => [match.pickupAddr1, match.pickupCity, match.pickupZip].filter(Boolean).join(', ')}
      onPick={(match) => match && onPick(match)}
    />
  );
}
