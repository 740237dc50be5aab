import type { ReviewRule } from '../engine/index.ts';

/** A template's review rules: each one's formula and the remark a result it flags carries. */
export function ReviewRules({ rules }: { rules: Readonly<Record<string, ReviewRule>> }) {
  const entries = Object.entries(rules);
  if (entries.length === 0) return <p className="text-sm text-slate-500">None.</p>;
  return (
    <dl
      className="grid grid-cols-1 sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
      aria-label="Review rules"
    >
      {entries.map(([name, rule]) => (
        <div key={name} className="contents">
          <dt className="font-mono text-slate-700">{name}</dt>
          <dd className="flex flex-col gap-1">
            <code className="wrap-anywhere rounded bg-slate-50 px-1.5 py-0.5 text-xs">{rule.when}</code>
            <span className="text-slate-700">{rule.remark}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
