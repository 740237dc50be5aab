import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import { afterStatements } from '../db/after-statements.ts';
import type { DataChanges } from './data-changes.ts';

/**
 * Core's bookkeeping, written while only reading (a session's idle touch, a throttle's count, a
 * log line, the job queue's claims): no answer counts them, so writing them changes nothing.
 */
const BOOKKEEPING = new Set(['sessions', 'logs', 'jobs', 'jobschedules', 'ratelimits', 'loginfailures']);

/** A raw statement that writes: its first verb, or a data-modifying `with`. */
const RAW_WRITE = /^\s*(insert|update|delete|truncate|merge|copy)\b|^\s*with\b[\s\S]*\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

/** The table's name in one spelling whether the camel-case plugin ran before or not: `job_schedules`, `jobSchedules` → `jobschedules`. */
function tableName(node: OperationNode | undefined): string | undefined {
  const table = node && AliasNode.is(node) ? node.node : node;
  return table && TableNode.is(table) ? table.table.identifier.name.replaceAll('_', '').toLowerCase() : undefined;
}

function writesData(node: RootOperationNode): boolean {
  const counts = (table: OperationNode | undefined) => !BOOKKEEPING.has(tableName(table) ?? '');
  switch (node.kind) {
    case 'InsertQueryNode':
      return counts(node.into);
    case 'UpdateQueryNode':
      return counts(node.table);
    case 'DeleteQueryNode':
      return node.from.froms.some(counts);
    case 'MergeQueryNode':
      return counts(node.into);
    case 'SelectQueryNode':
      return (node.with?.expressions ?? []).some((cte) => cte.expression.kind !== 'SelectQueryNode');
    case 'RawNode':
      return RAW_WRITE.test(node.sqlFragments.join(' '));
    default:
      return false;
  }
}

/**
 * A Kysely plugin that reports each successful statement that writes the lab's data to
 * `changes`, through whichever code runs it (core, a plugin, a job, a test), so the caches of
 * answers never outlive what they counted.
 */
export function announcingPlugin(changes: DataChanges): KyselyPlugin {
  return afterStatements(writesData, () => changes.wrote());
}
