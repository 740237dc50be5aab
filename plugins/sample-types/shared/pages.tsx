import type { ReactNode } from 'react';
import { PageHeader } from '../../../core/pages/components.tsx';
import { Island } from '../../../core/ssr/island.tsx';
import DataTableIsland from '../../../web/islands/DataTableIsland.tsx';
import type { DataTableProps } from '../../../web/table/props.ts';

interface ListPageProps {
  title: string;
  table: Omit<DataTableProps, 'userId'>;
  userId: number;
  /** The button to the empty form, such as `{ href: '/admin/materials/new', label: 'New Material' }`. */
  create?: { href: string; label: string };
}

/** A reference-data list: its heading, a New button, and the generic table. */
export function ListPage({ title, table, userId, create }: ListPageProps) {
  return (
    <>
      <PageHeader title={title}>
        {create && (
          <a href={create.href} className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800">
            {create.label}
          </a>
        )}
      </PageHeader>
      <Island name="core.DataTable" component={DataTableIsland} props={{ ...table, userId }} />
    </>
  );
}

/** A form page: its heading and the form island under it. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      {children}
    </>
  );
}
