import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../roles.ts';
import type { VersionColumn } from '../db/versioned.ts';

export interface UsersTable {
  version: VersionColumn;
  id: Generated<number>;
  firstName: string;
  lastName: ColumnType<string, string | undefined, string>;
  email: string;
  role: Role;
  customerId: number | null;
  activeInd: ColumnType<boolean, boolean | undefined, boolean>;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  impersonatorId: number | null;
  createdAt: ColumnType<Date, never, never>;
  lastSeenAt: ColumnType<Date, Date | undefined, Date>;
  revokedAt: Date | null;
  impersonationLabel: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** Core's tables, as Kysely sees them. */
export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
