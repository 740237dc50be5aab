import { describe, expect, it } from 'vitest';
import { BusinessRuleError } from '../../core/errors.ts';
import { assertDeletable, PINNED_NOTE } from './rules.ts';

describe('deleting a note', () => {
  it('is allowed for a note that is not pinned', () => {
    expect(() => assertDeletable({ isPinned: false })).not.toThrow();
  });

  it('is refused for a pinned note, with the reason', () => {
    expect(() => assertDeletable({ isPinned: true })).toThrow(new BusinessRuleError(PINNED_NOTE));
  });
});
