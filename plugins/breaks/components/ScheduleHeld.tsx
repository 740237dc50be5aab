import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { SelectField } from '../../../web/ui/form/fields.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';

interface ScheduleHeldProps {
  specimenId: number;
  version: number;
  /** The test types a specimen can be broken at (not the holding ones). */
  testTypes: ReadonlyArray<{ id: number; description: string }>;
}

/**
 * The Schedule action of a held specimen: the test type it is to be broken at and, if not cast
 * date + its days, the date. Until then the specimen is not in the due list.
 */
export function ScheduleHeld({ specimenId, version, testTypes }: ScheduleHeldProps) {
  const [testTypeId, setTestTypeId] = useState('');
  const [testDate, setTestDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function schedule() {
    if (testTypeId === '') return setErrors({ testTypeId: 'Choose a test type' });
    setBusy(true);
    try {
      const answer = await api.post<{ message: string }>(`/api/break-report/schedule/${specimenId}`, {
        testTypeId: Number(testTypeId),
        testDate: testDate || null,
        version,
      });
      showSuccess(answer.message);
      location.reload();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      showError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <section aria-label="Schedule" className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-900">This specimen is held: it is not due until it is scheduled.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Break at"
          name="scheduleTestTypeId"
          value={testTypeId}
          emptyLabel="Choose a test type"
          options={testTypes.map((type) => ({ value: String(type.id), label: type.description }))}
          onChange={setTestTypeId}
          error={errors.testTypeId}
        />
        <DateField
          label="Test Date (blank: cast date + its days)"
          name="scheduleTestDate"
          value={testDate}
          onChange={setTestDate}
          error={errors.testDate}
        />
      </div>
      <Button variant="secondary" disabled={busy} onClick={() => void schedule()}>
        Schedule
      </Button>
    </section>
  );
}
