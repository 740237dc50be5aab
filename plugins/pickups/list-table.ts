import { dataTableProps } from '../../core/table/data-table.ts';
import type { DataTableProps } from '../../shared/table-props.ts';
import { PRIORITIES } from './messages.ts';
import { pickupsTableModel } from './pickups.model.ts';

/** The pickups list's columns, and the filter drawer whose choices come from `GET /api/pickups/filterOptions`. */
export function pickupsTable(): Omit<DataTableProps, 'userId'> {
  return dataTableProps(pickupsTableModel, {
    path: '/api/pickups',
    label: 'PickUps',
    columns: [
      { field: 'pickupNumber', link: '/admin/pickups/{id}' },
      'companyName',
      'schedPickupDate',
      'priority',
      'pickupAddr1',
      'pickupCity',
      'driverName',
      'inspectorName',
      'status',
      'receiveDate',
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
    searchPlaceholder: 'Search by number, customer, caller, address or inspector',
  });
}
