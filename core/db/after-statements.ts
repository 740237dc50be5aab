import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * A Kysely plugin that calls `then` after each statement `matches` picks has succeeded, through
 * whichever code runs it (core, a plugin, a job, a test): how caches learn of the writes that
 * outdate them.
 */
export function afterStatements(matches: (node: RootOperationNode) => boolean, then: () => void): KyselyPlugin {
  const picked = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (matches(node)) picked.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (picked.has(queryId)) then();
      return result;
    },
  };
}
