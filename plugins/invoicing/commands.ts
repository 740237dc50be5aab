/** `portal invoicing <daily|late-fees|reminders|statements>`: runs one of the invoicing jobs now, for today (the running portal runs them on their schedules). */
import { UsageError, parseOptions } from '../../lib/commands/args.ts';
import { labToday } from '../../shared/dates.ts';
import { defineCommands } from '../../core/plugin/commands.ts';

const USAGE = 'portal invoicing daily|late-fees|reminders|statements';

export default defineCommands([
  {
    name: 'invoicing',
    summary: 'Run an invoicing job now: the daily invoicing, the monthly late fees, the reminders or the monthly statements',
    usage: USAGE,
    boots: true,
    async run(args, ctx) {
      const [job, ...extra] = parseOptions(args, {}).positionals;
      if (extra.length > 0) throw new UsageError(`Usage: ${USAGE}`);
      const jobs = await import('./collections.service.ts');
      const { sendMonthlyStatements } = await import('./statements.service.tsx');
      const deps = ctx as unknown as Parameters<typeof jobs.invoiceDuePickups>[0];
      const today = labToday(ctx.config.labTimeZone);
      const run = {
        daily: jobs.invoiceDuePickups,
        'late-fees': jobs.chargeLateFees,
        reminders: jobs.sendReminders,
        statements: sendMonthlyStatements,
      }[job ?? ''];
      if (!run) throw new UsageError(`Usage: ${USAGE}`);
      console.log(JSON.stringify({ job, count: await run(deps, today) }));
      return 0;
    },
  },
]);
