import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import type { EditableRow, InvoiceRowsProps } from './props.ts';
import { formatMoney } from '../../../shared/format.ts';
export { invoiceRowsPropsSchema as props } from './props.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The invoice's rows. Admin edits them in place: an edited row shows amount = qty × rate at
 * once; Save sends the rows (the server marks edited ones overridden, recomputes the totals and
 * mails the update); Save and Cancel end edit mode.
 */
export default function InvoiceRows({ invoiceId, version, rows: saved, canEdit, startEditing, showEdited }: InvoiceRowsProps) {
  const [editing, setEditing] = useState(canEdit && startEditing);
  const [rows, setRows] = useState<EditableRow[]>(saved);
  const [busy, setBusy] = useState(false);

  const change = (index: number, patch: Partial<EditableRow>) =>
    setRows((current) =>
      current.map((row, at) => {
        if (at !== index) return row;
        const next = { ...row, ...patch };
        return { ...next, amount: cents(next.qty * next.rate) };
      }),
    );

  async function save() {
    setBusy(true);
    try {
      const answer = await api.put<{ message: string }>(`/api/invoices/${invoiceId}`, {
        version,
        invoiceItems: rows.map(({ id, description, qty, rate, discountAmt, notes }) => ({
          id,
          description,
          qty,
          rate,
          discountAmt,
          notes,
        })),
      });
      showSuccess(answer.message);
      setEditing(false);
      setTimeout(() => location.reload(), 800);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  function cancel() {
    setRows(saved);
    setEditing(false);
  }

  const input = 'w-full rounded border border-slate-300 px-2 py-1 text-sm';
  return (
    <section aria-label="Invoice rows" className="space-y-3">
      <div className="overflow-x-auto">
        <table className="stack-on-phone min-w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 pr-3">Description</th>
              <th className="py-2 pr-3 text-right">Qty</th>
              <th className="py-2 pr-3 text-right">Rate</th>
              <th className="py-2 pr-3 text-right">Discount</th>
              <th className="py-2 pr-3 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td data-label="Description" className="py-2 pr-3">
                  {editing ? (
                    <input
                      aria-label={`Description of row ${index + 1}`}
                      className={input}
                      value={row.description}
                      onChange={(event) => change(index, { description: event.target.value })}
                    />
                  ) : (
                    <>
                      {row.description}
                      {showEdited && row.override && <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-800">edited</span>}
                      {row.discountAmt > 0 && <span className="ml-2 rounded bg-emerald-100 px-1 text-xs text-emerald-800">free</span>}
                    </>
                  )}
                </td>
                <td data-label="Qty" className="py-2 pr-3 text-right">
                  {editing ? (
                    <input
                      aria-label={`Qty of row ${index + 1}`}
                      type="number"
                      step="0.01"
                      min="0"
                      className={`${input} w-20 text-right`}
                      value={row.qty}
                      onChange={(event) => change(index, { qty: Number(event.target.value) })}
                    />
                  ) : (
                    row.qty
                  )}
                </td>
                <td data-label="Rate" className="py-2 pr-3 text-right">
                  {editing ? (
                    <input
                      aria-label={`Rate of row ${index + 1}`}
                      type="number"
                      step="0.01"
                      min="0"
                      className={`${input} w-24 text-right`}
                      value={row.rate}
                      onChange={(event) => change(index, { rate: Number(event.target.value) })}
                    />
                  ) : (
                    formatMoney(row.rate)
                  )}
                </td>
                <td data-label="Discount" className="py-2 pr-3 text-right">
                  {row.discountAmt > 0 ? `-${formatMoney(row.discountAmt)}` : ''}
                </td>
                <td data-label="Amount" className="py-2 pr-3 text-right">
                  {formatMoney(row.amount - row.discountAmt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button onClick={save} disabled={busy}>
                Save
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Rows
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
