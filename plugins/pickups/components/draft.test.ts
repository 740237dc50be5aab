import { describe, expect, it } from 'vitest';
import { pickupDraft, pickupPayload, sampleDraft, withLocation } from './draft.ts';

describe('the pickup form values', () => {
  it("starts a new pickup with the spec's initial values, ordered today", () => {
    const draft = pickupDraft(null, 1, '2026-11-27');
    expect(draft.text).toMatchObject({ priority: 'Standard', tripCharge: '0', pickupStatusId: '1', orderDate: '11/27/2026' });
    expect(draft.flags).toEqual({ droppedOff: false, fuelCharge: false, savePickupAddress: true, saveProjectAddress: true });
    expect(sampleDraft(null)).toMatchObject({ qty: '1', allowTesting: true, overridePrice: false });
  });

  it('sends dates as YYYY-MM-DD, an empty receive date as null, and leaves out empty times and actual date', () => {
    const draft = pickupDraft(null, 1, '2026-11-27');
    draft.text.schedPickupDate = '11/24/2026';
    draft.text.orderDate = '13/45/2026';
    const payload = pickupPayload(draft);
    expect(payload).toMatchObject({ schedPickupDate: '2026-11-24', orderDate: '13/45/2026', receiveDate: null });
    expect(payload).not.toHaveProperty('arrivalTime');
    expect(payload).not.toHaveProperty('departureTime');
    expect(payload).not.toHaveProperty('actualPickupDate');
  });

  it("shows 'For Information Only' in min psi for a flagged set", () => {
    const sample = {
      id: 1,
      sampleNum: '1001.1',
      sampleTypeId: 2,
      qty: 3,
      actualQty: null,
      castDate: '2026-11-20',
      minPsi: null,
      maxPsi: null,
      forInformationOnly: true,
      rate: 25,
      overridePrice: false,
      allowTesting: true,
      description: null,
      notes: null,
      dimensions: null,
      castLocation: null,
      pickupLocation: null,
      specimens: [],
    };
    expect(sampleDraft(sample)).toMatchObject({ minPsi: 'For Information Only', castDate: '11/20/2026', rate: '25' });
  });
});

describe('choosing a saved location', () => {
  const location = {
    id: 7,
    pickupAddr1: '9 Site Rd',
    pickupAddr2: null,
    pickupCity: 'Clovis',
    pickupZip: '93611',
    mapPage: '12-B',
    crossStreet: '#2211',
    tripCharge: 35,
    fuelCharge: true,
  };

  it('fills the address, the fuel charge of a new pickup, and trip charge and gate code when empty', () => {
    const draft = withLocation(pickupDraft(null, 1, '2026-11-27'), location, true);
    expect(draft.text).toMatchObject({
      savedPickupLocationId: '7',
      pickupAddr1: '9 Site Rd',
      pickupCity: 'Clovis',
      pickupZip: '93611',
      crossStreet: '#2211',
      tripCharge: '35',
    });
    expect(draft.flags.fuelCharge).toBe(true);
  });

  it('keeps a typed trip charge and gate code, and the fuel charge of a saved pickup', () => {
    const start = pickupDraft(null, 1, '2026-11-27');
    start.text.tripCharge = '50';
    start.text.crossStreet = 'Back gate';
    const draft = withLocation(start, location, false);
    expect(draft.text).toMatchObject({ tripCharge: '50', crossStreet: 'Back gate' });
    expect(draft.flags.fuelCharge).toBe(false);
  });
});
