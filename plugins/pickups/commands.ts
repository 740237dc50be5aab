/** `portal pickups seed-scale N`: fills the database with N realistic pickups (and what the plugins built on them add), for load tests. */
import { UsageError, parseOptions } from '../../lib/commands/args.ts';
import { defineCommands } from '../../core/plugin/commands.ts';

const USAGE =
  'portal pickups seed-scale N   (N pickups with sample sets, specimens, companies, inspectors and drivers, and the invoices and reports of the enabled plugins)';

export default defineCommands([
  {
    name: 'pickups',
    summary: 'Add N realistic pickups to the database, for load tests (pickups seed-scale N)',
    usage: USAGE,
    boots: true,
    async run(args, ctx) {
      const [action, count, ...extra] = parseOptions(args, {}).positionals;
      if (action !== 'seed-scale' || extra.length > 0) throw new UsageError(`Usage: ${USAGE}`);
      const pickups = Number(count);
      if (!Number.isInteger(pickups) || pickups < 1)
        throw new UsageError('Say how many: portal pickups seed-scale N, with N a whole number from 1');
      await (await import('./scale-command.ts')).seedPickupsAtScale(ctx, pickups);
      return 0;
    },
  },
]);
