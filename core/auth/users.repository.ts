import { sql, type Kysely } from 'kysely';
import type { NewUser, UserRow } from './tables.ts';
import type { CoreDatabase } from '../db/core-database.ts';

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRow['role'];
  customerId: number | null;
  activeInd: boolean;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    customerId: user.customerId,
    activeInd: user.activeInd,
  };
}

/** Finds a user by e-mail, ignoring case, as the unique index does. */
export function findUserByEmail(db: Kysely<CoreDatabase>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Kysely<CoreDatabase>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Kysely<CoreDatabase>, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, email: user.email.trim() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
