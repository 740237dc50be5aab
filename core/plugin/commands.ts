/**
 * `portal` commands, declared so that the CLI can list and run one without importing every
 * plugin: a plugin's commands are the default export of its own light `commands.ts`, whose
 * `run` imports the command's code only when the command runs. Decision 060.
 */
import type { PluginContext } from './define-plugin.ts';

export interface CommandInfo {
  name: string;
  summary: string;
  usage: string;
}

/**
 * A command with `boots: false` runs on its own (no database, no other plugin loaded); one with
 * `boots: true` runs against the booted portal (database open and migrated) and is handed `context`.
 */
export type Command<Context> =
  | (CommandInfo & { boots: false; run(args: string[]): Promise<number> })
  | (CommandInfo & { boots: true; run(args: string[], context: Context): Promise<number> });

/** A plugin's command: a booting one gets the plugin's `ctx`. */
export type CommandDefinition = Command<PluginContext>;

/**
 * Declares a plugin's commands, as the default export of `plugins/<id>/commands.ts`. Keep the
 * file light: import the command's code inside `run`.
 *
 * @example
 * export default defineCommands([
 *   { name: 'formula', summary: '...', usage: '...', boots: false, run: async (args) => (await import('./cli.ts')).formulaCommand(args) },
 * ]);
 */
export function defineCommands(commands: CommandDefinition[]): CommandDefinition[] {
  return commands;
}
