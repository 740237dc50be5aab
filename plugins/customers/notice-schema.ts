import * as z from 'zod/mini';
import { versionField } from '../../core/db/versioned.ts';

/*
 * Apart from the company's schemas (schema.ts): My Notices is an island of its own, and sharing
 * a module with the company form would split both into one more chunk to load.
 */
const noticeChoice = z.boolean({ error: 'Choose on or off' });

/** `PUT /api/customers/notice-preferences/{id}`: whether the user gets each notice (see notices.ts). */
export const noticePreferencesSchema = z.object({
  reportIssued: noticeChoice,
  reportAmended: noticeChoice,
  failedResult: noticeChoice,
  invoiceIssued: noticeChoice,
  pickupConfirmed: noticeChoice,
  version: versionField,
});
export type NoticePreferencesInput = z.output<typeof noticePreferencesSchema>;
