import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { showError } from '../../../web/ui/index.ts';
import type { TestResult } from '../present.ts';
import { ResultValues } from '../components/ResultValues.tsx';
import type { TemplateDefinition } from '../../templates/client.ts';
import type { SpecimenResultsProps } from './props.ts';
export { specimenResultsPropsSchema as props } from './props.ts';

/** A Results button opening 'Test Results for Specimen #{n}', read from `GET /api/break-report/{id}`. */
export default function SpecimenResults({ specimenId, specimenNum }: SpecimenResultsProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<TestResult | null | undefined>(undefined);
  const [informationOnly, setInformationOnly] = useState(false);
  const [definition, setDefinition] = useState<TemplateDefinition | null>(null);

  async function show() {
    setOpen(true);
    try {
      const answer = await api.get<{
        specimen: { TestResult: TestResult | null; Sample: { forInformationOnly: boolean } };
        template: { definition: TemplateDefinition };
      }>(`/api/break-report/${specimenId}`);
      setInformationOnly(answer.specimen.Sample.forInformationOnly);
      setDefinition(answer.template.definition);
      setResult(answer.specimen.TestResult);
    } catch (error) {
      setOpen(false);
      showError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <button type="button" className="link" onClick={() => void show()}>
        Results
      </button>
      <Dialog open={open} title={`Test Results for Specimen #${specimenNum}`} onClose={() => setOpen(false)} width="max-w-lg">
        {result === undefined && <p role="status">Loading…</p>}
        {result === null && <p>No test results for this specimen.</p>}
        {result && <ResultValues result={result} definition={definition} informationOnly={informationOnly} />}
        {result?.message && (
          <p className={`mt-3 text-sm ${result.status === 'Failed' ? 'text-red-700' : 'text-slate-700'}`}>{result.message}</p>
        )}
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}
