import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';

/** An island's props travel as JSON: an object, described by a schema without transforms. */
export type IslandPropsSchema = z.ZodType<object>;

/** An island as `defineIsland` declares it: its name, chunk, props schema and component. */
export interface IslandDefinition {
  /** Unique across plugins: `<plugin>.<Component>` (`core.<Component>` for core's). */
  readonly name: string;
  /** The module whose default export is `component`: the chunk the browser loads. */
  readonly file: URL;
  readonly props: IslandPropsSchema;
  /** Rendered with props its schema accepts (checked outside production). */
  readonly component: ComponentType<object>;
  /** The server HTML depends on the props alone (no clock, no storage, no request): rendered once per props and reused. */
  readonly rendersFromPropsAlone: boolean;
}

export interface IslandOptions<S extends IslandPropsSchema> {
  name: string;
  file: URL;
  /** The props' schema: in development and tests every render checks the props against it. */
  props: S;
  /** The default export of `file`, rendered on the server; the browser hydrates it from the chunk. */
  component: ComponentType<z.infer<S>>;
  rendersFromPropsAlone?: boolean;
}

/** The server component a page renders: its props are typed from the schema; `island` is what `islands` lists. */
export interface DefinedIsland<P extends object = object> {
  (props: P): ReactElement;
  readonly island: IslandDefinition;
}

/** Any island, whatever its props: what an `islands` list holds. */
export type AnyIsland = DefinedIsland<never>;

/** A page rendered an island with props its schema refuses (checked in development and tests only). */
export class IslandPropsError extends Error {
  override readonly name = 'IslandPropsError';
  constructor(island: string, error: z.ZodError) {
    super(`Island "${island}" was rendered with props its schema refuses:\n${z.prettifyError(error)}`);
  }
}

/** Collects the islands one page renders, so the document loads only their chunks. */
export class IslandCollector {
  readonly used = new Map<string, IslandDefinition>();
  #count = 0;
  /** The page's Content-Security-Policy nonce, carried by the islands' props scripts. */
  constructor(readonly nonce?: string) {}
  /** Notes an island the page renders; two different islands under one name are a mistake. */
  use(island: IslandDefinition): void {
    const known = this.used.get(island.name);
    if (known && known !== island) throw new Error(`Two different islands are named "${island.name}"`);
    this.used.set(island.name, island);
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

/**
 * Declares an island once: the plugin lists the result in `islands`, and pages render it as a
 * component whose props are typed from the schema. It renders on the server inside a marker
 * the browser hydrates (`<div data-island="name">` with the props in a JSON script beside it);
 * the component renders as its own root, as the browser will hydrate it, so generated ids match.
 * @example
 * export const MaterialFormIsland = defineIsland({
 *   name: 'materials.MaterialForm',
 *   file: new URL('./islands/MaterialForm.tsx', import.meta.url),
 *   props: materialFormPropsSchema,
 *   component: MaterialForm,
 * });
 * // in a page: <MaterialFormIsland material={material} />
 */
export function defineIsland<S extends IslandPropsSchema>(options: IslandOptions<S>): DefinedIsland<z.infer<S>> {
  const island: IslandDefinition = {
    name: options.name,
    file: options.file,
    props: options.props,
    // The schema stands between the page's props and the component, so the list can hold any island.
    component: options.component as ComponentType<object>,
    rendersFromPropsAlone: options.rendersFromPropsAlone ?? false,
  };
  function RenderedIsland(props: z.infer<S>) {
    if (checksProps()) {
      const checked = island.props.safeParse(props);
      if (!checked.success) throw new IslandPropsError(island.name, checked.error);
    }
    const collector = useContext(IslandCollectorContext);
    collector?.use(island);
    const prefix = collector?.nextPrefix() ?? 'i0-';
    const serialised = serialiseProps(props);
    const html = renderIsland(island, props, prefix, `${island.name}\n${prefix}\n${serialised}`);
    return (
      <>
        <div data-island={island.name} data-island-prefix={prefix} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
        <script
          type="application/json"
          nonce={collector?.nonce}
          data-island-props={island.name}
          dangerouslySetInnerHTML={{ __html: serialised }}
        />
      </>
    );
  }
  RenderedIsland.displayName = `Island(${island.name})`;
  return Object.assign(RenderedIsland, { island });
}
