import { templatePackageTests } from '../../plugins/templates/engine/test-support.ts';

await templatePackageTests('ds-pq-502.4');
