import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileTemplate, evaluateResult } from '../../templates/client.ts';
import { cylinderTemplate } from '../../templates/test-support.ts';
import { LiveResult } from './LiveResult.tsx';

const compiled = compileTemplate(cylinderTemplate(), { id: 'test-cylinder', version: '1.0.0' });
if (!compiled.ok) throw new Error('the test template has problems');
const judged = (load: number, sample: Record<string, unknown>) =>
  evaluateResult(compiled.template, {
    fields: { diameter: 4, load },
    sample: { castDate: '2024-03-01', ...sample },
    specimen: { testDate: '2024-03-29' },
  });
const statusOf = (html: string) => /data-result-status="([^"]*)"/.exec(html)?.[1];

describe('the live result of the break form', () => {
  it('shows the judgement: 52,000 lbf is 4140 psi, Passed against 4000', () => {
    const html = renderToStaticMarkup(
      <LiveResult
        definition={compiled.template.definition}
        evaluation={judged(52000, { minPsi: 4000 })}
        forInformationOnly={false}
        unverified={false}
      />,
    );
    expect(statusOf(html)).toBe('Passed');
    // People read labels, never the template's internal names.
    expect(html).toContain('>Strength (psi)</dt>');
    expect(html).toContain('>Percent of specified strength at this age</dt>');
    expect(html).not.toMatch(/>(calculatedPsi|pctAge)</);
  });

  it("reads 'Info only' for a For Information Only set, never Passed or Failed", () => {
    const html = renderToStaticMarkup(
      <LiveResult
        definition={compiled.template.definition}
        evaluation={judged(52000, { forInformationOnly: true })}
        forInformationOnly
        unverified={false}
      />,
    );
    expect(statusOf(html)).toBe('Info only');
    expect(html).not.toContain('>Passed<');
  });

  it('shows no pass/fail, nor Out of Range, while the load and its copy differ', () => {
    const html = renderToStaticMarkup(
      <LiveResult
        definition={compiled.template.definition}
        evaluation={judged(30000, { minPsi: 4000 })}
        forInformationOnly={false}
        unverified
      />,
    );
    expect(statusOf(html)).toBe('unverified');
    expect(html).not.toContain('Failed');
    expect(html).not.toContain('Out of Range');
    expect(html).toContain('No pass/fail until the values match');
  });
});
