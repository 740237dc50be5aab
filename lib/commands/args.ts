import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command-line mistake: printed as a message, with exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

export interface ParseOptionsSettings {
  /**
   * An argument that starts with a single `-` and is not one of the command's short options is
   * a positional (a formula such as `-2^2`), not an unknown option. Long options stay strict.
   */
  dashedPositionals?: boolean;
}

/** The arguments before a `--`, where options can be. */
export function optionArguments(args: readonly string[]): readonly string[] {
  const end = args.indexOf('--');
  return end === -1 ? args : args.slice(0, end);
}

/** Whether `arg` is a positional that merely starts with `-`. */
function isDashedPositional(arg: string, options: Options): boolean {
  if (!arg.startsWith('-') || arg.startsWith('--') || arg.length < 2) return false;
  const shorts = new Set(['h', ...Object.values(options).flatMap((option) => (option.short ? [option.short] : []))]);
  return !shorts.has(arg.charAt(1));
}

/** Whether `arg` is an option that takes the next argument as its value. */
function takesValue(arg: string, options: Options): boolean {
  if (arg.includes('=')) return false;
  const option = arg.startsWith('--')
    ? options[arg.slice(2)]
    : Object.values(options).find((candidate) => candidate.short !== undefined && `-${candidate.short}` === arg);
  return option?.type === 'string';
}

/**
 * Parses a command's options strictly: an unknown option or a missing value is a UsageError.
 * `--` ends the options; everything after it is positional.
 * @example parseOptions(['--email', 'a@b.c'], { email: { type: 'string' } }).values.email
 * @example parseOptions(['eval', '-2^2'], { scope: { type: 'string' } }, { dashedPositionals: true }).positionals // ['eval', '-2^2']
 */
export function parseOptions<T extends Options>(args: string[], options: T, settings: ParseOptionsSettings = {}) {
  const all = { ...options, help: { type: 'boolean', short: 'h' } } as const;
  const dashed = new Map<number, string>();
  const kept: { arg: string; index: number }[] = [];
  let optionsEnded = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg === '--') optionsEnded = true;
    if (!optionsEnded && settings.dashedPositionals && isDashedPositional(arg, all)) dashed.set(index, arg);
    else kept.push({ arg, index });
    // The value of an option is never read as an option itself.
    if (!optionsEnded && takesValue(arg, all) && index + 1 < args.length) {
      index += 1;
      kept.push({ arg: args[index] as string, index });
    }
  }
  try {
    const parsed = parseArgs({ args: kept.map((item) => item.arg), options: all, allowPositionals: true, strict: true, tokens: true });
    const positionals = [
      ...parsed.tokens.flatMap((token) => (token.kind === 'positional' ? [{ index: kept[token.index]!.index, value: token.value }] : [])),
      ...[...dashed].map(([index, value]) => ({ index, value })),
    ]
      .sort((a, b) => a.index - b.index)
      .map((item) => item.value);
    return { values: parsed.values, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
