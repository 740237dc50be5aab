import { api } from '../../../web/api/client.ts';
import { SearchCombobox } from '../../../web/ui/combobox/SearchCombobox.tsx';
import type { PickedLocation } from './draft.ts';

export interface LocationPickerProps {
  customerId: number | null;
  onPick(location: PickedLocation): void;
}

const addressOf = (location: PickedLocation) => [location.pickupAddr1, location.pickupCity, location.pickupZip].filter(Boolean).join(', ');

/** Fills the pickup address from one of the customer's saved locations; the field itself keeps no choice. */
export function LocationPicker({ customerId, onPick }: LocationPickerProps) {
  return (
    <SearchCombobox<PickedLocation>
      label="Saved Location"
      name="savedLocation"
      placeholder="Type 3 letters of the address"
      value={null}
      search={async (query) => {
        const body = { query, ...(customerId === null ? {} : { customerId }) };
        return (await api.post<{ locations: PickedLocation[] }>('/api/saved-locations/search', body)).locations;
      }}
      display={addressOf}
      onChange={(location) => location && onPick(location)}
    />
  );
}
