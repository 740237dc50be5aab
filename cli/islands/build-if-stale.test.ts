import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPortalBundles } from './build-portal.ts';
import { buildBundlesIfStale } from './build-if-stale.ts';
import { buildToolsInstalled, bundlesAreStale } from './stale.ts';

vi.mock('node:fs', async (original) => ({ ...(await original<typeof import('node:fs')>()), existsSync: vi.fn<() => boolean>() }));
vi.mock('./stale.ts', () => ({ bundlesAreStale: vi.fn<() => boolean>(), buildToolsInstalled: vi.fn<() => boolean>() }));
vi.mock('./build-portal.ts', () => ({ buildPortalBundles: vi.fn<() => Promise<void>>() }));

const SETTINGS = { plugins: ['customers'] };

describe('building the bundles before a start', () => {
  beforeEach(() => {
    vi.mocked(buildPortalBundles).mockReset();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  const given = (stale: boolean, tools: boolean, built: boolean) => {
    vi.mocked(bundlesAreStale).mockReturnValue(stale);
    vi.mocked(buildToolsInstalled).mockReturnValue(tools);
    vi.mocked(existsSync).mockReturnValue(built);
  };

  it('builds nothing when the bundles are current', async () => {
    given(false, true, true);
    expect(await buildBundlesIfStale(SETTINGS)).toBe(true);
    expect(buildPortalBundles).not.toHaveBeenCalled();
  });

  it('builds stale bundles when Vite is installed', async () => {
    given(true, true, true);
    expect(await buildBundlesIfStale(SETTINGS)).toBe(true);
    expect(buildPortalBundles).toHaveBeenCalledWith(SETTINGS);
  });

  it('serves the bundles built before when installed without dev dependencies', async () => {
    given(true, false, true);
    expect(await buildBundlesIfStale(SETTINGS)).toBe(true);
    expect(buildPortalBundles).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Vite is not installed'));
  });

  it('refuses to start without bundles and without Vite, saying how to build them', async () => {
    given(true, false, false);
    expect(await buildBundlesIfStale(SETTINGS)).toBe(false);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('npm run build'));
  });
});
