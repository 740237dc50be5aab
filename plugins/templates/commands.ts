/**
 * `portal formula` and `portal template`: neither needs the database, so neither boots the
 * portal; their code (the formula language, the engine) is imported only when they run.
 */
import { defineCommands } from '../../core/plugin/commands.ts';

export const FORMULA_USAGE = "portal formula eval '<expression>' [--scope file.json]   (a formula may start with -; -- ends the options)";
export const TEMPLATE_USAGE =
  'portal template check [id]   |   portal template eval <id> --input file.json   (a result, or a set: { sample, results })   |   portal template layout <id> [id ...]   |   portal template fields';

export default defineCommands([
  {
    name: 'formula',
    summary: 'Evaluate a formula of the report formula language and print its value or error as JSON',
    usage: FORMULA_USAGE,
    boots: false,
    run: async (args) => (await import('./cli.ts')).formulaCommand(args),
  },
  {
    name: 'template',
    summary:
      "Check report templates, evaluate one result or a whole set with a template, write a template's layout, list the report fields",
    usage: TEMPLATE_USAGE,
    boots: false,
    run: async (args) => (await import('./cli.ts')).templateCommand(args),
  },
]);
