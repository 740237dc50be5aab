import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const SAMPLE_TYPES_PERMISSION = {
  /**
   * The office's screens that pick a sample type or test type (the sample type and pickup forms);
   * drivers' and technicians' screens get what they show through their own routes.
   */
  read: 'sample-types.sample-type.read',
  /** The Sample Types screen and its writes: admin and customer-service, as the role table says. */
  manage: 'sample-types.sample-type.manage',
  testTypeRead: 'sample-types.test-type.read',
  /** The Test Types screen is not in the spec's sidebar: an admin entry after its list. */
  testTypeManage: 'sample-types.test-type.manage',
} as const;

const OFFICE = ['admin', 'customer-service'] as const;

export const sampleTypesPermissions: PermissionDefinition[] = [
  { name: SAMPLE_TYPES_PERMISSION.read, roles: OFFICE, description: 'Read sample types' },
  {
    name: SAMPLE_TYPES_PERMISSION.manage,
    roles: ['admin', 'customer-service'],
    description: 'The Sample Types screen; create, change and delete sample types',
  },
  { name: SAMPLE_TYPES_PERMISSION.testTypeRead, roles: OFFICE, description: 'Read test types' },
  {
    name: SAMPLE_TYPES_PERMISSION.testTypeManage,
    roles: ['admin'],
    description: 'The Test Types screen; create, change and delete test types',
  },
];
