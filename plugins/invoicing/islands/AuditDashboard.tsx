import { useEffect, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { DateRangeFields } from '../../../web/ui/DateRangeFields.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { showError } from '../../../web/ui/index.ts';
import type { AuditDashboardProps } from './props.ts';
import { formatLabDateTime } from '../../../shared/format.ts';
export { auditDashboardPropsSchema as props } from './props.ts';

interface AuditRow {
  id: number;
  type: string;
  data: { emailType?: string; customer?: string; month?: string | null; by?: string | null; reason?: string; error?: string };
  createdAt: string;
  pickupNumber: number | null;
  customerName: string | null;
  invoiceNum: number | null;
  invoiceFrequency: string | null;
}

/**
 * Admin's audit dashboard: a modal listing the invoice and statement mails, the invoices deleted
 * and voided (who and why), and the rows other plugins add (QuickBooks syncs) between two dates,
 * the current month first.
 */
export default function AuditDashboard({ startDate: firstDay, endDate: lastDay, timeZone }: AuditDashboardProps) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ startDate: firstDay, endDate: lastDay });
  const [rows, setRows] = useState<AuditRow[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    api
      .get<{ rows: AuditRow[] }>(`/api/invoices/audit?startDate=${range.startDate}&endDate=${range.endDate}`)
      .then((answer) => current && setRows(answer.rows))
      .catch((caught: unknown) => showError(caught instanceof Error ? caught.message : 'Request failed'));
    return () => {
      current = false;
    };
  }, [open, range]);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Audit
      </Button>
      <Dialog open={open} title="Invoice and statement audit" onClose={() => setOpen(false)} width="max-w-4xl">
        <div className="mb-4">
          <DateRangeFields
            legend="Period"
            value={range}
            onChange={(next, valid) => {
              // The list follows the period once both dates are whole; while one is being typed it stays.
              if (valid && next.startDate && next.endDate) setRange({ startDate: next.startDate, endDate: next.endDate });
            }}
          />
        </div>
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead>
              <tr className="border-b text-left text-slate-600">
                {['When', 'Type', 'What', 'Customer', 'Invoice', 'Pickup', 'Frequency', 'By', 'Why'].map((heading) => (
                  <th key={heading} className="py-2 pr-3">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows?.length === 0 && (
                <tr>
                  <td colSpan={9} className="py-3 text-slate-500">
                    No Data
                  </td>
                </tr>
              )}
              {rows?.map((row) => (
                <tr key={`${row.type}:${row.data.emailType ?? ''}:${row.id}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{formatLabDateTime(row.createdAt, timeZone)}</td>
                  <td className="py-2 pr-3">{row.type}</td>
                  <td className="py-2 pr-3">{row.data.emailType ?? ''}</td>
                  <td className="py-2 pr-3">{row.customerName ?? row.data.customer ?? ''}</td>
                  <td className="py-2 pr-3">{row.invoiceNum ?? ''}</td>
                  <td className="py-2 pr-3">{row.pickupNumber ?? ''}</td>
                  <td className="py-2 pr-3">{row.invoiceFrequency ?? ''}</td>
                  <td className="py-2 pr-3">{row.data.by ?? ''}</td>
                  <td className="py-2 pr-3">{row.data.reason ?? row.data.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 text-right">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}
