import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** Collects the islands one page renders, so the document loads only their chunks. */
export class IslandCollector {
  readonly used = new Set<string>();
  #count = 0;
  /** A per-island id prefix, so two islands never generate the same element ids. */
  nextPrefix(): string {
    this.#count += 1;
    return `i${this.#count}-`;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Props are serialised into the page; `<` is escaped so a value can never close the script. */
export function serialiseProps(props: unknown): string {
  return JSON.stringify(props ?? {}).replace(/</g, '\\u003c');
}

/**
 * An island component may declare that its server HTML depends on its props alone (no clock,
 * no storage, no request): the HTML is then rendered once per props and reused.
 * @example DataTableIsland.rendersFromPropsAlone = true;
 */
export interface PureIsland {
  rendersFromPropsAlone?: boolean;
}

/** Server HTML of pure islands by name, id prefix and props; the oldest entry goes first when full. */
const renderedIslands = new Map<string, string>();
const MAX_RENDERED_ISLANDS = 500;

function renderIsland<P extends object>(Component: ComponentType<P>, props: P, prefix: string, key: string): string {
  if (!(Component as PureIsland).rendersFromPropsAlone) return renderToString(<Component {...props} />, { identifierPrefix: prefix });
  const cached = renderedIslands.get(key);
  if (cached !== undefined) return cached;
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  if (renderedIslands.size >= MAX_RENDERED_ISLANDS) renderedIslands.delete(renderedIslands.keys().next().value!);
  renderedIslands.set(key, html);
  return html;
}

interface IslandProps<P extends object> {
  /** The island's registered name, `<plugin>.<Component>`. */
  name: string;
  component: ComponentType<P>;
  props: P;
}

/**
 * Renders an interactive component on the server inside a marker the browser hydrates:
 * `<div data-island="name">` holding the server HTML, with the props in a JSON script beside it.
 * The component renders as its own root, as the browser will hydrate it, so generated ids match.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  collector?.used.add(name);
  const prefix = collector?.nextPrefix() ?? 'i0-';
  const serialised = serialiseProps(props);
  const html = renderIsland(Component, props, prefix, `${name}\n${prefix}\n${serialised}`);
  return (
    <>
      <div data-island={name} data-island-prefix={prefix} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serialised }} />
    </>
  );
}
