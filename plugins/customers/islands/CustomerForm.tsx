import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { MESSAGES } from '../constants.ts';
import { BillingSection } from '../form/BillingSection.tsx';
import { ContactSection } from '../form/ContactSection.tsx';
import { InvoicingSection } from '../form/InvoicingSection.tsx';
import { RatesSection } from '../form/RatesSection.tsx';
import { ReportsSection } from '../form/ReportsSection.tsx';
import { formErrors, requestBody } from '../form/state.ts';
import { TemplatesSection } from '../form/TemplatesSection.tsx';
import { deleteImage } from '../form/upload.ts';
import { useCustomerForm } from '../form/useCustomerForm.ts';
import { customerSchema, ownBillingEmailMessage, ownCustomerSchema } from '../schema.ts';
import type { CustomerFormProps } from './props.ts';
import { buttonClass } from '../../../shared/ui-styles.ts';
export { customerFormPropsSchema as props } from './props.ts';

/** How long the success alert shows before the browser leaves the form. */
const LEAVE_AFTER_MS = 800;

function focusFirstProblem() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"], form [data-invalid]')?.focus());
}

/**
 * The customer form. The admin form edits every field, rates and templates; the self-service
 * form (My Company) the customer's own fields, showing what only the lab sets.
 */
export default function CustomerForm({
  mode,
  customer,
  netTerms,
  sampleTypes,
  templateChoices,
  canDelete,
  uploadsEnabled,
}: CustomerFormProps) {
  const form = useCustomerForm(customer);
  const [busy, setBusy] = useState(false);
  const labFields = mode === 'admin';
  const home = labFields ? '/admin/customers' : '/customers';

  const leave = (message: string) => {
    showSuccess(message);
    setTimeout(() => location.assign(home), LEAVE_AFTER_MS);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The version the form was opened at goes back: a save over a newer one is refused.
    const body = { ...requestBody(form.values, labFields ? sampleTypes : []), version: customer?.version };
    const checked = (labFields ? customerSchema : ownCustomerSchema).safeParse(body);
    const emailMessage = labFields ? null : ownBillingEmailMessage(form.values.contactEmail, customer?.contactEmail);
    if (!checked.success || emailMessage) {
      const messages = checked.success ? {} : fieldMessages(checked.error);
      form.setErrors(formErrors(emailMessage ? { contactEmail: emailMessage, ...messages } : messages, body));
      focusFirstProblem();
      return;
    }
    setBusy(true);
    try {
      if (customer) await api.put(`/api/customers/${customer.id}`, body);
      else await api.post('/api/customers', body);
      // The image the customer no longer uses is removed once the change is saved.
      const previous = customer?.reportHeaderImage;
      if (previous && previous !== form.values.reportHeaderImage) await deleteImage(previous).catch(() => undefined);
      leave(labFields ? MESSAGES.saved : MESSAGES.savedOwn);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        form.setErrors(formErrors(caught.fields, body));
        focusFirstProblem();
      } else {
        showError(caught instanceof Error ? caught.message : 'Request failed');
      }
      setBusy(false);
    }
  }

  async function remove() {
    if (
      !customer ||
      !(await confirmAction({ message: `Are you sure you wish to delete ${customer.companyName}?`, confirmLabel: 'Delete' }))
    )
      return;
    setBusy(true);
    try {
      await api.delete(`/api/customers/${customer.id}`);
      leave(MESSAGES.deleted);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Customer">
      <ContactSection form={form} labFields={labFields} />
      <BillingSection form={form} />
      <InvoicingSection form={form} terms={netTerms} labFields={labFields} />
      <ReportsSection form={form} uploadPrefix={customer ? `customer_${customer.id}` : null} uploadsEnabled={uploadsEnabled} />
      {labFields && <RatesSection form={form} sampleTypes={sampleTypes} />}
      {labFields && <TemplatesSection form={form} sampleTypes={sampleTypes} choices={templateChoices} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {customer ? 'Save' : 'Create'}
        </Button>
        <a href={home} className={buttonClass('secondary')}>
          Cancel
        </a>
        {canDelete && customer && (
          <Button variant="secondary" onClick={remove} disabled={busy} className="ml-auto text-red-700">
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}
