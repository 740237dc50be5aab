import { sql, type Kysely } from 'kysely';
import { hashPassword } from './auth/password.ts';
import type { Role } from './roles.ts';
import type { Portal } from './portal.tsx';
import type { CoreDatabase } from './db/core-database.ts';

/** The demo lab's people: one user per role. */
export const DEMO_USERS: ReadonlyArray<{ email: string; firstName: string; lastName: string; role: Role }> = [
  { email: 'admin@demo.lab', firstName: 'Alex', lastName: 'Admin', role: 'admin' },
  { email: 'cs@demo.lab', firstName: 'Casey', lastName: 'Service', role: 'customer-service' },
  { email: 'driver@demo.lab', firstName: 'Dana', lastName: 'Driver', role: 'driver' },
  { email: 'tech@demo.lab', firstName: 'Taylor', lastName: 'Tech', role: 'technician' },
  { email: 'customer@demo.lab', firstName: 'Chris', lastName: 'Customer', role: 'customer' },
];

/** Adds the demo users that are missing; running it twice changes nothing. */
export async function seedDemoUsers(db: Kysely<CoreDatabase>, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('users')
    .values(DEMO_USERS.map((user) => ({ ...user, passwordHash, customerId: null, emailVerifiedAt: new Date() })))
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
}

/** Told after each step of the demo seed: what was done, and how many of how many steps. */
export type SeedProgress = (step: string, done: number, total: number) => void;

/** Seeds the demo lab: core's users, then each plugin's part, in dependency order. */
export async function seedDemo(portal: Portal, db: Kysely<CoreDatabase>, password: string, progress?: SeedProgress): Promise<void> {
  const seeding = portal.plugins.filter((plugin) => plugin.seed);
  const total = seeding.length + 1;
  await seedDemoUsers(db, password);
  progress?.('users', 1, total);
  for (const [index, plugin] of seeding.entries()) {
    await plugin.seed?.(portal.contextOf(plugin.id), { demo: true });
    progress?.(plugin.id, index + 2, total);
  }
}

/** Whether the database has no users yet: a new lab. */
export async function isEmpty(db: Kysely<CoreDatabase>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
