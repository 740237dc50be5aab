import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../core/audit/audit.ts';
import { fieldLabel, historyLines } from './history-text.ts';

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  entity: 'pickup',
  recordId: '7',
  action: 'update',
  userId: 1,
  impersonatorId: null,
  user: 'Ann Admin',
  impersonator: null,
  createdAt: new Date('2026-11-24T17:05:00Z'),
  changes: [],
  ...fields,
});

describe("a pickup's history as people read it", () => {
  const names = {
    pickupStatusId: new Map([
      [1, 'Open'],
      [2, 'Received'],
    ]),
    driverId: new Map([[5, 'Dan Driver']]),
  };

  it('names statuses and people, labels fields, and tells the time in the lab zone', () => {
    const [line] = historyLines(
      [
        entry({
          changes: [
            { field: 'pickupStatusId', before: 1, after: 2 },
            { field: 'driverId', before: null, after: 5 },
            { field: 'crossStreet', before: '', after: '4417#' },
            { field: 'droppedOff', before: false, after: true },
            { field: 'version', before: 1, after: 2 },
          ],
        }),
      ],
      names,
      { pickup: new Map([[7, '1042']]) },
      'America/Los_Angeles',
    );
    expect(line).toEqual({
      id: 1,
      when: '11/24/2026, 9:05 AM PST',
      who: 'Ann Admin',
      what: 'Updated pickup 1042',
      changes: ['Status: Open → Received', 'Driver: — → Dan Driver', 'Gate Code: — → 4417#', 'Dropped Off: No → Yes'],
    });
  });

  it("numbers a created or deleted specimen from what the trail kept, and an update from today's number", () => {
    const lines = historyLines(
      [
        entry({
          entity: 'specimen',
          recordId: '13',
          action: 'create',
          changes: [{ field: 'specimenNum', before: null, after: '1042.1.3' }],
        }),
        entry({ entity: 'specimen', recordId: '13', changes: [{ field: 'testDate', before: '2026-12-01', after: '2026-12-22' }] }),
        entry({ entity: 'sample', recordId: '4', action: 'delete', changes: [{ field: 'sampleNum', before: '1042.2', after: null }] }),
      ],
      names,
      { specimen: new Map([[13, '1042.1.3']]) },
      'America/Los_Angeles',
    );
    expect(lines.map((line) => line.what)).toEqual(['Created specimen 1042.1.3', 'Updated specimen 1042.1.3', 'Deleted sample set 1042.2']);
    expect(lines[1]!.changes).toEqual(['Test Date: 12/01/2026 → 12/22/2026']);
  });

  it('says who acted for whom, and words an unknown field', () => {
    const [line] = historyLines([entry({ impersonator: 'Ann Admin', user: 'Acme Customer' })], {}, {}, 'UTC');
    expect(line!.who).toBe('Acme Customer (by Ann Admin)');
    expect(line!.what).toBe('Updated pickup #7');
    expect(fieldLabel('someNewField')).toBe('Some new field');
  });

  it('names a photo the driver added by its file', () => {
    const fileName = 'pickup_7_00112233445566778899aabbccddeeff.jpg';
    const [line] = historyLines(
      [entry({ entity: 'upload', recordId: fileName, action: 'create', changes: [{ field: 'fileName', before: null, after: fileName }] })],
      names,
      {},
      'America/Los_Angeles',
    );
    expect(line!.what).toBe(`Created photo ${fileName}`);
  });
});
