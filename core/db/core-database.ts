import type { AuditTables } from '../audit/audit.ts';
import type { TokenTables } from '../account/tokens.ts';
import type { CoreTables } from '../auth/tables.ts';
import type { RateLimitTables } from '../http/rate-limit.ts';
import type { JobTables } from '../jobs/tables.ts';
import type { LogTables } from '../log.ts';
import type { MailTables } from '../mail/tables.ts';

/**
 * Every table core owns. Core's query functions take `Kysely<CoreDatabase>`: Kysely's
 * database type is invariant, so one shared type lets a transaction pass between them.
 */
export type CoreDatabase = CoreTables & TokenTables & MailTables & JobTables & AuditTables & LogTables & RateLimitTables;
