import { TextField } from '../../../web/ui/TextField.tsx';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import { materialInputSchema } from '../schema.ts';
import type { MaterialFormProps } from './props.ts';
export { materialFormPropsSchema as props } from './props.ts';

/** Creates or edits a material named on composite-panel reports. */
export default function MaterialForm({ material }: MaterialFormProps) {
  const form = useRecordForm({
    initial: {
      manufacturer: material?.manufacturer ?? '',
      type: material?.type ?? '',
      numPlies: material ? String(material.numPlies) : '',
      thickness: material?.thickness === null || material === null ? '' : String(material.thickness),
    },
    schema: materialInputSchema,
    recordId: material?.id ?? null,
    version: material?.version,
    apiPath: '/api/materials',
    entity: 'material',
    listHref: '/admin/materials',
    messages: {
      created: 'Your material was saved',
      saved: 'Your material was saved',
      deleted: 'Material has been deleted',
      confirmDelete: 'Are you sure you wish to delete this material?',
    },
  });
  const { values, set, errors } = form;
  return (
    <RecordForm
      noun="Material"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref="/admin/materials"
      onSave={form.save}
      onDelete={form.remove}
    >
      <TextField
        label="Manufacturer"
        name="manufacturer"
        value={values.manufacturer}
        onChange={set('manufacturer')}
        error={errors.manufacturer}
        required
      />
      <TextField label="Type" name="type" value={values.type} onChange={set('type')} error={errors.type} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Num Plies"
          name="numPlies"
          inputMode="numeric"
          value={values.numPlies}
          onChange={set('numPlies')}
          error={errors.numPlies}
          required
        />
        <TextField
          label="Thickness"
          name="thickness"
          inputMode="decimal"
          value={values.thickness}
          onChange={set('thickness')}
          error={errors.thickness}
          required
        />
      </div>
    </RecordForm>
  );
}
