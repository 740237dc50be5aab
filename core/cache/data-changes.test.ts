import { describe, expect, it, vi } from 'vitest';
import { DataChanges } from './data-changes.ts';

describe('the data-changed signal', () => {
  it("announces a request's writes once when it has ended, and nothing for a request that only read", async () => {
    const changes = new DataChanges();
    const heard = vi.fn<() => void>();
    changes.subscribe(heard);
    await changes.serve(async () => {
      changes.wrote();
      changes.wrote();
      expect(heard).not.toHaveBeenCalled();
    });
    expect(heard).toHaveBeenCalledTimes(1);
    await changes.serve(async () => 'read only');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('announces a write outside any request at once, and one landing after its request ended', async () => {
    const changes = new DataChanges();
    const heard = vi.fn<() => void>();
    const stop = changes.subscribe(heard);
    changes.wrote();
    expect(heard).toHaveBeenCalledTimes(1);
    let late!: () => void;
    await changes.serve(async () => void (late = () => changes.wrote()));
    late();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    changes.wrote();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("announces the tables a request wrote, together, or every table once one write's tables are not known", async () => {
    const changes = new DataChanges();
    const heard: Array<string[] | 'every'> = [];
    changes.subscribe((tables) => heard.push(tables === 'every' ? tables : [...tables].sort()));
    await changes.serve(async () => {
      changes.wrote(new Set(['testresults']));
      changes.wrote(new Set(['specimens', 'testresults']));
    });
    await changes.serve(async () => {
      changes.wrote(new Set(['specimens']));
      changes.wrote();
    });
    expect(heard).toEqual([['specimens', 'testresults'], 'every']);
  });

  it('runs what waits for the work to settle after it, even when it fails, and at once outside one', async () => {
    const changes = new DataChanges();
    const order: string[] = [];
    await expect(
      changes.serve(async () => {
        changes.whenSettled(() => order.push('settled'));
        order.push('work');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    changes.whenSettled(() => order.push('outside'));
    expect(order).toEqual(['work', 'settled', 'outside']);
  });
});
