import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { showError, showSuccess, showWarning } from '../../../web/ui/index.ts';
import type { PickupFormProps } from '../islands/props.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { RECEIVE_MISSING_TYPE } from '../rules/receive.ts';
import { Modal } from './Modal.tsx';

type FormPickup = NonNullable<PickupFormProps['pickup']>;

export interface ReceiveDialogProps {
  open: boolean;
  pickup: FormPickup;
  sampleTypes: PickupFormProps['sampleTypes'];
  onClose(): void;
  onReceived(): void;
}

/** Receive Samples: the actual quantity of each specimen-type sample set (non-specimen sets hidden). */
export function ReceiveDialog({ open, pickup, sampleTypes, onClose, onReceived }: ReceiveDialogProps) {
  const typeOf = (id: number | null) => sampleTypes.find((type) => type.id === id);
  const sets = pickup.samples.filter((sample) => !typeOf(sample.sampleTypeId)?.nonSpecimen);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(sets.map((set) => [set.id, String(set.qty)])),
  );
  const [busy, setBusy] = useState(false);
  const missingType = pickup.samples.some((sample) => !typeOf(sample.sampleTypeId));

  async function receive() {
    setBusy(true);
    try {
      const samples = sets.map((set) => ({ id: set.id, actualQty: quantities[set.id] ?? '' }));
      await api.put(`/api/pickups/receive/${pickup.id}`, { samples });
      showSuccess(M.received);
      onReceived();
    } catch (caught) {
      const error = caught as Error & { level?: string };
      if (error.level === 'warning') showWarning(error.message);
      else showError(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title="Receive Samples" onClose={onClose}>
      {missingType ? (
        <p role="alert" className="text-red-700">
          {RECEIVE_MISSING_TYPE}
        </p>
      ) : (
        <table className="mb-4 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th>Sample</th>
              <th>Sample Type</th>
              <th>Qty</th>
              <th>Actual Qty</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <tr key={set.id}>
                <td>{set.sampleNum}</td>
                <td>{typeOf(set.sampleTypeId)?.description}</td>
                <td>{set.qty}</td>
                <td>
                  <input
                    aria-label={`Actual quantity of ${set.sampleNum}`}
                    inputMode="numeric"
                    className="w-20 rounded border border-slate-300 px-2 py-1"
                    value={quantities[set.id] ?? ''}
                    onChange={(event) => setQuantities((current) => ({ ...current, [set.id]: event.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex gap-2">
        <Button disabled={busy || missingType} onClick={() => void receive()}>
          Receive Samples
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
