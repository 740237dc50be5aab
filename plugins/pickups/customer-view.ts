import type { pickupDetail, samplesWithSpecimens } from './detail.ts';

type Detail = Awaited<ReturnType<typeof pickupDetail>>;
type SampleDetail = Awaited<ReturnType<typeof samplesWithSpecimens>>[number];

/**
 * A sample set as a customer's pickup screen shows it: the billed rate is the customer's own,
 * but nothing of the sample type's books (its default rate, SKU, QuickBooks id).
 */
export function sampleForCustomer(sample: SampleDetail) {
  return {
    id: sample.id,
    pickupId: sample.pickupId,
    sampleNum: sample.sampleNum,
    SampleType: sample.SampleType && {
      id: sample.SampleType.id,
      description: sample.SampleType.description,
      nonSpecimen: sample.SampleType.nonSpecimen,
    },
    qty: sample.qty,
    actualQty: sample.actualQty,
    castDate: sample.castDate,
    minPsi: sample.minPsi,
    maxPsi: sample.maxPsi,
    forInformationOnly: sample.forInformationOnly,
    rate: sample.rate,
    allowTesting: sample.allowTesting,
    specimens: sample.specimens.map((specimen) => ({
      id: specimen.id,
      specimenNum: specimen.specimenNum,
      castDate: specimen.castDate,
      testDate: specimen.testDate,
      status: specimen.status,
      specimenStatus: specimen.specimenStatus,
    })),
  };
}

/**
 * A pickup as a customer's pickup screen shows it, and nothing more: no driver, driver notes,
 * odometer or route stop, and no other company's records through the related pickups.
 */
export function pickupForCustomer(pickup: Detail) {
  return {
    id: pickup.id,
    pickupNumber: pickup.pickupNumber,
    customerId: pickup.customerId,
    Customer: pickup.Customer && { id: pickup.Customer.id, companyName: pickup.Customer.companyName },
    PickupStatus: pickup.PickupStatus && { description: pickup.PickupStatus.description },
    priority: pickup.priority,
    schedPickupDate: pickup.schedPickupDate,
    actualPickupDate: pickup.actualPickupDate,
    receiveDate: pickup.receiveDate,
    caller: pickup.caller,
    receivedBy: pickup.receivedBy,
    tripCharge: pickup.tripCharge,
    pickupAddr1: pickup.pickupAddr1,
    pickupAddr2: pickup.pickupAddr2,
    pickupCity: pickup.pickupCity,
    pickupState: pickup.pickupState,
    pickupZip: pickup.pickupZip,
    projectAddr1: pickup.projectAddr1,
    projectAddr2: pickup.projectAddr2,
    projectCity: pickup.projectCity,
    projectState: pickup.projectState,
    projectZip: pickup.projectZip,
    crossStreet: pickup.crossStreet,
    instructions: pickup.instructions,
    droppedOff: pickup.droppedOff,
    SubPickups: pickup.SubPickups.map((sub) => ({ id: sub.id, pickupNumber: sub.pickupNumber })),
    ParentPickup: pickup.ParentPickup && { id: pickup.ParentPickup.id, pickupNumber: pickup.ParentPickup.pickupNumber },
    samples: pickup.samples.map(sampleForCustomer),
  };
}
export type CustomerPickup = ReturnType<typeof pickupForCustomer>;
