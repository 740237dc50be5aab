/** Named formulas (computed values, final computed values, pass rules) as a two-column list. */
export function FormulaList({ label, formulas }: { label: string; formulas: Readonly<Record<string, string | null>> }) {
  const entries = Object.entries(formulas).filter((entry): entry is [string, string] => entry[1] !== null);
  if (entries.length === 0) return <p className="text-sm text-slate-500">None.</p>;
  return (
    <dl className="grid grid-cols-1 sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" aria-label={label}>
      {entries.map(([name, formula]) => (
        <div key={name} className="contents">
          <dt className="font-mono text-slate-700">{name}</dt>
          <dd>
            <code className="wrap-anywhere rounded bg-slate-50 px-1.5 py-0.5 text-xs">{formula}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
