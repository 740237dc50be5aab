/**
 * The template playground: the lab manager types a result's inputs and sees every computed
 * value, the final values and the status recomputed in the browser at each keystroke, and
 * can edit a formula (or try a free one) with its error marked where it is.
 */
import { useMemo, useState } from 'react';
import type { TemplateDefinition } from '../engine/schema.ts';
import { FieldInputs } from '../playground/FieldInputs.tsx';
import { FormulaEditor } from '../playground/FormulaEditor.tsx';
import { EMPTY_INPUTS } from '../playground/inputs.ts';
import type { PlaygroundInputs } from '../playground/inputs.ts';
import { compilePlayground, evaluatePlayground, tryFormula, withOverrides } from '../playground/run.ts';
import type { FormulaSection, FormulaTarget, Overrides } from '../playground/run.ts';
import { SampleInputs } from '../playground/SampleInputs.tsx';
import { StatusPanel } from '../playground/StatusPanel.tsx';
import { editorChoices, SCRATCH, targetOf } from '../playground/targets.ts';
import { ValuesTable } from '../playground/ValuesTable.tsx';
export { playgroundPropsSchema as props } from '../schema.ts';

export interface PlaygroundProps {
  templateId: string;
  version: string;
  definition: TemplateDefinition;
}

function overridden(
  overrides: Overrides,
  definition: TemplateDefinition,
  target: Exclude<FormulaTarget, { section: 'scratch' }>,
  source: string,
): Overrides {
  const section = { ...overrides[target.section] };
  if (source === definition[target.section][target.name]) delete section[target.name];
  else section[target.name] = source;
  return { ...overrides, [target.section]: section };
}

export default function Playground({ templateId, version, definition }: PlaygroundProps) {
  const [inputs, setInputs] = useState<PlaygroundInputs>(EMPTY_INPUTS);
  const [overrides, setOverrides] = useState<Overrides>({});
  const choices = useMemo(() => editorChoices(definition), [definition]);
  const [selected, setSelected] = useState(choices[0]?.key ?? SCRATCH);
  const [scratch, setScratch] = useState('');
  const compiled = useMemo(
    () => compilePlayground(definition, { id: templateId, version }, overrides),
    [definition, templateId, version, overrides],
  );
  const evaluation = useMemo(
    () => (compiled.template === undefined ? undefined : evaluatePlayground(compiled.template, inputs)),
    [compiled.template, inputs],
  );
  const result = evaluation?.results[0];

  const target = targetOf(selected);
  const source =
    target.section === 'scratch' ? scratch : (overrides[target.section]?.[target.name] ?? definition[target.section][target.name] ?? '');
  const tried =
    compiled.template !== undefined && evaluation !== undefined && source.trim() !== ''
      ? tryFormula(source, target, compiled.template, evaluation, inputs)
      : undefined;
  // A problem of the formula in the box is already shown at its position when evaluating it fails.
  const ownName = target.section === 'scratch' ? undefined : `${target.section}.${target.name}`;
  const problems = compiled.problems.filter((problem) => tried?.ok !== false || problem.where !== ownName);
  const shown = compiled.usesOriginal ? definition : withOverrides(definition, overrides);
  const edited = (section: FormulaSection) => new Set(Object.keys(overrides[section] ?? {}));
  const setFormula = (text: string) =>
    target.section === 'scratch' ? setScratch(text) : setOverrides((now) => overridden(now, definition, target, text));
  const edit = (section: FormulaSection) => (name: string) => setSelected(`${section}.${name}`);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]" data-playground={templateId}>
      <form className="flex min-w-0 flex-col gap-3" aria-label="Inputs" onSubmit={(event) => event.preventDefault()}>
        <FieldInputs
          fields={definition.fields}
          entered={inputs.fields}
          values={result?.fields ?? inputs.fields}
          defaults={definition.defaultValues}
          onChange={(name, value) => setInputs((now) => ({ ...now, fields: { ...now.fields, [name]: value } }))}
        />
        <SampleInputs inputs={inputs} onChange={(key, value) => setInputs((now) => ({ ...now, [key]: value }))} />
      </form>
      <div className="flex min-w-0 flex-col gap-6">
        {result === undefined ? (
          <p role="alert" className="text-sm text-red-800">
            The template does not compile; fix its problems below to see values.
          </p>
        ) : (
          <StatusPanel result={result} />
        )}
        {compiled.usesOriginal && compiled.template !== undefined && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            The edited formulas do not compile, so the values below come from the template&apos;s own formulas.
          </p>
        )}
        {(['computedValues', 'finalComputedValues'] as const).map((section) => (
          <ValuesTable
            key={section}
            section={section}
            caption={section === 'computedValues' ? 'Computed values' : 'Final computed values (this specimen as the whole set)'}
            formulas={shown[section]}
            values={(section === 'computedValues' ? result?.computed : evaluation?.final) ?? {}}
            errors={evaluation?.errors ?? []}
            edited={edited(section)}
            selected={target.section === section ? target.name : undefined}
            onEdit={edit(section)}
          />
        ))}
        <FormulaEditor
          choices={choices}
          selected={selected}
          onSelect={setSelected}
          source={source}
          onChange={setFormula}
          onReset={
            target.section !== 'scratch' && overrides[target.section]?.[target.name] !== undefined
              ? () => setFormula(definition[target.section][target.name] ?? '')
              : undefined
          }
          result={tried}
          problems={problems}
        />
      </div>
    </div>
  );
}
