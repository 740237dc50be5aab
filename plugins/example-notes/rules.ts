import { BusinessRuleError } from '../../core/errors.ts';

export const PINNED_NOTE = 'Unpin the note before deleting it';

/**
 * A rule as a pure function: a pinned note is kept on purpose, so deleting it is refused (422)
 * until it is unpinned. Tested without a server or a database.
 * @example assertDeletable({ isPinned: true }) // throws BusinessRuleError(PINNED_NOTE)
 */
export function assertDeletable(note: { isPinned: boolean }): void {
  if (note.isPinned) throw new BusinessRuleError(PINNED_NOTE);
}
