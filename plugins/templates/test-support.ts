import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';

/** What other plugins' tests may use of templates: a small, valid cylinder template. */
export { cylinderTemplate } from './engine/test-support.ts';

/**
 * The ids of the lab's own templates, read from the folders of templates/ as the catalogue finds
 * them: tests count what is there, so adding a template breaks none of them.
 */
export function labTemplateIds(): string[] {
  const folder = join(fileURLToPath(PROJECT_ROOT), 'templates');
  return readdirSync(folder)
    .filter((name) => existsSync(join(folder, name, 'package.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
