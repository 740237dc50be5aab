import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, RootOperationNode } from 'kysely';

export interface StatementCounter {
  /** Sees every statement the portal sends, query builder and raw `sql` alike. */
  plugin: KyselyPlugin;
  /** The statements sent while `work` runs, by kind (`SelectQueryNode`, `RawNode`, …) in order. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

/**
 * Counts the statements a request sends, for the tests that hold a page to the statements it
 * needs (issue 29: no N+1). Transaction control (BEGIN, COMMIT) bypasses plugins and is not counted.
 */
export function statementCounter(): StatementCounter {
  let seen: string[] | undefined;
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      seen?.push(node.kind);
      return node;
    },
    transformResult: async ({ result }: PluginTransformResultArgs) => result,
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
