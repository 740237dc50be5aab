import { FormSection } from '../../../web/ui/form/fields.tsx';
import { FormText } from './FormText.tsx';
import type { CustomerFormApi } from './useCustomerForm.ts';

/** Where invoices and statements are sent. */
export function BillingSection({ form }: { form: CustomerFormApi }) {
  return (
    <FormSection title="Billing Address">
      <FormText form={form} field="billingAddress1" label="Billing Address 1" />
      <FormText form={form} field="billingAddress2" label="Billing Address 2" />
      <FormText form={form} field="billingCity" label="City" />
      <FormText form={form} field="billingState" label="State" />
      <FormText form={form} field="billingZip" label="Zip" inputMode="numeric" />
    </FormSection>
  );
}
