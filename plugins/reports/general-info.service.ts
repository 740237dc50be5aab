import type { Actor } from '../../core/auth/actor.ts';
import { assertCurrentVersion, STALE_RECORD_MESSAGE, updateVersioned } from '../../core/db/versioned.ts';
import { ConflictError } from '../../core/errors.ts';
import { inspectorsService } from '../inspectors/index.ts';
import { pickupsForReports } from '../pickups/index.ts';
import { savedLocationsService } from '../saved-locations/index.ts';
import { DEFAULT_GENERAL_INFO, filledInfo } from './fields.ts';
import { presentRow, type PresentedReport } from './present.ts';
import { reportsOfPickup, updateReport, type Db } from './reports.repository.ts';
import type { ReportsDeps } from './save.service.ts';

/** A pickup's General Report Info and the version its panel was opened at. */
export interface PickupGeneralInfo {
  generalReportInfo: Record<string, string>;
  version: number;
}

/** Until a pickup's panel is first saved it holds the defaults, at version 1; the first save makes version 2. */
const UNSAVED_VERSION = 1;

function parsedInfo(text: string): Record<string, string> {
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * What a pickup's General Report Info starts as before anyone saves it: its inspector's name,
 * license and firm, and the project name from its project location's job name, over the
 * defaults (the license reads 'On File' when the inspector has none on record).
 */
export async function pickupInfoDefaults(db: Db, pickupId: number): Promise<Record<string, string>> {
  const pickup = await pickupsForReports.findPickupSummary(db, pickupId, { all: true });
  const inspector = pickup?.inspectorId ? await inspectorsService.inspectorCredentials(db, pickup.inspectorId) : undefined;
  const location = pickup?.savedProjectLocationId ? await savedLocationsService.findLocation(db, pickup.savedProjectLocationId) : undefined;
  return {
    ...DEFAULT_GENERAL_INFO,
    ...filledInfo({
      projectName: location?.jobName,
      inspectorName: inspector?.fullName,
      inspectorLicense: inspector?.license,
      inspectorFirm: inspector?.firm,
    }),
  };
}

/** The General Report Info of a pickup: as last saved, or what it starts as (`pickupInfoDefaults`). */
export async function pickupGeneralInfo(db: Db, pickupId: number): Promise<PickupGeneralInfo> {
  const row = await db.selectFrom('pickupReportInfo').selectAll().where('pickupId', '=', pickupId).executeTakeFirst();
  if (!row) return { generalReportInfo: await pickupInfoDefaults(db, pickupId), version: UNSAVED_VERSION };
  return { generalReportInfo: parsedInfo(row.generalReportInfo), version: row.version };
}

/**
 * A report's general info once the pickup's is copied onto it: the pickup's filled fields win,
 * the report's own values stay where the pickup's panel leaves a field blank.
 * @example withPickupInfo({ projectName: 'Old', tagSpecimenId: 'T-4' }, { projectName: 'Tower' })
 *          // { projectName: 'Tower', tagSpecimenId: 'T-4' }
 */
export function withPickupInfo(report: Record<string, string>, pickup: Record<string, string>): Record<string, string> {
  return { ...report, ...filledInfo(pickup) };
}

/** What the panel says after a save: how many reports took the info, and how many finalized ones kept theirs. */
export function copiedMessage(copied: number, kept: number): string {
  const reports = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;
  const base = `The general report info was saved and copied to ${reports(copied)}`;
  return kept === 0 ? base : `${base}; ${reports(kept)} finalized kept ${kept === 1 ? 'its' : 'theirs'}`;
}

/**
 * Saves a pickup's General Report Info and copies it to the pickup's open reports, in one
 * transaction; finalized reports are locked and keep theirs. A panel opened at an older
 * version is a 409, as is a report form opened before the copy (each report's version rises).
 */
export async function saveGeneralInfo(
  deps: ReportsDeps,
  actor: Actor,
  pickupId: number,
  input: { generalReportInfo: Record<string, string | null | undefined>; version?: number | undefined },
): Promise<PickupGeneralInfo & { reports: PresentedReport[]; message: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const info = JSON.stringify(filledInfo(input.generalReportInfo));
    const current = await trx.selectFrom('pickupReportInfo').selectAll().where('pickupId', '=', pickupId).forUpdate().executeTakeFirst();
    let saved;
    if (current) {
      saved = await updateVersioned(input.version, (guard) =>
        trx
          .updateTable('pickupReportInfo')
          .set({ generalReportInfo: info, version: guard.next, updatedAt: new Date() })
          .where('pickupId', '=', pickupId)
          .where(guard.unchanged)
          .returningAll()
          .executeTakeFirst(),
      );
    } else {
      assertCurrentVersion({ version: UNSAVED_VERSION }, input.version);
      saved = await trx
        .insertInto('pickupReportInfo')
        .values({ pickupId, generalReportInfo: info, version: UNSAVED_VERSION + 1 })
        .onConflict((conflict) => conflict.column('pickupId').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!saved) throw new ConflictError(STALE_RECORD_MESSAGE);
    }
    const pickupInfo = parsedInfo(saved.generalReportInfo);
    await deps.audit.record(trx, {
      entity: 'pickupReportInfo',
      recordId: pickupId,
      action: current ? 'update' : 'create',
      ...(current ? { before: { generalReportInfo: parsedInfo(current.generalReportInfo) } } : {}),
      after: { generalReportInfo: pickupInfo },
      actor,
    });
    const reports: PresentedReport[] = [];
    let kept = 0;
    for (const report of await reportsOfPickup(trx, pickupId, { all: true })) {
      if (report.finalized) {
        kept += 1;
        reports.push(presentRow(report));
        continue;
      }
      const before = presentRow(report);
      const after = await updateReport(
        trx,
        report.id,
        { generalReportInfo: JSON.stringify(withPickupInfo(before.generalReportInfo, pickupInfo)) },
        undefined,
      );
      await deps.audit.record(trx, {
        entity: 'report',
        recordId: report.id,
        action: 'update',
        before,
        after: presentRow(after),
        actor,
      });
      reports.push(presentRow(after));
    }
    return {
      generalReportInfo: pickupInfo,
      version: saved.version,
      reports,
      message: copiedMessage(reports.length - kept, kept),
    };
  });
}
