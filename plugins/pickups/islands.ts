import { defineIsland } from '../../core/ssr/island.tsx';
import PickupForm from './islands/PickupForm.tsx';
import { pickupFormPropsSchema, roadDetailsFormPropsSchema } from './islands/props.ts';
import RoadDetailsForm from './islands/RoadDetailsForm.tsx';
import PickupRequestForm from './islands/PickupRequestForm.tsx';
import RequestAnswer from './islands/RequestAnswer.tsx';
import { pickupRequestFormPropsSchema, requestAnswerPropsSchema } from './islands/request-props.ts';
import PickupRecordForm from './islands/PickupRecordForm.tsx';
import { pickupRecordFormPropsSchema } from './islands/record-props.ts';
import DriverOffline from './islands/DriverOffline.tsx';
import { driverOfflinePropsSchema } from './islands/offline-props.ts';

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

/** A customer's Request Pickup form. */
export const PickupRequestFormIsland = defineIsland({
  name: 'pickups.PickupRequestForm',
  file: new URL('./islands/PickupRequestForm.tsx', import.meta.url),
  props: pickupRequestFormPropsSchema,
  component: PickupRequestForm,
});

/** The office's Confirm and Decline of a customer's request. */
export const RequestAnswerIsland = defineIsland({
  name: 'pickups.RequestAnswer',
  file: new URL('./islands/RequestAnswer.tsx', import.meta.url),
  props: requestAnswerPropsSchema,
  component: RequestAnswer,
});

/** The driver's Pick Up: the stop's record and the on-screen signature of who released the samples. */
export const PickupRecordFormIsland = defineIsland({
  name: 'pickups.PickupRecordForm',
  file: new URL('./islands/PickupRecordForm.tsx', import.meta.url),
  props: pickupRecordFormPropsSchema,
  component: PickupRecordForm,
});

/** The driver's bar: online or not, the changes waiting to be sent, and the day kept on the phone. */
export const DriverOfflineIsland = defineIsland({
  name: 'pickups.DriverOffline',
  file: new URL('./islands/DriverOffline.tsx', import.meta.url),
  props: driverOfflinePropsSchema,
  component: DriverOffline,
});
