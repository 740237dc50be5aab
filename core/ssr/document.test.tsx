import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareIslands, UndeclaredIslandError } from '../islands/declared.ts';
import { AssetManifest } from '../islands/manifest.ts';
import { renderDocument } from './document.tsx';
import { defineIsland } from './island.tsx';

const assets = new AssetManifest({
  'web/styles.css': { file: 'styles-1.css' },
  'web/shell.ts': { file: 'shell-1.js', isEntry: true },
  'web/islands-runtime.ts': { file: 'islands-runtime-1.js', isEntry: true, imports: ['_react.js'] },
  'plugins/demo/islands/Counter.tsx': { file: 'Counter-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react-1.js' },
});

function Counter({ start }: { start: number }) {
  return <button type="button">{`Count ${start}`}</button>;
}

const counterOptions = {
  name: 'demo.Counter',
  file: new URL('../../plugins/demo/islands/Counter.tsx', import.meta.url),
  props: z.object({ start: z.number(), note: z.string().optional() }),
  component: Counter,
};
const CounterIsland = defineIsland(counterOptions);
const islands = declareIslands([{ owner: 'demo', islands: [CounterIsland] }]);

const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

describe('rendering a page document', () => {
  it('loads only the shell script on a page without islands', () => {
    const html = renderDocument({ title: 'Profile', body: <p>Read only</p>, assets, islands });
    expect(scripts(html)).toEqual(['/assets/shell-1.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-1.css">');
  });

  it('renders an island on the server and loads its chunk and the runtime', () => {
    const html = renderDocument({ title: 'Counter', body: <CounterIsland start={3} />, assets, islands });
    expect(html).toContain(
      '<div data-island="demo.Counter" data-island-prefix="i1-" class="contents"><button type="button">Count 3</button></div>',
    );
    expect(html).toContain('<script type="application/json" data-island-props="demo.Counter">{"start":3}</script>');
    expect(html).toContain('{"demo.Counter":"/assets/Counter-1.js"}');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-1.js">');
    expect(scripts(html)).toEqual(['/assets/shell-1.js', '/assets/islands-runtime-1.js']);
  });

  it('escapes props so a value cannot close the script', () => {
    const html = renderDocument({
      title: 'x',
      body: <CounterIsland start={1} note="</script><script>alert(1)</script>" />,
      assets,
      islands,
    });
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('refuses an island no enabled plugin declares, instead of leaving it without its chunk', () => {
    const render = () => renderDocument({ title: 'x', body: <CounterIsland start={1} />, assets, islands: declareIslands([]) });
    expect(render).toThrow(UndeclaredIslandError);
    expect(render).toThrow('Island "demo.Counter" is rendered, but no enabled plugin declares it in its islands list');
  });

  it('refuses another island under a declared name', () => {
    const Impostor = defineIsland(counterOptions);
    expect(() => renderDocument({ title: 'x', body: <Impostor start={1} />, assets, islands })).toThrow(UndeclaredIslandError);
  });

  it('escapes the title', () => {
    expect(renderDocument({ title: '<b>', body: <p />, assets: null, islands })).toContain('<title>&#60;b&#62;</title>');
  });
});

describe('declaring islands at start-up', () => {
  it('refuses a name that is not <owner>.<Component>', () => {
    expect(() => declareIslands([{ owner: 'other', islands: [CounterIsland] }])).toThrow(
      'Island "demo.Counter" of other must be named "other.<Component>"',
    );
    const lower = defineIsland({ ...counterOptions, name: 'demo.counter' });
    expect(() => declareIslands([{ owner: 'demo', islands: [lower] }])).toThrow('must be named "demo.<Component>"');
  });

  it('refuses a name declared twice', () => {
    const again = defineIsland(counterOptions);
    expect(() => declareIslands([{ owner: 'demo', islands: [CounterIsland, again] }])).toThrow('Island "demo.Counter" is declared twice');
  });

  it('knows each island by name with the source file its chunk is built from', () => {
    expect(islands.get('demo.Counter')).toEqual({ island: CounterIsland.island, source: 'plugins/demo/islands/Counter.tsx' });
  });
});
