import { dataTableProps } from '../../core/table/data-table.ts';
import type { Role } from '../../core/roles.ts';
import type { DataTableProps } from '../../shared/table-props.ts';
import { BREAK_LIST_FIELDS } from './list.model.ts';

/** Roles that see the pickup number as a link to the pickup (the second document, section 6). */
export const LINKS_TO_PICKUPS: readonly Role[] = ['admin', 'customer-service'];

/** The break list's columns and filters; it opens on untested, scheduled specimens, oldest test date first. */
export function breakListTable(role: Role): Omit<DataTableProps, 'userId'> {
  return dataTableProps(BREAK_LIST_FIELDS, {
    path: '/api/break-report',
    label: 'Break Report',
    columns: [
      'testDate',
      { field: 'specimenNum', link: '/admin/break-report/{id}' },
      'testType',
      'sampleType',
      'companyName',
      LINKS_TO_PICKUPS.includes(role) ? { field: 'pickupNumber', link: '/admin/pickups/{pickupId}' } : 'pickupNumber',
      { field: 'badges', chips: { Immediate: 'amber', Overdue: 'red', Complete: 'green', 'Needs attention': 'amber' } },
      // The reason a result cannot be judged and who can fix it; the office's links to the pickup.
      { field: 'attentionNote', hrefField: 'attentionHref' },
      { field: 'actions', link: '/admin/break-report/{id}', linkText: 'Edit' },
      { field: 'enterSet', link: '/admin/break-report/set/{id}', linkText: 'Enter set' },
    ],
    filters: [
      { kind: 'dateRange', label: 'Test Date' },
      {
        kind: 'select',
        field: 'tested',
        label: 'Tested',
        options: [
          { value: false, label: 'Not tested' },
          { value: true, label: 'Tested' },
        ],
      },
      {
        kind: 'select',
        field: 'scheduled',
        label: 'Scheduled',
        options: [
          { value: true, label: 'Scheduled' },
          { value: false, label: 'Held (no test date)' },
        ],
      },
      {
        kind: 'select',
        field: 'sampleTypeId',
        label: 'Sample Type',
        options: { list: 'sampleTypes', value: 'id', label: ['description'] },
      },
      { kind: 'select', field: 'testTypeId', label: 'Test Type', options: { list: 'testTypes', value: 'id', label: ['description'] } },
      { kind: 'select', field: 'customerId', label: 'Customer', options: { list: 'customers', value: 'id', label: ['companyName'] } },
    ],
    filterOptionsPath: '/api/break-report/filterOptions',
    searchPlaceholder: 'Search by specimen #, pickup # or customer',
    // Overdue, then today's, then immediate (decision 227); a scanned label opens its form.
    groups: { field: 'dueGroup', tones: { Overdue: 'red', Today: 'amber', Immediate: 'amber' } },
    scanPath: '/api/break-report/scan',
    // Held specimens are out of the due list until someone schedules them (the Held filter finds them).
    initialFilters: { equals: { tested: false, scheduled: true } },
  });
}
