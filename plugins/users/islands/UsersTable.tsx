import { DataTable, type DataTableProps } from '../../../web/table/DataTable.tsx';

/** The users list at /admin/users: the generic table over `GET /api/users`. */
export default function UsersTable(props: DataTableProps) {
  return <DataTable {...props} />;
}
