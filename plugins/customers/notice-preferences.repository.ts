import type { Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { EVERY_NOTICE, NOTICE_KEYS, type Notice, type NoticeChoices } from './notices.ts';

type Db = Kysely<CustomersDatabase>;

/** A customer user's choices with their version; a user who never chose gets every notice, at version 1. */
export type StoredChoices = NoticeChoices & { version: number };

/** The customer user of a company, by id: the only users whose notices this plugin keeps. */
export function findCustomerUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'customerId'])
    .where('id', '=', userId)
    .where('role', '=', 'customer')
    .where('customerId', 'is not', null)
    .executeTakeFirst();
}

export async function findChoices(db: Db, userId: number): Promise<StoredChoices> {
  const row = await db
    .selectFrom('customerNoticePreferences')
    .select([...NOTICE_KEYS, 'version'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? { ...EVERY_NOTICE, version: 1 };
}

/**
 * Saves a user's choices from a form opened at `version`. The user's first save writes the
 * defaults' row first (version 1, what the form was shown), so the versioned update below
 * refuses a second form opened before it as it would any stale one.
 */
export async function saveChoices(db: Db, userId: number, choices: NoticeChoices, version: number | undefined): Promise<StoredChoices> {
  await db
    .insertInto('customerNoticePreferences')
    .values({ userId })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
  return updateVersioned(version, (guard) =>
    db
      .updateTable('customerNoticePreferences')
      .set({ ...choices, version: guard.next, updatedAt: new Date() })
      .where('userId', '=', userId)
      .where(guard.unchanged)
      .returning([...NOTICE_KEYS, 'version'])
      .executeTakeFirst(),
  );
}

/** The e-mails of a company's customer users who turned a notice off. */
export async function addressesTurnedOff(db: Db, customerId: number, notice: Notice): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('customerNoticePreferences', 'customerNoticePreferences.userId', 'users.id')
    .select('users.email')
    .where('users.customerId', '=', customerId)
    .where('users.role', '=', 'customer')
    .where(`customerNoticePreferences.${notice}`, '=', false)
    .execute();
  return rows.map((row) => row.email);
}
