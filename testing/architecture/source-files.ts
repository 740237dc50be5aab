import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;

/** Tests, and the helpers a plugin lends other plugins' tests: neither is production code. */
export const TEST_CODE = /(\.test\.tsx?|\/test-support\.ts)$/;

/** A relative import or dynamic import of a source file: its specifier is the first group. */
export const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every TypeScript file under `folder`, outside node_modules; none when it does not exist. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}
