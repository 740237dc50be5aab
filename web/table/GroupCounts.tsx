import { CHIP_TONES } from './chips.ts';
import type { DataTableProps, GroupCount } from '../../shared/table-props.ts';

type Tones = NonNullable<DataTableProps['groups']>['tones'];

/** How many rows each group of a grouped list has, above the table: the counts whatever the page shows. */
export function GroupCounts({ label, groups, tones = {} }: { label: string; groups: GroupCount[]; tones?: Tones }) {
  const counted = groups.filter((group) => group.count !== undefined);
  if (counted.length === 0) return null;
  return (
    <ul aria-label={`${label}: rows per group`} className="flex flex-wrap gap-2 border-b border-slate-200 px-4 py-3 text-sm">
      {counted.map(({ group, count = 0, countCapped }) => (
        <li
          key={group}
          data-group-count={group}
          className={`rounded-full px-3 py-1 font-medium ${count > 0 ? CHIP_TONES[tones[group] ?? 'slate'] : CHIP_TONES.slate}`}
        >
          {group} <span className="tabular-nums">{countText({ count, countCapped })}</span>
        </li>
      ))}
    </ul>
  );
}

/** A count as people read it: 1,000+ where counting stopped. */
const countText = ({ count = 0, countCapped }: Pick<GroupCount, 'count' | 'countCapped'>) =>
  `${count.toLocaleString('en-US')}${countCapped ? '+' : ''}`;

/** A group's heading text in the table: its name and, when known, its count. */
export function groupHeading(group: string, groups: GroupCount[] | undefined): string {
  const found = groups?.find((item) => item.group === group);
  return found?.count === undefined ? group : `${group} (${countText(found)})`;
}
