import type { Kysely } from 'kysely';
import type { CoreTables } from '../../core/auth/tables.ts';
import type { Role } from '../../core/roles.ts';

const FIRST_NAMES = ['Avery', 'Blake', 'Cameron', 'Devon', 'Emerson', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Nakamura', 'Okafor'];
const ROLE_CYCLE: Role[] = ['technician', 'driver', 'customer-service', 'technician', 'driver', 'customer', 'admin'];

/** The demo lab's staff beyond the one user per role: enough for the users list to page. */
export function demoStaff(): Array<{ email: string; firstName: string; lastName: string; role: Role; activeInd: boolean }> {
  return LAST_NAMES.flatMap((lastName, li) =>
    FIRST_NAMES.map((firstName, fi) => {
      const index = li * FIRST_NAMES.length + fi;
      return {
        email: `${firstName}.${lastName}@demo.lab`.toLowerCase(),
        firstName,
        lastName,
        role: ROLE_CYCLE[index % ROLE_CYCLE.length]!,
        activeInd: index % 9 !== 8,
      };
    }),
  );
}

/**
 * Adds the demo staff that are missing; running it twice changes nothing. They have no
 * password, so they fill the list without being accounts anyone can sign in to.
 */
export async function seedDemoStaff(db: Kysely<CoreTables>): Promise<void> {
  const users = demoStaff();
  const existing = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      users.map((user) => user.email),
    )
    .execute();
  const known = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = users.filter((user) => !known.has(user.email));
  if (missing.length === 0) return;
  await db
    .insertInto('users')
    .values(missing.map((user) => ({ ...user, customerId: null, passwordHash: null })))
    .execute();
}
