import { progressBar } from './commands/progress.ts';
import type { Logger } from './log.ts';
import type { SeedProgress } from './seed.ts';

/**
 * How the demo seed shows its progress: a bar on a terminal, and a log line per step where the
 * output is a file or a pipe (a container's log), so a first start never looks hung.
 */
export function seedProgress(log: Logger, stream: NodeJS.WriteStream = process.stderr): { tick: SeedProgress; done(): void } {
  let bar: ReturnType<typeof progressBar> | undefined;
  return {
    tick(step, done, total) {
      if (!stream.isTTY) {
        log.info(`Seeding the demo lab: ${done}/${total} (${step})`);
        return;
      }
      bar ??= progressBar(total, 'Seeding the demo lab', stream);
      bar.tick();
    },
    done: () => bar?.done(),
  };
}
