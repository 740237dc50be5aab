/**
 * What the break form and the set screen show above their entries: the paused set's notice and
 * the specimen's or set's facts (pickup, customer, dates, template), as label and value pairs.
 */
export function SpecimenFacts({
  facts,
  testingAllowed,
  wide = false,
}: {
  facts: Array<[string, string]>;
  testingAllowed: boolean;
  wide?: boolean;
}) {
  return (
    <>
      {!testingAllowed && (
        <p role="status" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          Failed Test: testing of this sample set is paused until the office allows testing after the failed test.
        </p>
      )}
      <dl
        className={`mb-6 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm ${wide ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
