/** The sample set's psi limits and dates, and the specimen's test date, that the status rules read. */
import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import type { PlaygroundInputs } from './inputs.ts';

type SampleKey = Exclude<keyof PlaygroundInputs, 'fields'>;

export interface SampleInputsProps {
  inputs: PlaygroundInputs;
  onChange<K extends SampleKey>(key: K, value: PlaygroundInputs[K]): void;
}

export function SampleInputs({ inputs, onChange }: SampleInputsProps) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Sample and specimen</legend>
      <TextField
        label="Min psi"
        name="minPsi"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 4000"
        value={inputs.forInformationOnly ? '' : inputs.minPsi}
        disabled={inputs.forInformationOnly}
        onChange={(value) => onChange('minPsi', value)}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="forInformationOnly"
          checked={inputs.forInformationOnly}
          onChange={(event) => onChange('forInformationOnly', event.target.checked)}
        />
        For Information Only
      </label>
      <TextField
        label="Max psi"
        name="maxPsi"
        inputMode="decimal"
        autoComplete="off"
        placeholder="2 × min psi when empty"
        value={inputs.maxPsi}
        onChange={(value) => onChange('maxPsi', value)}
      />
      <DateField label="Cast date" name="castDate" value={inputs.castDate} onChange={(value) => onChange('castDate', value)} />
      <DateField label="Test date" name="testDate" value={inputs.testDate} onChange={(value) => onChange('testDate', value)} />
    </fieldset>
  );
}
