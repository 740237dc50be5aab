import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Deno executable of the `deno` dependency, run directly. The package's own launcher
 * (`node_modules/.bin/deno`) is a Node process that waits on Deno with spawnSync when its
 * install script is not allowed to run (`allowScripts` in package.json): a stop signal then
 * ends the launcher and leaves Deno running, unstopped and unseen. The executable ships in the
 * platform's `@deno/<target>` package.
 *
 * @returns {string} the path of the executable
 */
export function denoExecutable() {
  const targets = {
    'linux-x64': 'linux-x64-glibc',
    'linux-arm64': 'linux-arm64-glibc',
    'darwin-x64': 'darwin-x64',
    'darwin-arm64': 'darwin-arm64',
    'win32-x64': 'win32-x64',
    'win32-arm64': 'win32-arm64',
  };
  const target = targets[`${process.platform}-${process.arch}`];
  if (!target) throw new Error(`Deno has no build for ${process.platform} on ${process.arch}`);
  const require = createRequire(import.meta.url);
  const folder = dirname(require.resolve(`@deno/${target}/package.json`));
  return join(folder, process.platform === 'win32' ? 'deno.exe' : 'deno');
}
