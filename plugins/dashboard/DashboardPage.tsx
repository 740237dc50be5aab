import type { PublicUser } from '../../core/auth/users.repository.ts';
import type { ListCard, ListCardRow, StatCard, StatValue } from '../../core/dashboard/cards.ts';
import type { LoadedDashboard } from './dashboard.ts';
import { Card, PageHeader } from '../../core/pages/components.tsx';
import * as ActionButton from '../../web/islands/ActionButton.tsx';
import { formatMoney } from '../../shared/format.ts';
import { Island } from '../../core/ssr/island.tsx';

function figure(value: number, card: StatCard): string {
  return card.money ? formatMoney(value) : value.toLocaleString('en-US');
}

function StatTile({ card, value }: { card: StatCard; value: StatValue }) {
  const headline = typeof value === 'number' ? value : (value[card.headline ?? ''] ?? 0);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-stat={card.key}>
      <h2 className="text-sm font-medium text-slate-600">{card.title}</h2>
      <p className="mt-1 text-3xl font-semibold text-slate-900">{figure(headline, card)}</p>
      {typeof value !== 'number' && card.parts && card.parts.length > 0 && (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {card.parts.map((part) => (
            <div key={part.field} className="flex gap-1">
              <dt>{part.label}</dt>
              <dd className="font-semibold">{figure(value[part.field] ?? 0, card)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ListRow({ row }: { row: ListCardRow }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {row.href ? (
        <a className="link font-medium" href={row.href}>
          {row.label}
        </a>
      ) : (
        <span className="font-medium">{row.label}</span>
      )}
      {row.detail && <span className="text-sm text-slate-600">{row.detail}</span>}
      {row.badges?.map((badge) => (
        <span key={badge} className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
          {badge}
        </span>
      ))}
      {row.actions && row.actions.length > 0 && (
        <span className="ml-auto flex gap-2">
          {row.actions.map((action) =>
            'href' in action ? (
              <a
                key={action.label}
                className="rounded border border-slate-300 px-2 py-1 text-sm text-blue-700 print:hidden"
                href={action.href}
              >
                {action.label}
              </a>
            ) : (
              <Island of={ActionButton} key={action.label} {...action} />
            ),
          )}
        </span>
      )}
    </li>
  );
}

/** An expandable card: a native disclosure, so it opens without JavaScript. */
function ListTile({ card, rows }: { card: ListCard; rows: ListCardRow[] }) {
  // The count is of the card's items, as listed: a summary line (a balance) is not one.
  const items = rows.filter((row) => !row.summary).length;
  return (
    <details className="rounded-lg border border-slate-200 bg-white shadow-sm" data-card={card.id} open={items > 0 && items <= 10}>
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-4 font-medium text-slate-900">
        <span>{card.title}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm">{items}</span>
      </summary>
      <div className="border-t border-slate-200 px-4 pb-3">
        {rows.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">{card.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <ListRow key={`${row.href ?? row.label}-${index}`} row={row} />
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** A role's dashboard: the stat and expandable cards the enabled plugins contribute and the role may see. */
export function DashboardPage({ user, dashboard }: { user: PublicUser; dashboard: LoadedDashboard }) {
  const empty = dashboard.stats.length === 0 && dashboard.lists.length === 0;
  return (
    <>
      <PageHeader title="Dashboard">
        {dashboard.links.length > 0 && (
          <div className="flex flex-wrap gap-2 print:hidden">
            {dashboard.links.map((link) => (
              <a
                key={link.href}
                className="rounded bg-primary px-3 py-2 text-sm font-medium text-white hover:bg-primary-strong"
                href={link.href}
              >
                {link.label}
              </a>
            ))}
          </div>
        )}
      </PageHeader>
      {empty ? (
        <Card>
          <p className="text-slate-700">Welcome, {user.firstName}. There is nothing on your dashboard yet.</p>
        </Card>
      ) : (
        <div className="space-y-6">
          {dashboard.stats.length > 0 && (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {dashboard.stats.map(({ card, value }) => (
                <StatTile key={card.key} card={card} value={value} />
              ))}
            </div>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {dashboard.lists.map(({ card, rows }) => (
              <ListTile key={card.id} card={card} rows={rows} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
