import { defineIsland } from '../../core/ssr/island.tsx';
import LocationForm from './islands/LocationForm.tsx';
import { locationFormPropsSchema } from './islands/props.ts';

/** The location (project address) form, for staff and for a customer's own. */
export const LocationFormIsland = defineIsland({
  name: 'saved-locations.LocationForm',
  file: new URL('./islands/LocationForm.tsx', import.meta.url),
  props: locationFormPropsSchema,
  component: LocationForm,
});
