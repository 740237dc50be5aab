import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command-line mistake: printed as a message, with exit code 2. */
export class UsageError extends Error {}

/**
 * Parses a command's options strictly: an unknown option or a missing value is a UsageError.
 * @example parseOptions(['--email', 'a@b.c'], { email: { type: 'string' } }).values.email
 */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
