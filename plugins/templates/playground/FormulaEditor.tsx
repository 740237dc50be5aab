/**
 * The formula box: one computed value's formula (or a free formula) evaluated as it is typed,
 * its value or its error, with the error's characters marked in a copy of the text.
 */
import { useId, useRef } from 'react';
import type { EvaluationResult } from '../formula/index.ts';
import type { TemplateProblem } from '../engine/problems.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { errorSpan, errorText, formatValue } from './format.ts';

const BOX =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30';

export interface FormulaEditorProps {
  choices: readonly { key: string; label: string }[];
  selected: string;
  onSelect(key: string): void;
  source: string;
  onChange(source: string): void;
  /** Present while the formula differs from the template's own. */
  onReset?: (() => void) | undefined;
  result: EvaluationResult | undefined;
  /** Problems the edited template has beyond this formula's own (a cycle, a name defined twice). */
  problems: readonly TemplateProblem[];
}

export function FormulaEditor({ choices, selected, onSelect, source, onChange, onReset, result, problems }: FormulaEditorProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const error = result?.ok === false ? result.error : undefined;
  const span = error === undefined ? undefined : errorSpan(source, error);
  const showError = () => {
    if (error === undefined) return;
    box.current?.focus();
    box.current?.setSelectionRange(span!.before.length, span!.before.length + span!.marked.length);
  };
  return (
    <section aria-label="Formula editor" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-of`} className="text-sm font-medium text-slate-700">
          Formula of
        </label>
        <select id={`${id}-of`} value={selected} onChange={(event) => onSelect(event.target.value)} className={BOX}>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-formula`} className="text-sm font-medium text-slate-700">
          Formula
        </label>
        <textarea
          id={`${id}-formula`}
          ref={box}
          value={source}
          rows={3}
          spellCheck={false}
          aria-invalid={error !== undefined ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`${BOX} font-mono aria-invalid:border-red-500`}
        />
      </div>
      {result?.ok === true && (
        <p className="text-sm">
          Value:{' '}
          <output className="font-mono" data-formula-value>
            {formatValue(result.value)}
          </output>
        </p>
      )}
      {error !== undefined && span !== undefined && (
        <div role="alert" className="flex flex-col gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800" data-formula-error>
          <button type="button" onClick={showError} className="text-left hover:underline" data-formula-error-text>
            {errorText(error)}
          </button>
          <pre className="whitespace-pre-wrap break-words font-mono text-slate-800" aria-label="The formula with the error marked">
            {span.before}
            <mark data-error-mark className="bg-red-200 text-red-900 underline decoration-red-600 decoration-wavy">
              {span.marked === '' ? '\u2002' : span.marked}
            </mark>
            {span.after}
          </pre>
        </div>
      )}
      {problems.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-red-800" aria-label="Problems of the edited template">
          {problems.map((problem) => (
            <li key={`${problem.where}: ${problem.message}`}>
              {problem.where}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {onReset !== undefined && (
        <div>
          <Button variant="secondary" onClick={onReset}>
            Back to the template&apos;s formula
          </Button>
        </div>
      )}
    </section>
  );
}
