import type { BreaksDatabase } from '../breaks/index.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import type { ReportsDatabase } from '../reports/index.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';

/**
 * Stats owns no table: it reads, never writes, the records of the plugins it sums up, in
 * single queries (a figure over 100,000 pickups cannot be assembled lookup by lookup).
 */
export type StatsDatabase = PickupsDatabase & BreaksDatabase & ReportsDatabase & SampleTypesDatabase;
