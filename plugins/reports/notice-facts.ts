import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import { findReport, issuesOf } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';
import type { SendDecision } from './rules/send.ts';
import { reportSendDecision } from './send-parties.ts';

/** What a plugin that tells customers of a report needs: what to call it, where the customer opens it, and whether it may go and to whom. */
export interface ReportNoticeFacts {
  reportId: number;
  customerId: number;
  sampleNum: string;
  pickupNumber: number;
  projectAddress: string;
  /** The customer's page of the report, from the portal's address: `/customers/reports/{id}`. */
  portalPath: string;
  /** The revisions issued so far, whose files the customer may hold. */
  issuedRevisions: number[];
  /** The send rules' answer: held with its reason, or the report e-mails it goes to. */
  decision: SendDecision;
}

/**
 * A report's notice facts, read inside the caller's transaction (an extension of `reportIssued`
 * sees the revision being issued); undefined when there is no such report.
 * @example const facts = await reportNoticeFacts(trx, event.reportId);
 */
export async function reportNoticeFacts<D>(db: Kysely<D>, reportId: number): Promise<ReportNoticeFacts | undefined> {
  const own = ownTables<ReportsDatabase, D>(db);
  const report = await findReport(own, reportId, { all: true });
  if (!report) return undefined;
  return {
    reportId,
    customerId: report.customerId,
    sampleNum: report.sampleNum,
    pickupNumber: report.pickupNumber,
    projectAddress: report.projectAddress,
    portalPath: `/customers/reports/${reportId}`,
    issuedRevisions: (await issuesOf(own, reportId)).map((issue) => issue.revision),
    decision: await reportSendDecision(db, report),
  };
}
