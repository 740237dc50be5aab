import { useState } from 'react';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { Button } from '../ui/Button.tsx';
import { confirmAction, showError, showSuccess } from '../ui/index.ts';

export interface ActionButtonProps {
  label: string;
  /** The call to make, such as `/api/jobs/12/retry`. */
  path: string;
  method: 'POST' | 'PUT' | 'DELETE';
  successMessage: string;
  /** Ask first, with this question, and a confirm button named after the label. */
  confirm?: string | undefined;
}

/** The island's props, checked on the server (the browser build leaves the schema out). */
export const props = z.object({
  label: z.string(),
  path: z.string().startsWith('/api/'),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  successMessage: z.string(),
  confirm: z.string().optional(),
});

/** A button that makes one call, reports it, and reloads the page to show the new state. */
export default function ActionButton({ label, path, method, successMessage, confirm }: ActionButtonProps) {
  const [busy, setBusy] = useState(false);

  async function act() {
    if (confirm && !(await confirmAction({ message: confirm, confirmLabel: label }))) return;
    setBusy(true);
    try {
      if (method === 'DELETE') await api.delete(path);
      else if (method === 'PUT') await api.put(path);
      else await api.post(path);
      showSuccess(successMessage);
      setTimeout(() => location.reload(), 800);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <Button onClick={act} disabled={busy}>
      {label}
    </Button>
  );
}
