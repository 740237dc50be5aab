import { templatePackageTests } from '../../core/report-templates/test-support.ts';

await templatePackageTests('ds-pq-502.4');
