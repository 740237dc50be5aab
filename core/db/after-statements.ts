import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * A Kysely plugin that calls `then` after each statement `pick` picks has succeeded, with what
 * it said of it (`true`, or what the statement wrote), through whichever code runs it (core, a
 * plugin, a job, a test): how caches learn of the writes that outdate them.
 */
export function afterStatements<T>(pick: (node: RootOperationNode) => T | false, then: (picked: T) => void): KyselyPlugin {
  const picked = new WeakMap<object, T>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const said = pick(node);
      if (said !== false) picked.set(queryId, said);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (picked.has(queryId)) then(picked.get(queryId)!);
      return result;
    },
  };
}
