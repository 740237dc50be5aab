import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';

/** What the inspectors routes answer (decision 142): the inspector as `present` gives it. */
const text = z.string().nullable();

const inspectorSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  fullName: z.string(),
  mobilePhone: text,
  officePhone: text,
  fax: text,
  email: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  license: text,
  customerId: z.number().int().nullable(),
  firm: text,
});

export const inspectorAnswer = okAnswer.extend({ inspector: inspectorSchema });
export const savedInspectorAnswer = messageAnswer.extend({ inspector: inspectorSchema });
export const inspectorSearchAnswer = okAnswer.extend({ inspectors: z.array(inspectorSchema) });
