import { sql, type Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { NewUser, UserUpdate } from '../../core/auth/tables.ts';
import type { PublicUser } from '../../core/auth/users.repository.ts';
import type { CoreDatabase } from '../../core/db/core-database.ts';

export type UsersDatabase = Kysely<CoreDatabase>;

/** A user as the users screens answer it: never the password hash; the version a form sends back. */
export type UserRecord = PublicUser & { version: number };

/** The columns the API shows. */
const PUBLIC_COLUMNS = ['id', 'firstName', 'lastName', 'email', 'role', 'customerId', 'activeInd', 'version'] as const;

export function findUser(db: UsersDatabase, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether another user already has this e-mail (ignoring case, as the unique index does). */
export async function emailTaken(db: UsersDatabase, email: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertUser(db: UsersDatabase, user: NewUser): Promise<UserRecord> {
  return db.insertInto('users').values(user).returning(PUBLIC_COLUMNS).executeTakeFirstOrThrow();
}

/** Saves a user from a form opened at `version` (a newer save since is the 409), or unconditionally without one. */
export function updateUser(db: UsersDatabase, id: number, changes: UserUpdate, version?: number): Promise<UserRecord> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('users')
      .set({ ...changes, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst(),
  );
}

export async function deleteUser(db: UsersDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface DriverOption {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Active drivers, by last and first name; with a query, those whose first name, last name or
 * full name contains it (ignoring case).
 */
export function findDrivers(db: UsersDatabase, query?: string): Promise<DriverOption[]> {
  let select = db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('role', '=', 'driver').where('activeInd', '=', true);
  if (query) {
    const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    select = select.where(sql<string>`lower(first_name || ' ' || last_name)`, 'like', pattern);
  }
  const ordered = select.orderBy('lastName').orderBy('firstName').orderBy('id');
  // An autosuggest shows a handful; the full list is a lab's drivers, never many.
  return (query ? ordered.limit(20) : ordered).execute();
}
