import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, RootOperationNode } from 'kysely';

export interface StatementCounter {
  /** Sees every statement the portal sends, query builder and raw `sql` alike. */
  plugin: KyselyPlugin;
  /** The statements sent while `work` runs, by kind (`SelectQueryNode`, `RawNode`, …) in order. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

/**
 * Counts the statements a request sends, for the tests that hold a page to the statements it
 * needs (issue 29: no N+1). A statement counts when its result comes back: a subquery built
 * from the database handle passes through the plugins too, as a query of its own that is never
 * sent. Transaction control (BEGIN, COMMIT) bypasses plugins and is not counted.
 */
export function statementCounter(): StatementCounter {
  let seen: string[] | undefined;
  const kinds = new WeakMap<QueryId, string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (seen) kinds.set(queryId, node.kind);
      return node;
    },
    transformResult: async ({ result, queryId }: PluginTransformResultArgs) => {
      const kind = kinds.get(queryId);
      if (kind) seen?.push(kind);
      return result;
    },
  };
  return {
    plugin,
    async during(work) {
      const statements: string[] = [];
      seen = statements;
      try {
        await work();
      } finally {
        seen = undefined;
      }
      return statements;
    },
  };
}
