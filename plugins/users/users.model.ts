import { defineTableModel } from '../../core/table/model.ts';

/** The users list: core's users table, never the password hash (the helper selects only these fields). */
export const usersTableModel = defineTableModel({
  name: 'users',
  fields: {
    id: { column: 'users.id', type: 'number', label: 'ID' },
    firstName: { column: 'users.firstName', type: 'text', label: 'First Name' },
    lastName: { column: 'users.lastName', type: 'text', label: 'Last Name' },
    email: { column: 'users.email', type: 'text', label: 'Email' },
    role: { column: 'users.role', type: 'text', label: 'Role' },
    activeInd: { column: 'users.activeInd', type: 'boolean', label: 'Active' },
    customerId: { column: 'users.customerId', type: 'number', label: 'Customer ID' },
  },
  search: ['firstName', 'lastName', 'email'],
  defaultSort: { field: 'lastName', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('users'),
});
