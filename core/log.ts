import type { ColumnType, Generated, Kysely } from 'kysely';
import { pino, type DestinationStream, type Level } from 'pino';
import type { CoreDatabase } from './db/core-database.ts';
import { currentRequestId } from './request-context.ts';

/** Levels of the portal's log, as the log viewer shows them. */
export type LogLevel = 'error' | 'warning' | 'info';

/**
 * Details of an entry. `context` names the records it concerns (`{ invoice: {...}, customer: {...} }`),
 * which the log viewer shows apart from the other details.
 */
export interface LogDetails extends Record<string, unknown> {
  context?: Record<string, unknown>;
}

export interface Logger {
  error(message: string, details?: LogDetails): void;
  warning(message: string, details?: LogDetails): void;
  info(message: string, details?: LogDetails): void;
  /** Below info: written only when LOG_LEVEL asks for it (health probes' access lines). */
  debug?(message: string, details?: LogDetails): void;
  /** Writes out at once the lines waiting to be written: the last thing before the process exits. */
  flush?(): void;
}

/** The levels LOG_LEVEL takes; `warning` is accepted for `warn`. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'warning', 'error', 'silent'] as const;
export type OutputLevel = (typeof LOG_LEVELS)[number];

export interface LogsTable {
  id: Generated<number>;
  level: LogLevel;
  message: string;
  details: ColumnType<unknown, string | null, never>;
  file: string | null;
  line: number | null;
  context: ColumnType<Record<string, unknown> | null, string | null, never>;
  createdAt: ColumnType<Date, never, never>;
}

export interface LogTables {
  logs: LogsTable;
}

/** JSON of a value; errors keep their stack and their cause, which only the log ever sees. */
export function toLogJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Error
      ? { name: inner.name, message: inner.message, stack: inner.stack, ...(inner.cause === undefined ? {} : { cause: inner.cause }) }
      : inner,
  );
}

export interface ConsoleLoggerOptions {
  /** The lowest level written; `info` unless set (LOG_LEVEL). */
  level?: OutputLevel;
  /** Where lines go; standard output unless given (tests read them). */
  destination?: DestinationStream;
}

/** An error as JSON keeps its name, message, stack and cause. */
function errorFields(value: unknown): unknown {
  return value instanceof Error ? JSON.parse(toLogJson(value)) : value;
}

/**
 * A logger that writes one JSON object per line (pino) to standard output: time, level, message,
 * the details as fields, and the id of the request being served when there is one.
 * `createConsoleLogger(true)` writes nothing (tests).
 */
export function createConsoleLogger(options: boolean | ConsoleLoggerOptions = false): Logger {
  // Written off the request's path and in batches: each write to standard output is a system
  // call, so lines go out 4 KB at a time, or half a second after the first waiting one (pino
  // flushes what is left when the process exits).
  const { level = 'info', destination = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }) } =
    typeof options === 'boolean' ? {} : options;
  const silent = options === true || level === 'silent';
  const output = pino(
    {
      level: silent ? 'silent' : level === 'warning' ? 'warn' : level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    destination,
  );
  const write = (pinoLevel: Level, message: string, details?: LogDetails) => {
    if (!output.isLevelEnabled(pinoLevel)) return;
    const fields = details ? Object.fromEntries(Object.entries(details).map(([key, value]) => [key, errorFields(value)])) : {};
    output[pinoLevel](fields, message);
  };
  return {
    error: (message, details) => write('error', message, details),
    warning: (message, details) => write('warn', message, details),
    info: (message, details) => write('info', message, details),
    debug: (message, details) => write('debug', message, details),
    // Node flushes pino's buffer on its exit event; Deno's exit fires no such event. A buffer
    // that cannot be written as the process exits is lost rather than stopping the exit.
    flush: () => {
      try {
        if ('flushSync' in destination && typeof destination.flushSync === 'function') destination.flushSync();
      } catch {
        // Nothing more can be done with the lines as the process exits.
      }
    },
  };
}

/**
 * The file and line that called the logger, read from the stack, relative to the portal's folder
 * (known from the logger's own frame, so a folder such as /srv/templates/ does not confuse it).
 */
export function callerLocation(stack: string | undefined): { file: string | null; line: number | null } {
  const frames = (stack ?? '').split('\n').slice(1);
  const frame = frames.find((text) => !text.includes('/core/log.ts') && /:\d+:\d+\)?$/.test(text));
  const match = frame?.match(/\(?(?:file:\/\/)?([^()\s]+):(\d+):\d+\)?$/);
  if (!match) return { file: null, line: null };
  const path = match[1]!;
  const root = frames.map((text) => /(?:file:\/\/)?([^()\s]*\/)core\/log\.ts:/.exec(text)?.[1]).find((found) => found !== undefined);
  const file =
    root !== undefined && path.startsWith(root) ? path.slice(root.length) : path.replace(/^.*?\/(core|plugins|templates|web)\//, '$1/');
  return { file, line: Number(match[2]) };
}

/** The levels the `logs` table keeps; info lines go to the output only, so a busy lab's table stays small. */
export const KEPT_LEVELS: readonly LogLevel[] = ['error', 'warning'];

/**
 * A logger that writes every entry out and keeps the warnings and errors in the `logs` table too
 * (with the id of the request that wrote it, under `requestId` in the details). A failed
 * insert is reported on standard error; logging never throws into the caller.
 */
export function createDatabaseLogger(db: Kysely<CoreDatabase>, output: Logger): Logger {
  const write = (level: LogLevel, message: string, details?: LogDetails) => {
    output[level](message, details);
    if (!KEPT_LEVELS.includes(level)) return;
    const { context, ...fields } = details ?? {};
    const requestId = currentRequestId();
    const rest = requestId === undefined ? fields : { ...fields, requestId };
    const { file, line } = callerLocation(new Error().stack);
    db.insertInto('logs')
      .values({
        level,
        message: message.slice(0, 5000),
        details: Object.keys(rest).length > 0 ? toLogJson(rest) : null,
        file,
        line,
        context: context && Object.keys(context).length > 0 ? toLogJson(context) : null,
      })
      .execute()
      .catch((error: unknown) => console.error(`Could not keep a log entry: ${String(error)}`));
  };
  return {
    error: (message, details) => write('error', message, details),
    warning: (message, details) => write('warning', message, details),
    info: (message, details) => write('info', message, details),
    // Debug lines are for the output only, never kept.
    debug: (message, details) => output.debug?.(message, details),
    flush: () => output.flush?.(),
  };
}
