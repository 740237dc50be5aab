import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';

/** What the saved locations routes answer (decision 142): the location as `present` gives it. */
const text = z.string().nullable();

const locationSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  customerId: z.number().int(),
  pickupAddr1: z.string(),
  pickupAddr2: text,
  pickupCity: z.string(),
  pickupZip: text,
  mapPage: text,
  jobName: text,
  reportEmail: text,
  cellPhone: text,
  crossStreet: text,
  sendReports: z.boolean(),
  fuelCharge: z.boolean(),
  tripCharge: z.number().nullable().optional().describe('In dollars; only for those who may set it'),
});

export const locationAnswer = okAnswer.extend({ location: locationSchema });
export const savedLocationAnswer = messageAnswer.extend({ location: locationSchema });
export const locationSearchAnswer = okAnswer.extend({ locations: z.array(locationSchema) });
