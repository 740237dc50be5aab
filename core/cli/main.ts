import { bootPortal, PLUGINS_FOLDER, packageVersion, type Booted } from '../boot.ts';
import { resolveConfig } from '../config.ts';
import { createConsoleLogger } from '../log.ts';
import { importPlugins } from '../plugin/load.ts';
import type { CommandDefinition } from '../plugin/define-plugin.ts';
import configInput from '../../hono.config.ts';
import { UsageError } from './args.ts';
import { createAdminCommand, migrateCommand, seedCommand, type CoreCommand } from './commands.ts';
import { startNodeServer } from './start.ts';

const startCommand: CoreCommand = {
  name: 'start',
  summary: 'Serve the portal (migrates, seeds a new embedded lab, builds the browser bundles)',
  usage: 'portal start',
  boots: false,
  async run() {
    await startNodeServer(configInput);
    return -1;
  },
};

const CORE_COMMANDS = [startCommand, migrateCommand, seedCommand, createAdminCommand];

function helpText(pluginCommands: ReadonlyArray<CommandDefinition & { plugin: string }>): string {
  const rows = [...CORE_COMMANDS, ...pluginCommands].map((command) => `  ${command.name.padEnd(20)} ${command.summary}`);
  return [
    `portal ${packageVersion()}: the lab portal's command line`,
    '',
    'Usage: portal <command> [options]     portal <command> --help',
    '',
    'Commands:',
    ...rows,
    '',
    'Settings come from hono.config.ts and the environment (see README).',
  ].join('\n');
}

/** Runs one `portal` command and answers its exit code. */
export async function main(argv: string[]): Promise<number> {
  const config = resolveConfig(configInput, process.env, packageVersion());
  const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
  const pluginCommands = plugins.flatMap((plugin) => (plugin.commands ?? []).map((command) => ({ ...command, plugin: plugin.id })));
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(helpText(pluginCommands));
    return name ? 0 : 2;
  }
  const core = CORE_COMMANDS.find((command) => command.name === name);
  const fromPlugin = pluginCommands.find((command) => command.name === name);
  if (!core && !fromPlugin) throw new UsageError(`Unknown command "${name}". Run portal --help for the list.`);
  if (args.includes('--help') || args.includes('-h')) {
    const command = (core ?? fromPlugin)!;
    console.log(`${command.summary}\n\nUsage: ${command.usage}`);
    return 0;
  }
  if (core && !core.boots) return core.run(args, null);
  let booted: Booted | undefined;
  try {
    booted = await bootPortal({
      configInput,
      env: process.env,
      log: createConsoleLogger(),
      buildAssets: false,
      seedIfEmpty: false,
      migrate: name !== 'migrate',
    });
    if (core) return await core.run(args, booted);
    return await fromPlugin!.run(args, booted.portal.contextOf(fromPlugin!.plugin));
  } finally {
    await booted?.database.close();
  }
}

const exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`portal: ${error instanceof Error ? error.message : String(error)}`);
  return error instanceof UsageError ? 2 : 1;
});
if (exitCode >= 0) process.exit(exitCode);
