import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, noticeStore, showError, showSuccess, showWarning } from './notices.ts';

afterEach(() => {
  vi.useRealTimers();
  noticeStore.reset();
});

describe('notices', () => {
  it('closes a success alert after 1.5 s and a warning after 3 s', () => {
    vi.useFakeTimers();
    showSuccess('User has been created');
    showWarning('You cannot manually change the pickup status to invoiced');
    expect(noticeStore.get().alerts.map((alert) => alert.title)).toEqual(['Success', 'Warning']);
    vi.advanceTimersByTime(1500);
    expect(noticeStore.get().alerts.map((alert) => alert.kind)).toEqual(['warning']);
    vi.advanceTimersByTime(1500);
    expect(noticeStore.get().alerts).toEqual([]);
  });

  it('keeps an error alert, titled Error, until it is closed', () => {
    vi.useFakeTimers();
    const id = showError('Invalid email or password');
    vi.advanceTimersByTime(60_000);
    expect(noticeStore.get().alerts).toEqual([{ id, kind: 'error', title: 'Error', message: 'Invalid email or password' }]);
  });

  it('resolves a confirmation with the choice', async () => {
    const answer = confirmAction({ message: 'Are you sure you wish to delete this sample?', confirmLabel: 'Delete' });
    const confirmation = noticeStore.get().confirmation;
    expect(confirmation?.confirmLabel).toBe('Delete');
    confirmation?.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(noticeStore.get().confirmation).toBeNull();
  });
});
