import { defineTableModel } from '../../core/table/model.ts';
import { customersService } from '../customers/index.ts';

/** The inspectors list: every field of the inspector and its company's name. */
export const inspectorsTableModel = defineTableModel({
  name: 'inspectors',
  fields: {
    id: { column: 'inspectors.id', type: 'number', label: 'ID' },
    fullName: { column: 'inspectors.fullName', type: 'text', label: 'Name' },
    firm: { column: 'inspectors.firm', type: 'text', label: 'Firm' },
    email: { column: 'inspectors.email', type: 'text', label: 'Email' },
    mobilePhone: { column: 'inspectors.mobilePhone', type: 'text', label: 'Mobile Phone' },
    officePhone: { column: 'inspectors.officePhone', type: 'text', label: 'Office Phone' },
    fax: { column: 'inspectors.fax', type: 'text', label: 'Fax' },
    address1: { column: 'inspectors.address1', type: 'text', label: 'Address' },
    address2: { column: 'inspectors.address2', type: 'text', label: 'Address 2' },
    city: { column: 'inspectors.city', type: 'text', label: 'City' },
    state: { column: 'inspectors.state', type: 'text', label: 'State' },
    zip: { column: 'inspectors.zip', type: 'text', label: 'Zip' },
    license: { column: 'inspectors.license', type: 'text', label: 'License' },
    customerId: { column: 'inspectors.customerId', type: 'number', label: 'Customer ID' },
    companyName: customersService.companyNameField('inspectors.customerId'),
  },
  search: ['fullName', 'firm', 'email', 'city', 'companyName'],
  defaultSort: { field: 'fullName', dir: 'asc' },
  key: 'id',
  query: (db) => customersService.joinCompanies(db.selectFrom('inspectors'), 'inspectors.customerId'),
});
