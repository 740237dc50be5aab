import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import { findUserByEmail } from '../auth/users.repository.ts';
import { passwordStrength, WEAK_PASSWORD_MESSAGE } from '../account/password-strength.ts';
import { email as emailSchema } from '../account/schemas.ts';
import type { Booted } from '../boot.ts';
import type { CoreDatabase } from '../db/core-database.ts';
import { migratePortal } from '../db/migrations.ts';
import { seedDemoUsers } from '../seed.ts';
import { UsageError, parseOptions } from './args.ts';
import { progressBar } from './progress.ts';
import { askSecret } from './prompt.ts';

/** A core CLI command: it runs against a booted portal (database open and migrated). */
export interface CoreCommand {
  name: string;
  summary: string;
  usage: string;
  /** Whether it needs the database; `start` boots on its own. */
  boots: boolean;
  run(args: string[], booted: Booted | null): Promise<number>;
}

export const migrateCommand: CoreCommand = {
  name: 'migrate',
  summary: 'Bring the database schema up to date (core, then each enabled plugin)',
  usage: 'portal migrate',
  boots: true,
  async run(args, booted) {
    parseOptions(args, {});
    const applied = await migratePortal(booted!.database.db, booted!.portal.plugins);
    console.log(applied.length === 0 ? 'The database schema is up to date.' : `Applied:\n  ${applied.join('\n  ')}`);
    return 0;
  },
};

export const seedCommand: CoreCommand = {
  name: 'seed',
  summary: "Add the demo lab (users and each plugin's demo data) to the database",
  usage: 'portal seed --demo   |   portal seed --scale N',
  boots: true,
  async run(args, booted) {
    const { values } = parseOptions(args, { demo: { type: 'boolean' }, scale: { type: 'string' } });
    if (values.scale !== undefined) return seedScale(booted!, values.scale);
    if (!values.demo) throw new UsageError('Say what to seed: portal seed --demo, or portal seed --scale N');
    const { portal, database, config } = booted!;
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
  },
};

/** Hands N to every plugin that can fill the database at scale (the pickups, for load tests). */
async function seedScale({ portal }: Booted, text: string): Promise<number> {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new UsageError('Say how many: portal seed --scale N, with N a whole number from 1');
  const plugins = portal.plugins.filter((plugin) => plugin.seedScale);
  if (plugins.length === 0) throw new UsageError('No enabled plugin seeds at scale');
  for (const plugin of plugins) await plugin.seedScale!(portal.contextOf(plugin.id), count);
  return 0;
}

export const createAdminCommand: CoreCommand = {
  name: 'create-admin',
  summary: 'Create an admin user, or make an existing user an active admin with a new password',
  usage: 'portal create-admin --email E [--password P]   (or PORTAL_ADMIN_PASSWORD; asked for on a terminal)',
  boots: true,
  async run(args, booted) {
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
    const db = booted!.database.db as Kysely<CoreDatabase>;
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
  },
};
