import type { SampleTypeOption } from '../sample-types.ts';
import { FIELD_STYLE } from '../../../web/ui/form/fields.tsx';
import type { CustomerFormApi } from './useCustomerForm.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';
import { formatMoney } from '../../../shared/format.ts';

function Cell({
  label,
  value,
  error,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  placeholder?: string;
}) {
  return (
    <td className="px-2 py-1 align-top">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_STYLE} w-28 aria-[invalid]:border-red-500`}
      />
      {error && <p className="text-xs text-red-600">{error}</p>}
    </td>
  );
}

/**
 * The customer's negotiated rate and bogo interval per sample type. An empty rate falls back
 * to the sample's or the type's rate; a bogo interval of 3 makes every 4th item free.
 */
export function RatesSection({ form, sampleTypes }: { form: CustomerFormApi; sampleTypes: readonly SampleTypeOption[] }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">Rates</legend>
      {sampleTypes.length === 0 ? (
        <p className="text-sm text-slate-600">No Data</p>
      ) : (
        <TableScroll label="Rates">
          <table className="w-full text-sm" aria-label="Rates">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="px-2 py-1 font-medium">Sample Type</th>
                <th className="px-2 py-1 font-medium">Default Rate</th>
                <th className="px-2 py-1 font-medium">Rate</th>
                <th className="px-2 py-1 font-medium">Bogo Interval</th>
              </tr>
            </thead>
            <tbody>
              {sampleTypes.map((type) => {
                const values = form.values.rates[type.id];
                return (
                  <tr key={type.id} className="border-t border-slate-100">
                    <td className="px-2 py-2">{type.description}</td>
                    <td className="px-2 py-2 text-slate-600">{formatMoney(type.defaultRate) || '—'}</td>
                    <Cell
                      label={`Rate for ${type.description}`}
                      value={values?.rate ?? ''}
                      error={form.errors[`rates.${type.id}.rate`]}
                      onChange={(value) => form.setRate(type.id, 'rate', value)}
                    />
                    <Cell
                      label={`Bogo interval for ${type.description}`}
                      value={values?.bogoInterval ?? ''}
                      error={form.errors[`rates.${type.id}.bogoInterval`]}
                      onChange={(value) => form.setRate(type.id, 'bogoInterval', value)}
                      placeholder="None"
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </fieldset>
  );
}
