import { defineIsland } from '../../core/ssr/island.tsx';
import PickupForm from './islands/PickupForm.tsx';
import { pickupFormPropsSchema, roadDetailsFormPropsSchema } from './islands/props.ts';
import RoadDetailsForm from './islands/RoadDetailsForm.tsx';

export const PickupFormIsland = defineIsland({
  name: 'pickups.PickupForm',
  file: new URL('./islands/PickupForm.tsx', import.meta.url),
  props: pickupFormPropsSchema,
  component: PickupForm,
});

/** The driver's road details (times, odometer, stop) of one pickup. */
export const RoadDetailsFormIsland = defineIsland({
  name: 'pickups.RoadDetailsForm',
  file: new URL('./islands/RoadDetailsForm.tsx', import.meta.url),
  props: roadDetailsFormPropsSchema,
  component: RoadDetailsForm,
});
