import { SingleBar, Presets } from 'cli-progress';

export interface Progress {
  tick(step?: number): void;
  done(): void;
}

/** A progress bar on a terminal; silent when the output is a file or a pipe. */
export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { tick() {}, done() {} };
  const bar = new SingleBar({ format: `${label} [{bar}] {value}/{total}`, stream, hideCursor: true }, Presets.shades_classic);
  bar.start(total, 0);
  return {
    tick: (step = 1) => bar.increment(step),
    done: () => bar.stop(),
  };
}
