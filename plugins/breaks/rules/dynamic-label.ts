import { sampleForFormulas, type CompiledTemplate } from '../../templates/client.ts';

/**
 * The labels of a template's dynamic_input fields, from their `dynamicLabel` formulas, read with
 * the values typed so far, the lookup tables and the sample and specimen (as `dynamicName` is).
 * A formula that gives no text leaves the field's own label.
 * @example dynamicLabels(template, { gaugeSet: 'B' }, context) // { reading: 'Gauge B reading' }
 */
export function dynamicLabels(
  template: CompiledTemplate,
  fields: Readonly<Record<string, unknown>>,
  context: { sample: Readonly<Record<string, unknown>>; specimen: Readonly<Record<string, unknown>> },
): Record<string, string> {
  const layers = [fields, template.tables, { sample: sampleForFormulas(context.sample), specimen: context.specimen }];
  const scope = (name: string) => layers.find((layer) => Object.hasOwn(layer, name))?.[name as keyof (typeof layers)[number]];
  const labels: Record<string, string> = {};
  for (const [name, formulas] of template.dynamicFields) {
    const result = formulas.label?.evaluate(scope);
    if (result?.ok === true && result.value !== null && String(result.value).trim() !== '') labels[name] = String(result.value).trim();
  }
  return labels;
}
