import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import { afterStatements } from '../db/after-statements.ts';
import { tableKey, type ChangedTables, type DataChanges } from './data-changes.ts';

/**
 * Core's bookkeeping, written while only reading (a session's idle touch, a throttle's count, a
 * log line, the job queue's claims): no answer counts them, so writing them changes nothing.
 */
const BOOKKEEPING = new Set(['sessions', 'logs', 'jobs', 'jobschedules', 'ratelimits', 'loginfailures']);

/** A raw statement that writes: its first verb, or a data-modifying `with`. */
const RAW_WRITE = /^\s*(insert|update|delete|truncate|merge|copy)\b|^\s*with\b[\s\S]*\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

/** The table's name in one spelling (`tableKey`), if the node names a table. */
function tableName(node: OperationNode | undefined): string | undefined {
  const table = node && AliasNode.is(node) ? node.node : node;
  return table && TableNode.is(table) ? tableKey(table.table.identifier.name) : undefined;
}

/** The lab's tables among these (a name not known counts as every table); none is `false`. */
function labTables(tables: ReadonlyArray<OperationNode | undefined>): ChangedTables | false {
  const names = tables.map(tableName);
  if (names.includes(undefined)) return 'every';
  const lab = new Set((names as string[]).filter((name) => !BOOKKEEPING.has(name)));
  return lab.size > 0 ? lab : false;
}

/** The lab's tables a statement writes, every table when they cannot be told (raw SQL, a writing `with`), or `false` for none. */
function writtenTables(node: RootOperationNode): ChangedTables | false {
  switch (node.kind) {
    case 'InsertQueryNode':
      return labTables([node.into]);
    case 'UpdateQueryNode':
      return labTables([node.table]);
    case 'DeleteQueryNode':
      return labTables(node.from.froms);
    case 'MergeQueryNode':
      return labTables([node.into]);
    case 'SelectQueryNode':
      return (node.with?.expressions ?? []).some((cte) => cte.expression.kind !== 'SelectQueryNode') && 'every';
    case 'RawNode':
      return RAW_WRITE.test(node.sqlFragments.join(' ')) && 'every';
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
  return afterStatements(writtenTables, (tables) => changes.wrote(tables));
}
