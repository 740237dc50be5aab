import { ApiError } from '../../../web/api/errors.ts';
import { showError } from '../../../web/ui/index.ts';

/**
 * Shows why a save failed: field messages under their fields; a duplicate e-mail (409) under
 * the e-mail; anything else as an Error alert.
 */
export function reportSaveFailure(caught: unknown, setErrors: (fields: Record<string, string>) => void): void {
  if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
  else if (caught instanceof ApiError && caught.status === 409) setErrors({ email: caught.message });
  else showError(caught instanceof Error ? caught.message : 'Request failed');
}
