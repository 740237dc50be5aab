import { PageHeader } from '../pages/components.tsx';
import type { DocumentedOperation } from './document.ts';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-800',
  POST: 'bg-emerald-100 text-emerald-800',
  PUT: 'bg-amber-100 text-amber-800',
  PATCH: 'bg-amber-100 text-amber-800',
  DELETE: 'bg-rose-100 text-rose-800',
};

function Fields({ title, rows }: { title: string; rows: Array<{ name: string; type: string; required: boolean; in?: string }> }) {
  if (rows.length === 0) return null;
  return (
    <div className="mt-2">
      <h4 className="text-xs font-semibold uppercase text-slate-500">{title}</h4>
      <ul className="text-sm">
        {rows.map((row) => (
          <li key={`${row.in ?? ''}${row.name}`} className="font-mono break-all">
            {row.name}
            {row.required ? '' : '?'}: <span className="text-slate-600">{row.type}</span>
            {row.in && row.in !== 'body' ? <span className="text-slate-600"> ({row.in})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The API reference: every call with its permission, the roles that hold it, and its input, from `/api/openapi.json`. */
export function ApiReferencePage({ operations }: { operations: DocumentedOperation[] }) {
  return (
    <>
      <PageHeader title="API reference">
        <a className="rounded border border-slate-300 px-3 py-2 text-sm" href="/api/openapi.json">
          OpenAPI document
        </a>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-600">{`${operations.length} calls. Each answers { status: "ok", ... } or { status: "error", error, fields? }.`}</p>
      <ol className="space-y-3">
        {operations.map((operation) => (
          <li key={`${operation.method} ${operation.path}`} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <h3 className="flex flex-wrap items-center gap-2">
              <span className={`rounded px-2 py-0.5 text-xs font-bold ${METHOD_COLOURS[operation.method] ?? ''}`}>{operation.method}</span>
              <code className="break-all text-sm">{operation.path}</code>
            </h3>
            <p className="mt-1 text-sm">{operation.summary}</p>
            <p className="mt-1 text-xs text-slate-500">
              Permission <code>{operation.permission}</code>
              {operation.roles.length > 0 ? ` · ${operation.roles.join(', ')}` : ''}
            </p>
            <Fields title="Parameters" rows={operation.parameters} />
            <Fields title="Body" rows={operation.body} />
          </li>
        ))}
      </ol>
    </>
  );
}
