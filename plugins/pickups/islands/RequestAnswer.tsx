import { useState, type FormEvent } from 'react';
import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateField } from '../../../web/ui/DateField.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { SelectField, TextAreaField } from '../../../web/ui/form/fields.tsx';
import { NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { RequestAnswerProps } from './request-props.ts';
export { requestAnswerPropsSchema as props } from './request-props.ts';

/** A typed date as the API takes it: blank is none, a date it cannot read goes as typed for its field message. */
const sendDate = (text: string) => (text.trim() === '' ? null : (fromDisplayDate(text) ?? text));

type Open = 'confirm' | 'decline' | null;

/** The office answers a customer's request: Confirm with a driver and a date, or Decline with the reason. */
export default function RequestAnswer({ pickupId, pickupNumber, version, schedPickupDate, drivers }: RequestAnswerProps) {
  const [open, setOpen] = useState<Open>(null);
  const [driverId, setDriverId] = useState('');
  const [date, setDate] = useState(toDisplayDate(schedPickupDate));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function answer(event: FormEvent, kind: 'confirm' | 'decline') {
    event.preventDefault();
    setBusy(true);
    const body = kind === 'confirm' ? { driverId, schedPickupDate: sendDate(date), version } : { reason, version };
    try {
      const { message } = await api.post<{ message: string }>(`/api/pickup-requests/${pickupId}/${kind}`, body);
      setOpen(null);
      showSuccess(message);
      setTimeout(() => location.reload(), NAVIGATE_AFTER_MS);
    } catch (caught) {
      setErrors((caught as { fields?: Record<string, string> }).fields ?? {});
      showError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="flex gap-2">
      <Button onClick={() => setOpen('confirm')}>Confirm</Button>
      <Button variant="secondary" className="text-red-700" onClick={() => setOpen('decline')}>
        Decline
      </Button>
      <Dialog open={open === 'confirm'} title={`Confirm Request ${pickupNumber}`} onClose={() => setOpen(null)} width="max-w-md">
        <form onSubmit={(event) => answer(event, 'confirm')} noValidate className="space-y-3">
          <SelectField
            label="Driver"
            name="driverId"
            value={driverId}
            onChange={setDriverId}
            options={drivers.map((driver) => ({ value: String(driver.id), label: driver.label }))}
            emptyLabel="Choose a driver"
            error={errors.driverId}
          />
          <DateField label="Pickup Date" name="schedPickupDate" value={date} onChange={setDate} error={errors.schedPickupDate} />
          <Button type="submit" disabled={busy}>
            Confirm Pickup
          </Button>
        </form>
      </Dialog>
      <Dialog open={open === 'decline'} title={`Decline Request ${pickupNumber}`} onClose={() => setOpen(null)} width="max-w-md">
        <form onSubmit={(event) => answer(event, 'decline')} noValidate className="space-y-3">
          <TextAreaField label="Reason" name="reason" value={reason} onChange={setReason} error={errors.reason} />
          <Button type="submit" disabled={busy}>
            Decline Request
          </Button>
        </form>
      </Dialog>
    </span>
  );
}
