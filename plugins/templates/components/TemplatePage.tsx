import type { ReactNode } from 'react';
import { Card, PageHeader } from '../../../core/pages/components.tsx';
import type { TemplateDefinition } from '../engine/index.ts';
import type { TemplateDetail } from '../detail.ts';
import * as Playground from '../islands/Playground.tsx';
import { FieldsTable } from './FieldsTable.tsx';
import { FormulaList } from './FormulaList.tsx';
import { LookupTables } from './LookupTables.tsx';
import { ProblemList } from './ProblemList.tsx';
import { ReviewRules } from './ReviewRules.tsx';
import { Island } from '../../../core/ssr/island.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function psiRule(template: TemplateDetail): string {
  if (template.noPsi) return 'No psi check (noPsi).';
  if (template.psiOptional) return 'A missing min psi is allowed; a present one is checked (psiOptional).';
  return 'Checked against min psi and max psi; without a min psi (or with 0) the result waits.';
}

/** A template as its author reads it, then the playground to try it. */
export function TemplatePage({ template, definition }: { template: TemplateDetail; definition: TemplateDefinition | undefined }) {
  const outOfSpec = template.outOfSpecField === null ? null : `${template.outOfSpecField} = ${JSON.stringify(template.outOfSpecValue)}`;
  return (
    <>
      <PageHeader title={template.title}>
        <p className="text-sm text-slate-600">
          <span className="font-mono">{template.name}</span> · {template.standard} · version{' '}
          <span className="font-mono">{template.version}</span> ·{' '}
          {template.origin === 'templates' ? `templates/${template.id}` : template.packageName}
        </p>
      </PageHeader>
      <div className="flex flex-col gap-6">
        {template.problems.length > 0 && (
          <Section title="Problems">
            <ProblemList problems={template.problems} />
          </Section>
        )}
        <Section title="Playground">
          {definition === undefined ? (
            <p className="text-sm text-slate-500">The playground needs a template.json that fits the schema.</p>
          ) : (
            <Island of={Playground} templateId={template.id} version={template.version} definition={definition} />
          )}
        </Section>
        <Section title="Fields">
          <FieldsTable fields={template.fields} defaults={template.defaultValues} />
        </Section>
        <Section title="Computed Values">
          <FormulaList label="Computed values" formulas={template.computedValues} />
        </Section>
        <Section title="Final Computed Values">
          <FormulaList label="Final computed values" formulas={template.finalComputedValues} />
        </Section>
        <Section title="Lookup Tables">
          <LookupTables tables={template.lookupTables} />
        </Section>
        <Section title="Pass Rules">
          <p className="mb-3 text-sm text-slate-700">{psiRule(template)}</p>
          <FormulaList
            label="Pass rules"
            formulas={{ requiredToPass: template.requiredToPass, requiredValue: template.requiredValue, outOfSpec }}
          />
        </Section>
        <Section title="Review Rules">
          <p className="mb-3 text-sm text-slate-700">
            While a rule's formula is true the result waits, with its remark, until a person accepts it.
          </p>
          <ReviewRules rules={template.reviewRules} />
        </Section>
      </div>
    </>
  );
}
