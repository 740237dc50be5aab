import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommandOutput } from '../../formula/index.ts';
import { loadTemplatePackages } from '../loader.ts';
import { SECTION_FIELDS } from '../report-fields.ts';
import { templateSchema } from '../schema.ts';
import { buildLayout } from './document.ts';

/**
 * `portal template layout <id> [id ...]`: writes each named template's layout.docx from its
 * template.json (after changing its report columns or sections). Only the lab's own templates
 * in templates/; a layout restyled by hand in Word is overwritten, so name only the others.
 */
export async function templateLayoutCommand(ids: readonly string[], root: string): Promise<CommandOutput> {
  const { packages } = await loadTemplatePackages(root);
  const own = packages.filter((item) => item.origin === 'templates');
  const lines: string[] = [];
  let failed = false;
  for (const id of ids) {
    const item = own.find((candidate) => candidate.id === id);
    if (!item) {
      lines.push(`${id}: no template with this id in templates/`);
      failed = true;
      continue;
    }
    const parsed = templateSchema.safeParse(item.template);
    if (!parsed.success) {
      lines.push(`${id}: template.json does not match the schema (portal template check ${id}); layout not written`);
      failed = true;
      continue;
    }
    await writeFile(join(item.dir, 'layout.docx'), buildLayout(parsed.data));
    lines.push(`${id}: layout.docx written`);
  }
  return { output: lines.join('\n'), exitCode: failed ? 1 : 0 };
}

/** `portal template fields`: the names a template's `report.sections.<section>.includedFields` may list, with what each shows. */
export function templateFieldsCommand(): CommandOutput {
  const lines = Object.entries(SECTION_FIELDS).flatMap(([section, fields]) => [
    `${section}:`,
    ...Object.entries(fields).map(([name, label]) => `  ${name.padEnd(28)} ${label}`),
  ]);
  return { output: lines.join('\n'), exitCode: 0 };
}
