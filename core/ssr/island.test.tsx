import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { islandOf } from '../islands/found.ts';
import {
  Island,
  IslandCollector,
  IslandCollectorContext,
  IslandPropsError,
  islandNamed,
  portalIslands,
  UnknownIslandError,
  type IslandProps,
  type PortalIslands,
} from './island.tsx';

const labelProps = z.object({ text: z.string().min(1), count: z.number().int().optional() });

/** An island file's module, as `import * as Label from './islands/Label.tsx'` gives it, and the portal that found it. */
function labelIsland(name = 'demo.Label', rendersFromPropsAlone = false) {
  const render = vi.fn<(text: string) => ReactNode>((text) => <span>{text}</span>);
  const Label = ({ text }: { text: string }) => render(text);
  const module = { default: Label, props: labelProps };
  const file = { name, source: 'plugins/demo/islands/Label.tsx', module: new URL('./Label.tsx', import.meta.url) };
  const islands: PortalIslands = portalIslands([islandOf(file, { ...module, rendersFromPropsAlone })]);
  const inPage = (node: ReactNode) =>
    renderToString(<IslandCollectorContext.Provider value={new IslandCollector(islands)}>{node}</IslandCollectorContext.Provider>);
  return { Label: module, inPage, calls: render.mock.calls };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('an island in a page', () => {
  it('renders the component inside a marker with its props as JSON beside it', () => {
    const { Label, inPage } = labelIsland();
    expect(inPage(<Island of={Label} text="Hi" />)).toBe(
      '<div data-island="demo.Label" data-island-prefix="i1-" class="contents"><span>Hi</span></div>' +
        '<script type="application/json" data-island-props="demo.Label">{"text":"Hi"}</script>',
    );
  });

  it('types the props from the schema of its file', () => {
    const { Label } = labelIsland();
    expectTypeOf<Omit<IslandProps<typeof labelProps>, 'of'>>().toEqualTypeOf<{ text: string; count?: number | undefined }>();
    void (() => <Island of={Label} text="Hi" count={2} />);
    // @ts-expect-error: a prop the schema does not have
    void (() => <Island of={Label} text="Hi" colour="red" />);
    // @ts-expect-error: a required prop missing
    void (() => <Island of={Label} />);
    const Other = { default: ({ other }: { other: number }) => <b>{other}</b>, props: labelProps };
    // @ts-expect-error: a component whose props the schema does not give
    void (() => <Island of={Other} text="Hi" />);
    const Empty = { default: () => <b />, props: z.object({}) };
    void (() => <Island of={Empty} />);
    // @ts-expect-error: an island without props takes none
    void (() => <Island of={Empty} text="Hi" />);
  });

  it('refuses props the schema refuses, in development and tests, naming the island and the field', () => {
    const { Label, inPage, calls } = labelIsland();
    const bad = { text: '', count: 1.5 };
    expect(() => inPage(<Island of={Label} {...bad} />)).toThrow(IslandPropsError);
    expect(() => inPage(<Island of={Label} {...bad} />)).toThrow(
      /^Island "demo\.Label" was rendered with props its schema refuses:[\s\S]*at text[\s\S]*at count/,
    );
    expect(calls.length).toBe(0);
  });

  it('skips the check in production, for speed', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { Label, inPage } = labelIsland();
    expect(inPage(<Island of={Label} text="" />)).toContain('{"text":""}');
  });

  it('refuses a component that is no island file of the portal, naming it', () => {
    const { inPage } = labelIsland();
    const Stray = {
      default: function Stray({ text }: { text: string }) {
        return <i>{text}</i>;
      },
      props: labelProps,
    };
    expect(() => inPage(<Island of={Stray} text="Hi" />)).toThrow(UnknownIslandError);
    expect(() => inPage(<Island of={Stray} text="Hi" />)).toThrow(
      'Island "Stray" is rendered, but it is the default export of no island file',
    );
  });

  it("renders an island named rather than imported, as the kernel renders the browser kit's, with the props its schema types", () => {
    const { inPage } = labelIsland('core.Label');
    const Named = islandNamed('core.Label', labelProps);
    expect(inPage(<Island of={Named} text="Hi" />)).toContain(
      '<div data-island="core.Label" data-island-prefix="i1-" class="contents"><span>Hi</span></div>',
    );
    // @ts-expect-error: the schema's props are required by name too
    expect(() => inPage(<Island of={Named} />)).toThrow(IslandPropsError);
    expect(() => inPage(<Island of={islandNamed('core.Missing', labelProps)} text="Hi" />)).toThrow(
      'Island "core.Missing" is rendered, but it is the default export of no island file',
    );
  });

  it('refuses two island files exporting one component', () => {
    const Label = () => null;
    const file = (name: string) => ({ name, source: `plugins/${name}/islands/Label.tsx`, module: new URL('./Label.tsx', import.meta.url) });
    const twice = [islandOf(file('a'), { default: Label, props: labelProps }), islandOf(file('b'), { default: Label, props: labelProps })];
    expect(() => portalIslands(twice)).toThrow('plugins/b/islands/Label.tsx and plugins/a/islands/Label.tsx export the same component');
  });

  it('renders only inside a page document', () => {
    const { Label } = labelIsland();
    expect(() => renderToString(<Island of={Label} text="Hi" />)).toThrow('An island renders only inside a page document');
  });

  it('renders an island that reads more than its props on every request', () => {
    const { Label, inPage, calls } = labelIsland();
    inPage(<Island of={Label} text="a" />);
    inPage(<Island of={Label} text="a" />);
    expect(calls.length).toBe(2);
  });

  it('renders an island whose HTML comes from its props alone once per props, and reuses that HTML', () => {
    const { Label, inPage, calls } = labelIsland('demo.Pure', true);
    const first = inPage(<Island of={Label} text="pure-a" />);
    expect(inPage(<Island of={Label} text="pure-a" />)).toBe(first);
    expect(calls.length).toBe(1);
    expect(inPage(<Island of={Label} text="pure-b" />)).toContain('<span>pure-b</span>');
    expect(calls.length).toBe(2);
  });
});
