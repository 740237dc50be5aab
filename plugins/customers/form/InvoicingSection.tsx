import { INVOICE_FREQUENCIES, INVOICE_REMINDERS, INVOICE_TEMPLATES, reminderLabel } from '../constants.ts';
import type { NetTerms } from '../rules.ts';
import { CheckboxField, FormSection, ReadOnlyField, SelectField } from '../../../web/ui/form/fields.tsx';
import { FormText } from './FormText.tsx';
import { netTermsLabel } from './state.ts';
import type { CustomerFormApi } from './useCustomerForm.ts';

const TEMPLATE_LABELS: Record<string, string> = { default: 'Default', extended: 'Extended' };
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** How and when the customer is invoiced. Only the lab changes it; customers see it. */
export function InvoicingSection({ form, terms, labFields }: { form: CustomerFormApi; terms: readonly NetTerms[]; labFields: boolean }) {
  const { values, errors } = form;
  if (!labFields) {
    return (
      <FormSection title="Invoicing">
        <ReadOnlyField label="Invoice Template" value={TEMPLATE_LABELS[values.invoiceTemplate] ?? values.invoiceTemplate} />
        <ReadOnlyField label="Invoice Frequency" value={values.invoiceFrequency} />
        <ReadOnlyField
          label="Invoice Reminder"
          value={values.invoiceReminder === '' ? '' : reminderLabel(Number(values.invoiceReminder))}
        />
        <ReadOnlyField label="Net Terms" value={netTermsLabel(terms, values.netTermsId)} />
        <ReadOnlyField label="Send Statements" value={yesNo(values.sendStatements)} />
        <ReadOnlyField label="Send Invoices" value={yesNo(values.sendInvoices)} />
        <ReadOnlyField label="Charge Late Fee" value={yesNo(values.chargeLateFee)} />
        <ReadOnlyField label="Fuel Charge" value={yesNo(values.fuelCharge)} />
      </FormSection>
    );
  }
  return (
    <FormSection title="Invoicing">
      <SelectField
        label="Invoice Template"
        name="invoiceTemplate"
        value={values.invoiceTemplate}
        options={INVOICE_TEMPLATES.map((value) => ({ value, label: TEMPLATE_LABELS[value] ?? value }))}
        onChange={(value) => form.setText('invoiceTemplate', value)}
        error={errors.invoiceTemplate}
        emptyLabel="Choose a template"
      />
      <SelectField
        label="Invoice Frequency"
        name="invoiceFrequency"
        value={values.invoiceFrequency}
        options={INVOICE_FREQUENCIES.map((value) => ({ value, label: value }))}
        onChange={(value) => form.setText('invoiceFrequency', value)}
        error={errors.invoiceFrequency}
        emptyLabel="Choose a frequency"
      />
      <SelectField
        label="Invoice Reminder"
        name="invoiceReminder"
        value={values.invoiceReminder}
        options={INVOICE_REMINDERS.map((days) => ({ value: String(days), label: reminderLabel(days) }))}
        onChange={(value) => form.setText('invoiceReminder', value)}
        error={errors.invoiceReminder}
        emptyLabel="Choose a reminder"
      />
      <SelectField
        label="Net Terms"
        name="netTermsId"
        value={values.netTermsId}
        options={terms.map((term) => ({ value: String(term.id), label: term.term }))}
        onChange={(value) => form.setText('netTermsId', value)}
        error={errors.netTermsId}
        emptyLabel="Choose net terms"
      />
      <FormText form={form} field="quickBooksID" label="QuickBooks ID" />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap sm:gap-6">
        <CheckboxField
          label="Send Statements"
          checked={values.sendStatements}
          onChange={(value) => form.setFlag('sendStatements', value)}
        />
        <CheckboxField label="Send Invoices" checked={values.sendInvoices} onChange={(value) => form.setFlag('sendInvoices', value)} />
        <CheckboxField label="Charge Late Fee" checked={values.chargeLateFee} onChange={(value) => form.setFlag('chargeLateFee', value)} />
        <CheckboxField label="Fuel Charge" checked={values.fuelCharge} onChange={(value) => form.setFlag('fuelCharge', value)} />
      </div>
    </FormSection>
  );
}
