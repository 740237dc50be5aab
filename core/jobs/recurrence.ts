import { Cron } from 'croner';

/**
 * The next time a cron pattern (`minute hour day-of-month month day-of-week`) comes round
 * after `after`, read as wall-clock time in `timeZone`. A time the clocks skip in spring
 * runs at the first minute after the jump; a time the clocks repeat in autumn runs once,
 * the first time round.
 * @example nextOccurrence('0 6 * * *', 'America/Chicago', new Date('2026-11-24T12:00:00Z')) // 2026-11-25T12:00:00Z
 */
export function nextOccurrence(pattern: string, timeZone: string, after: Date): Date {
  const next = new Cron(pattern, { timezone: timeZone, paused: true }).nextRun(after);
  if (!next) throw new Error(`The schedule "${pattern}" never comes round again`);
  return next;
}

/** The reason a schedule cannot be read, or null when it can. */
export function scheduleProblem(pattern: string): string | null {
  if (pattern.trim().split(/\s+/).length !== 5) return 'takes five fields: minute hour day-of-month month day-of-week';
  try {
    return new Cron(pattern, { paused: true }).nextRun() ? null : 'never comes round';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
