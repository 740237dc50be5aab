import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** A folder for this run's database snapshots (testing/snapshots.ts), removed at its end; none in watch mode. */
export default function setup(project: TestProject): (() => void) | undefined {
  if (project.vitest.config.watch) {
    project.provide('databaseSnapshots', undefined);
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-snapshots-'));
  project.provide('databaseSnapshots', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
