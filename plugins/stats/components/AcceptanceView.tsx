import type { AcceptanceGroup } from '../acceptance.service.ts';
import { TESTS_FOR_VARIABILITY } from '../rules/aci318.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';
import { AcceptanceChart } from './AcceptanceChart.tsx';
import { formatPercent, formatPsi, formatStrength } from '../../../shared/format.ts';

function Verdict({ ok, text }: { ok: boolean; text: string }) {
  return <li className={ok ? 'text-emerald-800' : 'font-semibold text-red-700'}>{`${ok ? 'Meets' : 'Fails'}: ${text}`}</li>;
}

/** Each mix's acceptance: the verdicts, the chart with the f'c line and the same numbers as a table. */
export function AcceptanceView({ groups }: { groups: AcceptanceGroup[] }) {
  if (groups.length === 0) return <p className="text-slate-700">No strength tests at the design age for this project address yet.</p>;
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section
          key={`${group.mixDesignNum}-${group.fc}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          data-acceptance-group="true"
        >
          <h2 className="text-lg font-semibold">{`Mix ${group.mixDesignNum || '(no mix number)'}, f'c ${formatStrength(group.fc)}`}</h2>
          <ul className="my-2 text-sm">
            <Verdict ok={group.meetsAverage} text={`every average of three consecutive tests at least ${formatStrength(group.fc)}`} />
            <Verdict ok={group.meetsIndividual} text={`no test below ${formatStrength(group.individualLimit)}`} />
          </ul>
          <p className="mb-2 text-sm text-slate-700">
            {group.standardDeviation === undefined
              ? `Standard deviation and coefficient of variation from ${TESTS_FOR_VARIABILITY} tests (${group.tests.length} so far).`
              : `Standard deviation ${formatStrength(group.standardDeviation)}, coefficient of variation ${formatPercent(group.coefficientOfVariation)}.`}
          </p>
          <AcceptanceChart group={group} />
          <TableScroll
            label={`Strength tests of mix ${group.mixDesignNum || '(no mix number)'}, f'c ${formatStrength(group.fc)}`}
            className="mt-4"
          >
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Strength tests of this mix</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Sample #
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Strength (psi)
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Average of 3 (psi)
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Flags
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {group.tests.map((test, index) => (
                  <tr key={`${test.sampleNum}-${index}`}>
                    <td className="px-3 py-2">{test.sampleNum}</td>
                    <td className="px-3 py-2">{formatPsi(test.strength) || '—'}</td>
                    <td className="px-3 py-2">{formatPsi(test.runningAverage) || '—'}</td>
                    <td className="px-3 py-2 text-red-700">
                      {[test.lowTest ? 'Low test' : '', test.lowAverage ? 'Low average' : ''].filter(Boolean).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </div>
  );
}
