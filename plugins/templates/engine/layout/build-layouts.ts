/**
 * Writes each template's layout.docx from its template.json. Run after changing a template's
 * report columns or sections:
 *
 *   node --import tsx plugins/templates/engine/layout/build-layouts.ts [id ...]
 *
 * A layout restyled by hand in Word should not be regenerated; name the other ids instead.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplatePackages } from '../loader.ts';
import { templateSchema } from '../schema.ts';
import { buildLayout } from './document.ts';

const ids = process.argv.slice(2);
const { packages } = await loadTemplatePackages(process.cwd());
let failed = false;
for (const item of packages.filter((candidate) => candidate.origin === 'templates' && (ids.length === 0 || ids.includes(candidate.id)))) {
  const parsed = templateSchema.safeParse(item.template);
  if (!parsed.success) {
    console.error(`${item.id}: template.json does not match the schema; layout not written`);
    failed = true;
    continue;
  }
  await writeFile(join(item.dir, 'layout.docx'), buildLayout(parsed.data));
  console.log(`${item.id}: layout.docx written`);
}
process.exitCode = failed ? 1 : 0;
