import { z } from 'zod';

/** The largest id an `integer` column holds: a larger one can name no record. */
export const MAX_ID = 2_147_483_647;

/** A record's id in a path or a body: a whole number from 1 to the column's range. */
export const idSchema = z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(MAX_ID, 'Invalid id');

/** The path parameters of a route on one record: `/api/<things>/:id{[0-9]+}`. */
export const idParams = z.object({ id: idSchema });

/** A route path's id segment: digits only, so fixed paths beside it (`/me`, `/search`) stay their own. */
export const ID = ':id{[0-9]+}';
