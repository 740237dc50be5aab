import type { Actor } from '../../core/auth/actor.ts';
import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';

/** A report's revision, as the plugins that follow reports hear of it. */
interface ReportEvent {
  trx: SharedTransaction;
  reportId: number;
  customerId: number;
  /** The report's number: its sample set's. */
  sampleNum: string;
  actor: Actor;
}

/** A revision issued: its one signed file, and the code of its public verification page. */
export interface ReportIssued extends ReportEvent {
  revision: number;
  filename: string;
  verifyCode: string;
  /** Set for an amended revision: why it replaces the one before. */
  amendReason: string | null;
}

/** A finalized report opened for its next revision; the revision it replaces is withdrawn until that one is issued. */
export interface ReportAmended extends ReportEvent {
  revision: number;
  supersedes: number;
  reason: string;
}

/**
 * Runs inside the transaction once a revision's signed file is kept: a plugin that
 * tells customers (a notice mail) enqueues its work here; a failure undoes the issue.
 */
export const reportIssued = defineExtensionPoint<ReportIssued>('reports.issued');

/** Runs inside the amendment's transaction, once the report is open for its next revision. */
export const reportAmended = defineExtensionPoint<ReportAmended>('reports.amended');
