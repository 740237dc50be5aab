/** The generic list island every plugin can render with its own columns and list route. */
export { DataTable as default } from '../table/DataTable.tsx';
