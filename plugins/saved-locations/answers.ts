import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';
import { locationPropSchema } from './islands/props.ts';

/** What the saved locations routes answer (decision 142): the location as `present` gives it. */
const locationSchema = locationPropSchema.extend({
  tripCharge: z.number().nullable().optional().describe('In dollars; only for those who may set it'),
});

export const locationAnswer = okAnswer.extend({ location: locationSchema });
export const savedLocationAnswer = messageAnswer.extend({ location: locationSchema });
export const locationSearchAnswer = okAnswer.extend({ locations: z.array(locationSchema) });
