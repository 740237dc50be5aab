/**
 * The core commands that work on the database: `migrate`, `seed --demo` and `create-admin`.
 * Imported only when one of them runs (see commands.ts).
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../core/auth/password.ts';
import { findUserByEmail } from '../core/auth/users.repository.ts';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../shared/password-strength.ts';
import { email as emailSchema } from '../core/account/schemas.ts';
import type { Booted } from '../core/boot.ts';
import type { CoreDatabase } from '../core/db/core-database.ts';
import { migratePortal } from '../core/db/migrations.ts';
import { seedDemoUsers } from '../core/seed.ts';
import { UsageError, parseOptions } from '../lib/commands/args.ts';
import { progressBar } from '../core/commands/progress.ts';
import { askSecret } from './prompt.ts';

export async function migrate(args: string[], booted: Booted): Promise<number> {
  parseOptions(args, {});
  const applied = await migratePortal(booted.database.db, booted.portal.plugins);
  console.log(applied.length === 0 ? 'The database schema is up to date.' : `Applied:\n  ${applied.join('\n  ')}`);
  return 0;
}

export async function seedDemoLab(args: string[], booted: Booted): Promise<number> {
  const { values } = parseOptions(args, { demo: { type: 'boolean' } });
  if (!values.demo) throw new UsageError('Say what to seed: portal seed --demo');
  const { portal, database, config } = booted;
  const progress = progressBar(portal.plugins.length + 1, 'Seeding');
  await seedDemoUsers(database.db as Kysely<CoreDatabase>, config.demoPassword);
  progress.tick();
  for (const plugin of portal.plugins) {
    await plugin.seed?.(portal.contextOf(plugin.id), { demo: true });
    progress.tick();
  }
  progress.done();
  console.log('The demo lab is seeded.');
  return 0;
}

export async function createAdmin(args: string[], booted: Booted): Promise<number> {
  const { values } = parseOptions(args, {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'is required'}`);
  let password = values.password ?? process.env.PORTAL_ADMIN_PASSWORD;
  if (!password && process.stdin.isTTY) password = await askSecret('Password: ');
  if (!password) throw new UsageError('Give a password with --password or PORTAL_ADMIN_PASSWORD');
  if (!passwordStrength(password, [email.data]).valid) throw new UsageError(WEAK_PASSWORD_MESSAGE);
  const db = booted.database.db as Kysely<CoreDatabase>;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    await db
      .updateTable('users')
      .set({ role: 'admin', activeInd: true, passwordHash, customerId: null, updatedAt: new Date() })
      .where('id', '=', existing.id)
      .execute();
    console.log(`${existing.email} is now an active admin with the new password.`);
  } else {
    await db
      .insertInto('users')
      .values({
        email: email.data,
        firstName: values['first-name'] ?? 'Lab',
        lastName: values['last-name'] ?? 'Admin',
        role: 'admin',
        customerId: null,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .execute();
    console.log(`Created the admin ${email.data}.`);
  }
  return 0;
}
