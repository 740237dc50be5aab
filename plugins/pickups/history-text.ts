import type { HistoryEntry } from '../../core/audit/audit.ts';
import { isIsoDate, toDisplayDate } from '../../shared/dates.ts';
import { FIELD_LABELS } from './components/labels.ts';

/** The names behind the ids a pickup's history records, by field (`pickupStatusId`, `driverId`, ...). */
export type HistoryNames = Partial<Record<string, ReadonlyMap<number, string>>>;

/** One history entry as people read it. */
export interface HistoryLine {
  id: number;
  /** When, in the lab's time zone: `11/24/2026, 9:05 AM PST`. */
  when: string;
  who: string;
  /** What happened: `Updated pickup 1042`, `Created specimen 1042.1.3`. */
  what: string;
  /** `Status: Open → Received`, for the changes of an update or a receive. */
  changes: string[];
}

const ENTITY_NAMES: Record<string, string> = { pickup: 'pickup', sample: 'sample set', specimen: 'specimen', upload: 'photo' };
const ACTION_NAMES: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted', receive: 'Received' };
/** Bookkeeping the trail records that nobody changed by hand. */
const HIDDEN_FIELDS = new Set([
  'id',
  'n',
  'pickupId',
  'sampleId',
  'version',
  'savedPickupLocationId',
  'savedProjectLocationId',
  'changesInvoice',
  'pickupNumber',
  'parentId',
]);
const NUMBER_FIELDS: Record<string, string> = { pickup: 'pickupNumber', sample: 'sampleNum', specimen: 'specimenNum', upload: 'fileName' };

function valueText(field: string, value: unknown, names: HistoryNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const named = typeof value === 'number' ? names[field]?.get(value) : undefined;
  if (named) return named;
  if (typeof value === 'string' && isIsoDate(value)) return toDisplayDate(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field name people read: the form's label, else its camelCase words. */
export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The history as lines people read: labels instead of field names, names instead of ids,
 * record numbers instead of row ids (a deleted record's from what the trail kept), times in
 * the lab's zone.
 */
export function historyLines(
  entries: readonly HistoryEntry[],
  names: HistoryNames,
  numbers: Partial<Record<string, ReadonlyMap<number, string>>>,
  timeZone: string,
): HistoryLine[] {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return entries.map((entry) => {
    const numberField = NUMBER_FIELDS[entry.entity] ?? '';
    const recorded = entry.changes.find((change) => change.field === numberField);
    const number = recorded?.after ?? recorded?.before ?? numbers[entry.entity]?.get(Number(entry.recordId)) ?? `#${entry.recordId}`;
    const changes =
      entry.action === 'update' || entry.action === 'receive'
        ? entry.changes
            .filter((change) => !HIDDEN_FIELDS.has(change.field))
            .map(
              (change) =>
                `${fieldLabel(change.field)}: ${valueText(change.field, change.before, names)} → ${valueText(change.field, change.after, names)}`,
            )
        : [];
    const who = entry.user ?? 'System';
    return {
      id: entry.id,
      when: clock.format(entry.createdAt),
      who: entry.impersonator ? `${who} (by ${entry.impersonator})` : who,
      what: `${ACTION_NAMES[entry.action] ?? entry.action} ${ENTITY_NAMES[entry.entity] ?? entry.entity} ${String(number)}`,
      changes,
    };
  });
}
