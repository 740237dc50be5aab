import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { loadTemplatePackages } from '../templates/index.ts';

export interface TemplateChoice {
  id: string;
  title: string;
}

let choices: Promise<TemplateChoice[]> | undefined;

/**
 * The report templates a sample type may name (ds-pq-502.1 to .6 and any installed package),
 * read once per process: templates change with a deployment, not while the portal runs.
 */
export function reportTemplateChoices(): Promise<TemplateChoice[]> {
  choices ??= loadTemplatePackages(fileURLToPath(PROJECT_ROOT)).then(({ packages }) =>
    packages
      .map((item) => ({ id: item.id, title: (item.template as { title?: unknown } | undefined)?.title }))
      .map(({ id, title }) => ({ id, title: typeof title === 'string' ? title : id }))
      .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
  );
  return choices;
}
