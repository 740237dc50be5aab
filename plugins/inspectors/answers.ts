import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';
import { inspectorPropSchema } from './islands/props.ts';

/** What the inspectors routes answer (decision 142): the inspector as `present` gives it. */

export const inspectorAnswer = okAnswer.extend({ inspector: inspectorPropSchema });
export const savedInspectorAnswer = messageAnswer.extend({ inspector: inspectorPropSchema });
export const inspectorSearchAnswer = okAnswer.extend({ inspectors: z.array(inspectorPropSchema) });
