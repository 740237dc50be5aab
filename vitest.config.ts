import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit and database tests, and browser tests. Only the browser tests need the
 * browser bundles, so only their project builds them (test/global-setup.ts); a run that
 * includes no browser test file (`npx vitest run core/config.test.ts`) builds nothing.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most test files wait on a database server, a browser or a child portal as much as they
    // compute, so at least two files run at once even on two cores (docs/decisions/143-test-workers.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hashing at production cost would make each test user cost a third of a second.
    env: { PASSWORD_SCRYPT_N: '1024' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globalSetup: ['test/snapshots-setup.ts'],
          // The files of a worker share their modules: importing every plugin again for each file
          // cost about a second a file, a third of the project's time (decision 143). Each file still
          // makes its own portal and database, and tests keep no state in modules.
          isolate: false,
          include: [
            'core/**/*.test.{ts,tsx}',
            'lib/**/*.test.{ts,tsx}',
            'cli/**/*.test.ts',
            'test/*.test.ts',
            'test/faults/*.test.ts',
            'plugins/**/*.test.{ts,tsx}',
            'templates/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'shared/**/*.test.ts',
            'testing/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'test/snapshots-setup.ts'],
          // A screen waits on a server and a browser sharing the cores with other test files: a
          // polled expectation gets five seconds, not the default one, before it fails.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
