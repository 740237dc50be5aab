import { readFileSync } from 'node:fs';
import { PROJECT_ROOT } from './islands/manifest.ts';

/** The portal's version, shown in the sidebar and by `portal --help`. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('package.json', PROJECT_ROOT), 'utf8')) as { version: string };
  return pkg.version;
}
