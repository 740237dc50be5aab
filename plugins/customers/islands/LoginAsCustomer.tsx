import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { showError } from '../../../web/ui/index.ts';
import type { LoginAsCustomerProps } from './props.ts';
export { loginAsCustomerPropsSchema as props } from './props.ts';

/**
 * Uses the portal as this company's customer: the staff session is kept aside, the cached
 * tables of the staff user are dropped, and the browser lands on the customer's dashboard.
 */
export default function LoginAsCustomer({ customerId, companyName }: LoginAsCustomerProps) {
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await api.post('/api/customers/customer-login', { customerId });
      clearTableCache();
      location.assign('/customers');
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={start} disabled={busy} title={`Use the portal as ${companyName}`}>
      Log in as customer
    </Button>
  );
}
