import { z } from 'zod';
import { okAnswer } from '../../core/http/answers.ts';

/** What storing an image answers (decision 142): the stored image as `presentUpload` gives it. */
export const uploadAnswer = okAnswer.extend({
  upload: z.object({
    fileName: z.string(),
    prefix: z.string().describe('`customer_{id}` or `report_{id}`'),
    contentType: z.string(),
    size: z.number().int().describe('In bytes'),
    url: z.string().describe('Where the image itself is read'),
    uploadedBy: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  }),
});
