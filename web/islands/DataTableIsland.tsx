import { DataTable, type DataTableProps } from '../table/DataTable.tsx';

/** The generic list island every plugin can render with its own columns and list route. */
export default function DataTableIsland(props: DataTableProps) {
  return <DataTable {...props} />;
}

// Its first render shows the loading state: storage and the API are read only after hydration.
DataTableIsland.rendersFromPropsAlone = true;
