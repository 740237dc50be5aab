import { useState } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField, FormSection } from '../../../web/ui/form/fields.tsx';
import { FormText } from './FormText.tsx';
import { HEADER_IMAGE_HINT, HEADER_IMAGE_TYPES, imageUrl, uploadImage } from './upload.ts';
import type { CustomerFormApi } from './useCustomerForm.ts';

interface ReportsSectionProps {
  form: CustomerFormApi;
  /** The upload prefix, `customer_{id}`; null until the customer is saved. */
  uploadPrefix: string | null;
  uploadsEnabled: boolean;
}

/** Where reports go, and the header image printed on them. */
export function ReportsSection({ form, uploadPrefix, uploadsEnabled }: ReportsSectionProps) {
  const [busy, setBusy] = useState(false);
  const image = form.values.reportHeaderImage;

  async function choose(file: File | undefined) {
    if (!file || !uploadPrefix) return;
    setBusy(true);
    try {
      form.setText('reportHeaderImage', await uploadImage(file, uploadPrefix));
    } catch (caught) {
      form.setErrors({ ...form.errors, reportHeaderImage: caught instanceof Error ? caught.message : 'The image could not be uploaded' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormSection title="Reports">
      <FormText form={form} field="reportEmail" label="Report Email" />
      <div className="flex items-end pb-2">
        <CheckboxField label="Send Reports" checked={form.values.sendReports} onChange={(value) => form.setFlag('sendReports', value)} />
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <span className="text-sm font-medium text-slate-700">Report Header Image</span>
        {image && (
          <img
            src={imageUrl(image)}
            alt="Report header"
            className="max-h-24 w-full max-w-xl rounded border border-slate-200 object-contain"
          />
        )}
        {!uploadPrefix && <p className="text-sm text-slate-600">Save the customer first to add a header image.</p>}
        {uploadPrefix && !uploadsEnabled && <p className="text-sm text-slate-600">Image uploads are not enabled on this portal.</p>}
        {uploadPrefix && uploadsEnabled && (
          <div className="flex flex-wrap items-center gap-3">
            <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              {busy ? 'Uploading…' : image ? 'Replace image' : 'Upload image'}
              <input
                type="file"
                accept={HEADER_IMAGE_TYPES}
                className="sr-only"
                disabled={busy}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </label>
            {image && (
              <Button variant="secondary" onClick={() => form.setText('reportHeaderImage', '')}>
                Remove image
              </Button>
            )}
            <span className="text-xs text-slate-500">{HEADER_IMAGE_HINT}</span>
          </div>
        )}
        {form.errors.reportHeaderImage && <p className="text-xs text-red-600">{form.errors.reportHeaderImage}</p>}
      </div>
    </FormSection>
  );
}
