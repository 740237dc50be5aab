import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineIsland, IslandPropsError } from './island.tsx';

const labelProps = z.object({ text: z.string().min(1), count: z.number().int().optional() });
const FILE = new URL('./Label.tsx', import.meta.url);

function counted() {
  const render = vi.fn<(text: string) => ReactNode>((text) => <span>{text}</span>);
  const Label = ({ text }: { text: string }) => render(text);
  return { Label, calls: render.mock.calls };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('defineIsland', () => {
  it('renders the component inside a marker with its props as JSON beside it', () => {
    const { Label } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    expect(renderToString(<LabelIsland text="Hi" />)).toBe(
      '<div data-island="demo.Label" data-island-prefix="i0-" class="contents"><span>Hi</span></div>' +
        '<script type="application/json" data-island-props="demo.Label">{"text":"Hi"}</script>',
    );
  });

  it('is the declaration a plugin lists: name, file, schema and component', () => {
    const { Label } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    expect(LabelIsland.island).toMatchObject({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
  });

  it('types the props from the schema', () => {
    const { Label } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    expectTypeOf(LabelIsland).parameter(0).toEqualTypeOf<{ text: string; count?: number | undefined }>();
    // @ts-expect-error: a prop the schema does not have
    void (() => <LabelIsland text="Hi" colour="red" />);
    // @ts-expect-error: a required prop missing
    void (() => <LabelIsland />);
    // @ts-expect-error: a component whose props the schema does not give
    defineIsland({ name: 'demo.Other', file: FILE, props: labelProps, component: ({ other }: { other: number }) => <b>{other}</b> });
  });

  it('refuses props the schema refuses, in development and tests, naming the island and the field', () => {
    const { Label, calls } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    const bad = { text: '', count: 1.5 };
    expect(() => renderToString(<LabelIsland {...bad} />)).toThrow(IslandPropsError);
    expect(() => renderToString(<LabelIsland {...bad} />)).toThrow(
      /^Island "demo\.Label" was rendered with props its schema refuses:[\s\S]*at text[\s\S]*at count/,
    );
    expect(calls.length).toBe(0);
  });

  it('skips the check in production, for speed', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { Label } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    expect(renderToString(<LabelIsland text="" />)).toContain('{"text":""}');
  });

  it('renders an island that reads more than its props on every request', () => {
    const { Label, calls } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Label', file: FILE, props: labelProps, component: Label });
    renderToString(<LabelIsland text="a" />);
    renderToString(<LabelIsland text="a" />);
    expect(calls.length).toBe(2);
  });

  it('renders an island whose HTML comes from its props alone once per props, and reuses that HTML', () => {
    const { Label, calls } = counted();
    const LabelIsland = defineIsland({ name: 'demo.Pure', file: FILE, props: labelProps, component: Label, rendersFromPropsAlone: true });
    const first = renderToString(<LabelIsland text="pure-a" />);
    expect(renderToString(<LabelIsland text="pure-a" />)).toBe(first);
    expect(calls.length).toBe(1);
    expect(renderToString(<LabelIsland text="pure-b" />)).toContain('<span>pure-b</span>');
    expect(calls.length).toBe(2);
  });
});
