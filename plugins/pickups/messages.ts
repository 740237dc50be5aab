import { DELETE_REFUSED } from './rules/status.ts';

/** The texts of the spec (sections 4, 5 and 8 of the first document) and the portal's own. */
export const PICKUP_MESSAGES = {
  customer: 'Please select a customer',
  required: 'This field is required',
  cityRequired: 'this field is required',
  zip: 'Enter a valid zip code',
  charge: 'Invalid charge',
  date: 'Invalid Date Format',
  driver: 'Please select a driver',
  number: 'Invalid number',
  positive: 'Value must be positive',
  time: 'Enter a time in 5-minute steps (HH:mm)',
  choice: 'Choose one of the options',
  status: 'Choose a pickup status',
  saved: 'Your pickup was saved',
  deleted: 'Pickup has been deleted',
  received: 'Pickup has been received',
  notFound: 'Pickup not found',
  sampleNotFound: 'Sample set not found',
  specimenNotFound: 'Specimen not found',
  deleteRefused: DELETE_REFUSED,
  alreadyReceived: 'This pickup has already been received',
  driverFields: 'Drivers may record only the actual pickup date, times, odometer, driver notes and dropped off',
  notYourPickup: 'This pickup is not assigned to you',
  stopMoved: 'The stop order has been saved',
} as const;

export const PRIORITIES = ['Standard', 'Priority', 'Urgent(IM)'] as const;
/** How a pickup came in; 'Portal' is a customer's request on the portal. */
export const RECEIVED_BY = ['Call', 'Fax', 'Data Sheet', 'Drop Off', 'Email', 'Portal'] as const;
export const TEST_STATUSES = ['Open', 'Pending', 'Passed', 'Failed', 'Low Result', 'Cancelled', 'Hold'] as const;
export const SPECIMEN_STATUSES = ['Storage', 'Tested'] as const;

/** What a driver may record on the road (the reading notes); nothing else. */
export const DRIVER_FIELDS = [
  'actualPickupDate',
  'arrivalTime',
  'departureTime',
  'odomStart',
  'odomFinish',
  'driverNotes',
  'droppedOff',
  // The version the form was opened at, not a field: a save over a newer one is refused.
  'version',
] as const;
