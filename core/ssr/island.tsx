import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';

/** An island's props travel as JSON: an object, described by a schema without transforms. */
export type IslandPropsSchema = z.ZodType<object>;

/**
 * What an island file exports (`plugins/<id>/islands/<Name>.tsx`, core's in `web/islands/`): its
 * component as the default export, and `props`, the schema of its props, which the browser
 * build leaves out (cli/islands/props-left-out.ts). A page renders the module with `Island`.
 */
export interface IslandModule<S extends IslandPropsSchema = IslandPropsSchema> {
  readonly default: ComponentType<z.infer<S>>;
  readonly props: S;
  /** The server HTML depends on the props alone (no clock, no storage, no request): rendered once per props and reused. */
  readonly rendersFromPropsAlone?: boolean;
}

/** An island of the portal, as its file gives it. */
export interface IslandDefinition {
  /** `<owner>.<Name>`: the plugin's id (`core` for core's) and the file's name. */
  readonly name: string;
  /** The file's project path: the build's entry, by which the manifest names the chunk the browser loads. */
  readonly source: string;
  readonly props: IslandPropsSchema;
  /** Rendered with props its schema accepts (checked outside production). */
  readonly component: ComponentType<object>;
  readonly rendersFromPropsAlone: boolean;
}

/**
 * An island named rather than imported: how the kernel renders the browser kit's islands
 * (`web/islands/`), whose files it does not import; their props' schemas live in `shared/`.
 */
export interface IslandReference<S extends IslandPropsSchema = IslandPropsSchema> {
  /** `core.<Name>`: the island file's name. */
  readonly name: string;
  readonly props: S;
}

/**
 * Names an island of `web/islands/` for the kernel's pages and the plugins that render it.
 * @example export const LoginForm = islandNamed('core.LoginForm', loginFormPropsSchema);
 */
export const islandNamed = <S extends IslandPropsSchema>(name: string, props: S): IslandReference<S> => ({ name, props });

/** The islands of core and the enabled plugins, by their component and by their name: the only ones a page may render. */
export interface PortalIslands {
  readonly byComponent: ReadonlyMap<object, IslandDefinition>;
  readonly byName: ReadonlyMap<string, IslandDefinition>;
}

/** The portal's islands from their definitions; two files may not export one component. */
export function portalIslands(islands: readonly IslandDefinition[]): PortalIslands {
  const byComponent = new Map<object, IslandDefinition>();
  for (const island of islands) {
    const other = byComponent.get(island.component);
    if (other) throw new Error(`${island.source} and ${other.source} export the same component: an island is one file`);
    byComponent.set(island.component, island);
  }
  return { byComponent, byName: new Map(islands.map((island) => [island.name, island])) };
}

/** A page rendered an island with props its schema refuses (checked in development and tests only). */
export class IslandPropsError extends Error {
  override readonly name = 'IslandPropsError';
  constructor(island: string, error: z.ZodError) {
    super(`Island "${island}" was rendered with props its schema refuses:\n${z.prettifyError(error)}`);
  }
}

/** A page rendered as an island a component that no island file of core or an enabled plugin exports, or a name no file has. */
export class UnknownIslandError extends Error {
  override readonly name = 'UnknownIslandError';
  constructor(island: { displayName?: string | undefined; name: string }) {
    const name = island.displayName ?? island.name;
    super(
      `Island "${name || 'anonymous'}" is rendered, but it is the default export of no island file (plugins/<id>/islands/<Name>.tsx) of an enabled plugin`,
    );
  }
}

/** Collects the islands one page renders, so the document loads only their chunks. */
export class IslandCollector {
  readonly used = new Map<string, IslandDefinition>();
  #count = 0;
  /**
   * @param islands what the page may render: the portal's islands.
   * @param nonce the page's Content-Security-Policy nonce, carried by the islands' props scripts.
   */
  constructor(
    private readonly islands: PortalIslands,
    readonly nonce?: string,
  ) {}
  /** The island the page renders (a file's module, or a name), noted; one of no island file is an error. */
  use(of: IslandModule | IslandReference): IslandDefinition {
    const island = 'default' in of ? this.islands.byComponent.get(of.default) : this.islands.byName.get(of.name);
    if (!island) throw new UnknownIslandError('default' in of ? of.default : of);
    this.used.set(island.name, island);
    return island;
  }
  /** A per-island id prefix, so two islands never generate the same element ids. */
  nextPrefix(): string {
    this.#count += 1;
    return `i${this.#count}-`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Props are serialised into the page; `<` is escaped so a value can never close the script. */
function serialiseProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(/</g, '\\u003c');
}

/** Server HTML of pure islands by name, id prefix and props; the oldest entry goes first when full. */
const renderedIslands = new Map<string, string>();
const MAX_RENDERED_ISLANDS = 500;

function renderIsland(island: IslandDefinition, props: object, prefix: string, key: string): string {
  const Component = island.component;
  if (!island.rendersFromPropsAlone) return renderToString(<Component {...props} />, { identifierPrefix: prefix });
  const cached = renderedIslands.get(key);
  if (cached !== undefined) return cached;
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  if (renderedIslands.size >= MAX_RENDERED_ISLANDS) renderedIslands.delete(renderedIslands.keys().next().value!);
  renderedIslands.set(key, html);
  return html;
}

/** Production skips the props check: the schemas are for catching a page's mistake before it ships. */
const checksProps = () => process.env.NODE_ENV !== 'production';

/** What a page renders an island with: its file's module or its name (`of`), and the props its schema types (none for `z.object({})`). */
type IslandOf<S extends IslandPropsSchema> = IslandModule<S> | IslandReference<S>;
export type IslandProps<S extends IslandPropsSchema> =
  z.infer<S> extends Record<string, never> ? { of: IslandOf<S> } : { of: IslandOf<S> } & z.infer<S>;

/**
 * Renders an island on the server inside a marker the browser hydrates (`<div data-island="name">`
 * with the props in a JSON script beside it). The component renders as its own root, as the
 * browser will hydrate it, so generated ids match. The props are typed from the file's schema, and
 * checked against it outside production.
 * @example
 * import * as MaterialForm from './islands/MaterialForm.tsx';
 * // in a page:
 * <Island of={MaterialForm} material={material} />
 */
export function Island<S extends IslandPropsSchema>({ of, ...props }: IslandProps<S>): ReactElement {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error('An island renders only inside a page document (renderDocument)');
  const island = collector.use(of);
  if (checksProps()) {
    const checked = island.props.safeParse(props);
    if (!checked.success) throw new IslandPropsError(island.name, checked.error);
  }
  const prefix = collector.nextPrefix();
  const serialised = serialiseProps(props);
  const html = renderIsland(island, props, prefix, `${island.name}\n${prefix}\n${serialised}`);
  return (
    <>
      <div data-island={island.name} data-island-prefix={prefix} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        nonce={collector.nonce}
        data-island-props={island.name}
        dangerouslySetInnerHTML={{ __html: serialised }}
      />
    </>
  );
}
