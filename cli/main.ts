/**
 * `portal`: lists the core's and the enabled plugins' commands without importing any plugin,
 * and boots the portal (database open and migrated, every plugin loaded) only for a command
 * that needs it. Decision 060. The application's entry (`portal.ts`) hands its settings in.
 */
import type { Booted } from '../core/boot.ts';
import { resolveConfig, type PortalConfigInput } from '../core/config.ts';
import type { CommandInfo } from '../core/plugin/commands.ts';
import { importPluginCommands, PLUGINS_FOLDER, type PluginCommand } from '../core/plugin/load.ts';
import { packageVersion } from '../core/version.ts';
import { UsageError, optionArguments } from '../lib/commands/args.ts';
import { coreCommands, type CoreCommand } from './commands.ts';

function helpText(commands: readonly CommandInfo[]): string {
  return [
    `portal ${packageVersion()}: the lab portal's command line`,
    '',
    'Usage: portal <command> [options]     portal <command> --help',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(20)} ${command.summary}`),
    '',
    'Settings come from hono.config.ts and the environment (see README).',
  ].join('\n');
}

/** Runs a command that needs the database against the booted portal, and closes the database after. */
async function runBooted(configInput: PortalConfigInput, name: string, run: (booted: Booted) => Promise<number>): Promise<number> {
  const [{ bootPortal }, { createConsoleLogger }] = await Promise.all([import('../core/boot.ts'), import('../core/log.ts')]);
  const booted = await bootPortal({
    configInput,
    env: process.env,
    log: createConsoleLogger(),
    seedIfEmpty: false,
    migrate: name !== 'migrate',
  });
  try {
    return await run(booted);
  } finally {
    await booted.database.close();
  }
}

/** Prints a command's usage when its options (before any `--`) ask for help. */
function helpAsked(command: CommandInfo, args: readonly string[]): boolean {
  const options = optionArguments(args);
  if (!options.includes('--help') && !options.includes('-h')) return false;
  console.log(`${command.summary}\n\nUsage: ${command.usage}`);
  return true;
}

function runCoreCommand(configInput: PortalConfigInput, command: CoreCommand, name: string, args: string[]): Promise<number> {
  if (!command.boots) return command.run(args);
  return runBooted(configInput, name, (booted) => command.run(args, booted));
}

function runPluginCommand(configInput: PortalConfigInput, command: PluginCommand, args: string[]): Promise<number> {
  if (!command.boots) return command.run(args);
  return runBooted(configInput, command.name, (booted) => command.run(args, booted.portal.contextOf(command.plugin)));
}

/** Runs one `portal` command and answers its exit code. */
export async function main(configInput: PortalConfigInput, argv: string[]): Promise<number> {
  const config = resolveConfig(configInput, process.env, packageVersion());
  const commands = coreCommands(configInput);
  const pluginCommands = await importPluginCommands(config.plugins, PLUGINS_FOLDER);
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(helpText([...commands, ...pluginCommands]));
    return name ? 0 : 2;
  }
  const core = commands.find((command) => command.name === name);
  const fromPlugin = pluginCommands.find((command) => command.name === name);
  if (core) return helpAsked(core, args) ? 0 : runCoreCommand(configInput, core, name, args);
  if (fromPlugin) return helpAsked(fromPlugin, args) ? 0 : runPluginCommand(configInput, fromPlugin, args);
  throw new UsageError(`Unknown command "${name}". Run portal --help for the list.`);
}

/**
 * The `portal` command line over the application's settings: runs the command `argv` names and
 * exits with its code (a command that serves, `start`, keeps the process).
 */
export async function runPortalCli(configInput: PortalConfigInput, argv: string[]): Promise<void> {
  const exitCode = await main(configInput, argv).catch((error: unknown) => {
    console.error(`portal: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof UsageError ? 2 : 1;
  });
  if (exitCode >= 0) process.exit(exitCode);
}
