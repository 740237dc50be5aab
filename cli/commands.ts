/**
 * The core's own commands, as a light list: each imports its code only when it runs, so that
 * `portal --help` and a plugin's command that needs no database start quickly (decision 060).
 */
import type { Booted } from '../core/boot.ts';
import type { PortalConfigInput } from '../core/config.ts';
import type { Command } from '../core/plugin/commands.ts';

/** A core command: a booting one gets the booted portal. */
export type CoreCommand = Command<Booted>;

/** The core's commands, over the application's settings (handed in by the `portal` entry). */
export function coreCommands(configInput: PortalConfigInput): readonly CoreCommand[] {
  /** The settings of the application and the environment, for a command that does not boot the portal. */
  const currentConfig = async () => {
    const [{ resolveConfig }, { packageVersion }] = await Promise.all([import('../core/config.ts'), import('../core/version.ts')]);
    return resolveConfig(configInput, process.env, packageVersion());
  };
  return [
    {
      name: 'start',
      summary: 'Serve the portal (builds what is stale, migrates, seeds a new embedded lab)',
      usage: 'portal start',
      boots: false,
      async run() {
        const [{ buildBundlesIfStale }, { compileServerIfStale, SERVER_DIST }] = await Promise.all([
          import('./islands/build-if-stale.ts'),
          import('./build/server.ts'),
        ]);
        if (!(await buildBundlesIfStale(configInput)) || !(await compileServerIfStale())) return 1;
        // The compiled server, whichever tree this command runs from (decision 211).
        await import(new URL('server.js', SERVER_DIST).href);
        return -1;
      },
    },
    {
      name: 'migrate',
      summary: 'Bring the database schema up to date (core, then each enabled plugin)',
      usage: 'portal migrate',
      boots: true,
      run: async (args, booted) => (await import('./database-commands.ts')).migrate(args, booted),
    },
    {
      name: 'seed',
      summary: "Add the demo lab (users and each plugin's demo data) to the database",
      usage: 'portal seed --demo',
      boots: true,
      run: async (args, booted) => (await import('./database-commands.ts')).seedDemoLab(args, booted),
    },
    {
      name: 'create-admin',
      summary: 'Create an admin user, or make an existing user an active admin with a new password',
      usage: 'portal create-admin --email E [--password P]   (or PORTAL_ADMIN_PASSWORD; asked for on a terminal)',
      boots: true,
      run: async (args, booted) => (await import('./database-commands.ts')).createAdmin(args, booted),
    },
    {
      name: 'backup',
      summary:
        'Back up the database and the data folder (uploaded files) into a new folder; stop the portal first on the embedded database',
      usage: 'portal backup --to FOLDER',
      boots: false,
      run: async (args) => (await import('./backup.ts')).backupCommand(args, await currentConfig()),
    },
    {
      name: 'restore',
      summary: 'Replace the database and the data folder with a backup; stop the portal first',
      usage: 'portal restore --from FOLDER',
      boots: false,
      run: async (args) => (await import('./backup.ts')).restoreCommand(args, await currentConfig()),
    },
  ];
}
