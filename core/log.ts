/** Levels of the portal's log, as the log viewer shows them. */
export type LogLevel = 'error' | 'warning' | 'info';

export interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
  warning(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
}

/** Serialises details for a log line; errors keep their stack, which only the log ever sees. */
export function describeDetails(details: Record<string, unknown> | undefined): string {
  if (!details) return '';
  return JSON.stringify(details, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
}

/** A logger that writes to standard output and standard error, one line per entry. */
export function createConsoleLogger(silent = false): Logger {
  const write = (level: LogLevel, message: string, details?: Record<string, unknown>) => {
    if (silent) return;
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message} ${describeDetails(details)}`.trimEnd();
    if (level === 'error') console.error(line);
    else console.log(line);
  };
  return {
    error: (message, details) => write('error', message, details),
    warning: (message, details) => write('warning', message, details),
    info: (message, details) => write('info', message, details),
  };
}
