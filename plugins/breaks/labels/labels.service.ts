import type { Kysely } from 'kysely';
import { NotFoundError } from '../../../core/errors.ts';
import { pickupsForBreaks } from '../../pickups/index.ts';
import { labelSheet, type SpecimenLabel } from './label-sheet.ts';

export const LABELS_MESSAGE = { pickupNotFound: 'Pickup not found' } as const;

/**
 * A pickup's specimen labels as a PDF (sample sets in order, specimens in order); each QR code
 * opens `{address}/admin/break-report/{id}`, through sign-in when the phone has no session.
 */
export async function pickupLabelSheet<D>(
  db: Kysely<D>,
  pickupId: number,
  options: { address: string; labName: string },
): Promise<{ pdf: Buffer; filename: string }> {
  const pickup = await pickupsForBreaks.findPickupWithSamples(db, pickupId);
  if (!pickup) throw new NotFoundError(LABELS_MESSAGE.pickupNotFound);
  const labels: SpecimenLabel[] = pickup.samples.flatMap((sample) =>
    sample.specimens.map((specimen) => ({
      specimenNum: specimen.specimenNum,
      castDate: specimen.castDate ?? sample.castDate,
      testDate: specimen.testDate,
      sampleType: sample.SampleType?.description ?? '',
      url: `${options.address}/admin/break-report/${specimen.id}`,
    })),
  );
  const title = `Specimen labels: pickup ${pickup.pickupNumber}`;
  const company = pickup.Customer?.companyName ?? '';
  return {
    pdf: await labelSheet({ title, footer: `${options.labName} · Pickup ${pickup.pickupNumber}${company ? ` · ${company}` : ''}`, labels }),
    filename: `labels-pickup-${pickup.pickupNumber}.pdf`,
  };
}
