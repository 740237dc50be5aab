import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { sampleTypesPermissions } from './permissions.ts';

/** Sample types and test types: the lab's price list of things it tests, and when it tests them. */
export default definePlugin({
  id: 'sample-types',
  permissions: sampleTypesPermissions,
  migrations: new URL('./migrations/', import.meta.url),
});
