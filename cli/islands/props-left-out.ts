import { parseSync, type Plugin } from 'vite';

type Statement = ReturnType<typeof parseSync>['program']['body'][number];

/** The names an `export const ...` or `export { ... }` statement gives; none for any other statement. */
function exportedNames(statement: Statement): string[] {
  if (statement.type !== 'ExportNamedDeclaration') return [];
  if (statement.declaration?.type === 'VariableDeclaration') {
    return statement.declaration.declarations.map((declarator) => (declarator.id.type === 'Identifier' ? declarator.id.name : ''));
  }
  return statement.specifiers.map((specifier) =>
    specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value),
  );
}

/**
 * An island file's code without its `props` export (`export const props = ...` or
 * `export { schema as props } from '...'`). The statement must export nothing else, so that
 * leaving it out takes nothing the component needs.
 * @example withoutPropsExport("export { schema as props } from './props.ts';\nexport default F;", 'F.tsx') // '\nexport default F;'
 */
export function withoutPropsExport(code: string, file: string): string {
  const { program } = parseSync(file, code, { lang: 'tsx', sourceType: 'module' });
  const statements = program.body.filter((statement) => exportedNames(statement).includes('props'));
  if (statements.some((statement) => exportedNames(statement).length > 1)) {
    throw new Error(`${file}: export \`props\` in a statement of its own, so that the browser build can leave it out`);
  }
  return statements.reduceRight((text, statement) => text.slice(0, statement.start) + text.slice(statement.end), code);
}

/**
 * Leaves each island's `props` schema out of the browser bundles, as Remix leaves a route's
 * `loader` out: the schema is the server's check of a page's props, and would bring full zod
 * (25 KB gzipped) into the chunks. Its imports go with it when nothing else uses them.
 * @param islandFiles the islands' absolute paths, as the bundler names modules.
 */
export function islandPropsLeftOut(islandFiles: ReadonlySet<string>): Plugin {
  return {
    name: 'portal:island-props-left-out',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      return islandFiles.has(file) ? { code: withoutPropsExport(code, file), map: null } : null;
    },
  };
}
