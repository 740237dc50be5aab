import { CUSTOMER_STATUSES } from '../constants.ts';
import { FormSection, ReadOnlyField, SelectField } from '../../../web/ui/form/fields.tsx';
import { FormText } from './FormText.tsx';
import type { CustomerFormApi } from './useCustomerForm.ts';

/** The company and its contact; the status is the lab's to set. */
export function ContactSection({ form, labFields }: { form: CustomerFormApi; labFields: boolean }) {
  return (
    <FormSection title="Company and Contact">
      <FormText form={form} field="companyName" label="Company Name" />
      <FormText form={form} field="shortName" label="Short Name" />
      {labFields ? (
        <SelectField
          label="Status"
          name="status"
          value={form.values.status}
          options={CUSTOMER_STATUSES.map((status) => ({ value: status, label: status }))}
          onChange={(value) => form.setText('status', value)}
          error={form.errors.status}
        />
      ) : (
        <ReadOnlyField label="Status" value={form.values.status} />
      )}
      <FormText form={form} field="companyLicense" label="Company License" />
      <FormText form={form} field="contactFirstName" label="Contact First Name" />
      <FormText form={form} field="contactLastName" label="Contact Last Name" />
      <FormText form={form} field="contactEmail" label="Billing Email" type={labFields ? 'text' : 'email'} inputMode="email" />
      <FormText form={form} field="companyPhone" label="Company Phone" type="tel" />
      <FormText form={form} field="contactPhone" label="Contact Phone" type="tel" />
      <FormText form={form} field="contactPhone2" label="Contact Phone 2" type="tel" />
      <FormText form={form} field="contactFax" label="Contact Fax" type="tel" />
    </FormSection>
  );
}
