import type { DataTableProps } from '../../web/table/props.ts';
import type { filterOptions } from './lookups.ts';

type Options = Awaited<ReturnType<typeof filterOptions>>;

/** The pickups list's columns and the filter drawer built from `GET /api/pickups/filterOptions`. */
export function pickupsTable(options: Options): Omit<DataTableProps, 'userId'> {
  const choices = <T,>(rows: T[], value: (row: T) => number | string, label: (row: T) => string) =>
    rows.length > 0 ? rows.map((row) => ({ value: value(row), label: label(row) })) : [{ value: '', label: 'None' }];
  return {
    path: '/api/pickups',
    label: 'PickUps',
    columns: [
      { field: 'pickupNumber', label: 'Pickup #', type: 'number', link: '/admin/pickups/{id}' },
      { field: 'companyName', label: 'Customer', type: 'text' },
      { field: 'schedPickupDate', label: 'Scheduled', type: 'date' },
      { field: 'priority', label: 'Priority', type: 'text' },
      { field: 'pickupAddr1', label: 'Pickup Address', type: 'text' },
      { field: 'pickupCity', label: 'City', type: 'text' },
      { field: 'driverName', label: 'Driver', type: 'text', sortable: false },
      { field: 'inspectorName', label: 'Inspector', type: 'text' },
      { field: 'status', label: 'Status', type: 'text' },
      { field: 'receiveDate', label: 'Received', type: 'date' },
    ],
    filters: [
      { kind: 'select', field: 'pickupStatusId', label: 'Status', options: choices(options.statuses, (s) => s.id, (s) => s.description) },
      { kind: 'select', field: 'priority', label: 'Priority', options: options.priorities.map((p) => ({ value: p, label: p })) },
      { kind: 'select', field: 'driverId', label: 'Driver', options: choices(options.drivers, (d) => d.id, (d) => `${d.firstName} ${d.lastName}`) },
      { kind: 'select', field: 'inspectorId', label: 'Inspector', options: choices(options.inspectors, (i) => i.id, (i) => i.fullName) },
      { kind: 'dateRange', label: 'Scheduled' },
    ],
    defaultSort: { field: 'schedPickupDate', dir: 'desc' },
    searchPlaceholder: 'Search by number, customer, caller, address or inspector',
  };
}
