/** The Pick Up's messages, shared by the server's checks and the phone's form (which checks the same before keeping it offline). */
export const RECORD_MESSAGES = {
  saved: 'The pickup has been recorded',
  signature: 'The person releasing the samples must sign',
  releasedBy: 'Enter who released the samples',
  sample: 'This sample set is not on the pickup',
  tooManyPhotos: 'At most 6 photos',
} as const;

/** Photos of the samples one Pick Up takes. */
export const MAX_PHOTOS = 6;
