import { InputError } from '../../core/errors.ts';
import { equipmentService, type Equipment } from '../equipment/index.ts';
import type { Db } from './reports.repository.ts';

/**
 * The test equipment a report's form chooses, as it is now (the report keeps this copy): each
 * must exist, and equipment newly chosen must not be past its calibration due date on the lab's
 * `today`. Equipment the report already lists stays, so a later save is not refused for it.
 */
export async function chooseEquipment(
  db: Db,
  ids: readonly number[],
  alreadyListed: ReadonlySet<number>,
  today: string,
): Promise<Equipment[]> {
  const chosen = await equipmentService.findMany(db, ids);
  if (chosen.length !== new Set(ids).size) throw new InputError('Invalid input', { equipment: 'Choose existing test equipment' });
  const overdue = chosen.find((item) => !alreadyListed.has(item.id) && equipmentService.calibrationOverdue(item, today));
  if (overdue) throw new InputError('Invalid input', { equipment: equipmentService.overdueMessage(overdue) });
  return chosen;
}
