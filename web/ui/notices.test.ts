import { getDefaultStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsAtom, confirmAction, confirmationAtom, resetNotices, showError, showSuccess, showWarning } from './notices.ts';

const store = getDefaultStore();

afterEach(() => {
  vi.useRealTimers();
  resetNotices();
});

describe('notices', () => {
  it('closes a success alert after 1.5 s and a warning after 3 s', () => {
    vi.useFakeTimers();
    showSuccess('User has been created');
    showWarning('You cannot manually change the pickup status to invoiced');
    expect(store.get(alertsAtom).map((alert) => alert.title)).toEqual(['Success', 'Warning']);
    vi.advanceTimersByTime(1499);
    expect(store.get(alertsAtom)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.get(alertsAtom).map((alert) => alert.kind)).toEqual(['warning']);
    vi.advanceTimersByTime(1499);
    expect(store.get(alertsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(alertsAtom)).toEqual([]);
  });

  it('keeps an error alert, titled Error, for 6 s', () => {
    vi.useFakeTimers();
    const id = showError('Invalid email or password');
    vi.advanceTimersByTime(5999);
    expect(store.get(alertsAtom)).toEqual([{ id, kind: 'error', title: 'Error', message: 'Invalid email or password' }]);
    vi.advanceTimersByTime(1);
    expect(store.get(alertsAtom)).toEqual([]);
  });

  it('closes the errors and warnings when the next action succeeds', () => {
    showError('Enter a valid email address');
    showWarning('You cannot manually change the pickup status to invoiced');
    showSuccess('Your pickup was saved');
    expect(store.get(alertsAtom).map((alert) => alert.kind)).toEqual(['success']);
  });

  it('never piles up: the same message shows once, and at most three alerts show', () => {
    for (let attempt = 0; attempt < 5; attempt++) showError('Enter a valid email address');
    expect(store.get(alertsAtom)).toHaveLength(1);
    for (const message of ['one', 'two', 'three', 'four']) showError(message);
    expect(store.get(alertsAtom).map((alert) => alert.message)).toEqual(['two', 'three', 'four']);
  });

  it('tells every subscriber, as the host in another island is told', () => {
    const seen: number[] = [];
    const stop = store.sub(alertsAtom, () => seen.push(store.get(alertsAtom).length));
    showError('one');
    showError('two');
    stop();
    expect(seen).toEqual([1, 2]);
  });

  it('resolves a confirmation with the choice', async () => {
    const answer = confirmAction({ message: 'Are you sure you wish to delete this sample?', confirmLabel: 'Delete' });
    const confirmation = store.get(confirmationAtom);
    expect(confirmation?.confirmLabel).toBe('Delete');
    confirmation?.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(store.get(confirmationAtom)).toBeNull();
  });

  it('answers a pending question with false when a new one is asked', async () => {
    const first = confirmAction({ message: 'Delete the first?', confirmLabel: 'Delete' });
    const second = confirmAction({ message: 'Delete the second?', confirmLabel: 'Delete' });
    await expect(first).resolves.toBe(false);
    expect(store.get(confirmationAtom)?.message).toBe('Delete the second?');
    store.get(confirmationAtom)?.resolve(true);
    await expect(second).resolves.toBe(true);
  });
});
