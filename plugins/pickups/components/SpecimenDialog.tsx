import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { SelectField } from '../../../web/ui/form/fields.tsx';
import { showSuccess } from '../../../web/ui/index.ts';
import { toDisplayDate } from '../../../shared/dates.ts';
import type { PickupFormProps } from '../islands/props.ts';
import { SPECIMEN_STATUSES, TEST_STATUSES } from '../messages.ts';
import { sendDate } from './draft.ts';
import { Modal } from './Modal.tsx';

type Specimen = NonNullable<PickupFormProps['pickup']>['samples'][number]['specimens'][number];

export interface SpecimenDialogProps {
  specimen: Specimen | null;
  testTypes: PickupFormProps['testTypes'];
  onClose(): void;
  onSaved(specimen: Specimen): void;
}

/** The specimen edit dialog: specimen status, test status, test type and dates (`PUT /api/specimens/{id}`). */
export function SpecimenDialog({ specimen, testTypes, onClose, onSaved }: SpecimenDialogProps) {
  return (
    <Modal open={specimen !== null} title={`Specimen ${specimen?.specimenNum ?? ''}`} onClose={onClose}>
      {specimen && <SpecimenFields specimen={specimen} testTypes={testTypes} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function SpecimenFields({ specimen, testTypes, onClose, onSaved }: Omit<SpecimenDialogProps, 'specimen'> & { specimen: Specimen }) {
  const [values, setValues] = useState({
    status: specimen.status,
    specimenStatus: specimen.specimenStatus,
    testTypeId: specimen.testTypeId === null ? '' : String(specimen.testTypeId),
    castDate: toDisplayDate(specimen.castDate),
    testDate: toDisplayDate(specimen.testDate),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };
  async function save() {
    try {
      const body = { ...values, castDate: sendDate(values.castDate), testDate: sendDate(values.testDate), version: specimen.version };
      const { specimen: saved } = await api.put<{ specimen: Specimen }>(`/api/specimens/${specimen.id}`, body);
      showSuccess('Specimen has been saved');
      onSaved(saved);
    } catch (caught) {
      setErrors((caught as { fields?: Record<string, string> }).fields ?? {});
    }
  }
  const choices = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label="Specimen Status"
        name="specimenStatus"
        value={values.specimenStatus}
        onChange={set('specimenStatus')}
        options={choices(SPECIMEN_STATUSES)}
        error={errors.specimenStatus}
      />
      <SelectField
        label="Test Status"
        name="status"
        value={values.status}
        onChange={set('status')}
        options={choices(TEST_STATUSES)}
        error={errors.status}
      />
      <SelectField
        label="Test Type"
        name="testTypeId"
        value={values.testTypeId}
        onChange={set('testTypeId')}
        options={testTypes.map((type) => ({ value: String(type.id), label: type.label }))}
        emptyLabel="Choose a test type"
        error={errors.testTypeId}
      />
      <DateField label="Cast Date" name="castDate" value={values.castDate} onChange={set('castDate')} error={errors.castDate} />
      <DateField label="Test Date" name="testDate" value={values.testDate} onChange={set('testDate')} error={errors.testDate} />
      <div className="flex gap-2 sm:col-span-2">
        <Button onClick={() => void save()}>Save Specimen</Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
