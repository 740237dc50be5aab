import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** The 1-minute load average before the run: how busy the machine already was. */
  loadBefore: number;
}

/** The 1-minute load average, rounded; after the run it includes the benchmark's own load. */
export function loadAverage(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('model name'));
    const model = line?.split(':')[1]?.trim();
    if (model) return model;
  } catch {
    // Not Linux: fall back on what Node reports.
  }
  return cpus()[0]?.model ?? 'unknown';
}

export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadBefore: loadAverage(),
  };
}

/** The lines above a bench's figures: when, on what machine, how busy it was before and after, and each measurement's length. */
export function runLines(machine: Machine, seconds: number): string {
  return [
    `${new Date().toISOString()}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}`,
    `1-minute load average ${machine.loadBefore} before, ${loadAverage()} after; ${seconds} s per measurement`,
  ].join('\n');
}
