import { describe, expect, it } from 'vitest';
import { pickupDraft, pickupPayload, sampleDraft } from './draft.ts';

describe('the pickup form values', () => {
  it("starts a new pickup with the spec's initial values", () => {
    const draft = pickupDraft(null, 1);
    expect(draft.text).toMatchObject({ priority: 'Standard', tripCharge: '0', pickupStatusId: '1' });
    expect(draft.flags).toEqual({ droppedOff: false, fuelCharge: false, savePickupAddress: true, saveProjectAddress: true });
    expect(sampleDraft(null)).toMatchObject({ qty: '1', allowTesting: true, overridePrice: false });
  });

  it('sends dates as YYYY-MM-DD, an empty receive date as null, and leaves out empty times and actual date', () => {
    const draft = pickupDraft(null, 1);
    draft.text.schedPickupDate = '11/24/2026';
    draft.text.orderDate = '13/45/2026';
    const payload = pickupPayload(draft);
    expect(payload).toMatchObject({ schedPickupDate: '2026-11-24', orderDate: '13/45/2026', receiveDate: null });
    expect(payload).not.toHaveProperty('arrivalTime');
    expect(payload).not.toHaveProperty('departureTime');
    expect(payload).not.toHaveProperty('actualPickupDate');
  });

  it("shows 'For Information Only' in min psi for a flagged set", () => {
    const sample = { id: 1, sampleNum: '1001.1', sampleTypeId: 2, qty: 3, actualQty: null, castDate: '2026-11-20', minPsi: null, maxPsi: null, forInformationOnly: true, rate: 25, overridePrice: false, allowTesting: true, description: null, notes: null, dimensions: null, castLocation: null, pickupLocation: null, specimens: [] };
    expect(sampleDraft(sample)).toMatchObject({ minPsi: 'For Information Only', castDate: '11/20/2026', rate: '25' });
  });
});
