import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';

/** Section 4's display status as SQL, so the list filters and sorts by it (the same order as `reportStatus`). */
const statusColumn = sql`case when reports.amended then 'Amended' when reports.finalized then 'Finalized' when reports.report_info_complete then 'Info Complete' else 'Info Incomplete' end`;

/** The reports list: one row per report, with its company through the customers plugin. */
export const reportsTableModel = defineTableModel({
  name: 'reports',
  fields: {
    id: { column: 'reports.id', type: 'number', label: 'ID' },
    sampleNum: { column: 'reports.sampleNum', type: 'text', label: 'Sample Set ID' },
    projectAddress: { column: 'reports.projectAddress', type: 'text', label: 'Project Address', sortable: false },
    castDate: { column: 'reports.castDate', type: 'date', label: 'Cast Date' },
    reportDate: { column: 'reports.reportDate', type: 'date', label: 'Report Date', sortable: false },
    status: { column: statusColumn, type: 'text', label: 'Status', sortable: false },
    companyName: customersService.companyNameField('reports.customerId'),
    customerId: { column: 'reports.customerId', type: 'number', label: 'Customer ID', sortable: false },
    pickupId: { column: 'reports.pickupId', type: 'number', label: 'Pickup ID', sortable: false },
    pickupNumber: { column: 'reports.pickupNumber', type: 'number', label: 'Pickup #', sortable: false },
    type: { column: 'reports.type', type: 'text', label: 'Sample Type', sortable: false },
    template: { column: 'reports.template', type: 'text', label: 'Template', sortable: false },
    reportInfoComplete: { column: 'reports.reportInfoComplete', type: 'boolean', label: 'Info Complete', sortable: false },
    finalized: { column: 'reports.finalized', type: 'boolean', label: 'Finalized', sortable: false },
    amended: { column: 'reports.amended', type: 'boolean', label: 'Amended', sortable: false },
    pdfs: { column: 'reports.pdfs', type: 'text', label: 'PDFs', sortable: false },
  },
  search: ['sampleNum', 'projectAddress', 'companyName'],
  searchColumn: 'reports.searchText',
  dateField: 'castDate',
  defaultSort: { field: 'id', dir: 'desc' },
  key: 'id',
  query: (db) => customersService.joinCompanies(db.selectFrom('reports'), 'reports.customerId', 'inner'),
});
