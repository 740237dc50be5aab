import { describe, expect, it } from 'vitest';
import { compileTemplate, type CompiledTemplate } from '../../templates/client.ts';
import { cylinderTemplate } from '../../templates/test-support.ts';
import { dynamicLabels } from './dynamic-label.ts';

function withReading(dynamicLabel: string): CompiledTemplate {
  const template = cylinderTemplate();
  (template.fields as unknown[]).push(
    { name: 'gaugeSet', label: 'Gauge set', type: 'radio', options: ['A', 'B'] },
    { name: 'reading', label: 'Reading', type: 'dynamic_input', dynamicName: 'gaugeSet = "B" ? "gaugeB" : "gaugeA"', dynamicLabel },
  );
  const compiled = compileTemplate(template, { id: 'test-cylinder', version: '1.0.0' });
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return compiled.template;
}

const context = { sample: { minPsi: 4000 }, specimen: { specimenNum: '1042.1.1', testDate: '2024-03-29' } };

describe("a dynamic_input field's label", () => {
  it("follows its dynamicLabel formula as the values change: the gauge typed so far, or the sample's min psi", () => {
    const template = withReading('gaugeSet = "B" ? "Gauge B reading" : "Gauge A reading"');
    expect(dynamicLabels(template, { gaugeSet: 'B' }, context)).toEqual({ reading: 'Gauge B reading' });
    expect(dynamicLabels(template, { gaugeSet: 'A' }, context)).toEqual({ reading: 'Gauge A reading' });
    const bySample = withReading('sample.minPsi >= 5000 ? "High-strength reading" : "Reading"');
    expect(dynamicLabels(bySample, {}, { ...context, sample: { minPsi: 6000 } })).toEqual({ reading: 'High-strength reading' });
  });

  it("keeps the field's own label when the formula gives no text", () => {
    expect(dynamicLabels(withReading('gaugeSet = "B" ? "Gauge B" : null'), { gaugeSet: 'A' }, context)).toEqual({});
    expect(dynamicLabels(withReading('""'), {}, context)).toEqual({});
  });
});
