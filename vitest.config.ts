import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,tsx}',
      'templates/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'test/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Hashing at production cost would make each test user cost a third of a second.
    env: { PASSWORD_SCRYPT_N: '1024' },
  },
});
