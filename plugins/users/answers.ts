import { z } from 'zod';
import { okAnswer, publicUserSchema } from '../../core/http/answers.ts';

/** What the users routes answer (decision 142): a user as every answer shows one, with the version a save sends back. */
export const userAnswer = okAnswer.extend({ user: publicUserSchema.extend({ version: z.number().int() }) });

export const driversAnswer = okAnswer.extend({
  drivers: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
});
