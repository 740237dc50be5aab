import { readFileSync } from 'node:fs';

/** The portal's version, shown in the sidebar and by `portal --help`. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
