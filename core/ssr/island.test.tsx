import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Island, type PureIsland } from './island.tsx';

function counted() {
  const render = vi.fn<(text: string) => ReactNode>((text) => <span>{text}</span>);
  const Label = ({ text }: { text: string }) => render(text);
  return { Label, calls: render.mock.calls };
}

const page = (Component: (props: { text: string }) => ReactNode, text: string) =>
  renderToString(<Island name="demo.Label" component={Component} props={{ text }} />);

describe('Island', () => {
  it('renders an island that reads more than its props on every request', () => {
    const { Label, calls } = counted();
    page(Label, 'a');
    page(Label, 'a');
    expect(calls.length).toBe(2);
  });

  it('renders an island whose HTML comes from its props alone once per props, and reuses that HTML', () => {
    const { Label, calls } = counted();
    (Label as PureIsland).rendersFromPropsAlone = true;
    const first = page(Label, 'pure-a');
    expect(page(Label, 'pure-a')).toBe(first);
    expect(calls.length).toBe(1);
    expect(page(Label, 'pure-b')).toContain('<span>pure-b</span>');
    expect(calls.length).toBe(2);
  });
});
