import type { DataTableProps } from '../../web/table/props.ts';
import { PRIORITIES } from './messages.ts';

/** The pickups list's columns, and the filter drawer whose choices come from `GET /api/pickups/filterOptions`. */
export function pickupsTable(): Omit<DataTableProps, 'userId'> {
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
      { kind: 'select', field: 'pickupStatusId', label: 'Status', options: { list: 'statuses', value: 'id', label: ['description'] } },
      {
        kind: 'select',
        field: 'priority',
        label: 'Priority',
        options: PRIORITIES.map((priority) => ({ value: priority, label: priority })),
      },
      { kind: 'select', field: 'driverId', label: 'Driver', options: { list: 'drivers', value: 'id', label: ['firstName', 'lastName'] } },
      { kind: 'select', field: 'inspectorId', label: 'Inspector', options: { list: 'inspectors', value: 'id', label: ['fullName'] } },
      { kind: 'dateRange', label: 'Scheduled' },
    ],
    filterOptionsPath: '/api/pickups/filterOptions',
    defaultSort: { field: 'schedPickupDate', dir: 'desc' },
    searchPlaceholder: 'Search by number, customer, caller, address or inspector',
  };
}
