import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { islandOf } from '../islands/found.ts';
import { AssetManifest } from '../islands/manifest.ts';
import { renderDocument, UnbuiltIslandError } from './document.tsx';
import { Island, portalIslands, UnknownIslandError, type PortalIslands } from './island.tsx';

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

/** `plugins/demo/islands/Counter.tsx`, as a page imports it and as the portal found it. */
const CounterFile = { default: Counter, props: z.object({ start: z.number(), note: z.string().optional() }) };
const file = { name: 'demo.Counter', source: 'plugins/demo/islands/Counter.tsx', module: new URL('./Counter.tsx', import.meta.url) };
const islands: PortalIslands = portalIslands([islandOf(file, CounterFile)]);

const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

describe('rendering a page document', () => {
  it('loads only the shell script on a page without islands', () => {
    const html = renderDocument({ title: 'Profile', body: <p>Read only</p>, assets, islands });
    expect(scripts(html)).toEqual(['/assets/shell-1.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-1.css">');
  });

  it('renders an island on the server and loads its chunk and the runtime', () => {
    const html = renderDocument({ title: 'Counter', body: <Island of={CounterFile} start={3} />, assets, islands });
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
      body: <Island of={CounterFile} start={1} note="</script><script>alert(1)</script>" />,
      assets,
      islands,
    });
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('refuses a component that is no island file of an enabled plugin, instead of leaving it without its chunk', () => {
    const render = () => renderDocument({ title: 'x', body: <Island of={CounterFile} start={1} />, assets, islands: portalIslands([]) });
    expect(render).toThrow(UnknownIslandError);
    expect(render).toThrow('Island "Counter" is rendered, but it is the default export of no island file');
  });

  it('refuses an island the built bundles have no chunk for, saying to build them', () => {
    const built = new AssetManifest({ 'web/styles.css': { file: 'styles-1.css' }, 'web/shell.ts': { file: 'shell-1.js', isEntry: true } });
    const render = () => renderDocument({ title: 'x', body: <Island of={CounterFile} start={1} />, assets: built, islands });
    expect(render).toThrow(UnbuiltIslandError);
    expect(render).toThrow(
      'Island "demo.Counter" has no chunk in the built bundles (plugins/demo/islands/Counter.tsx is not in their manifest)',
    );
  });

  it('renders an island without bundles at all (tests through app.request)', () => {
    expect(renderDocument({ title: 'x', body: <Island of={CounterFile} start={1} />, assets: null, islands })).toContain(
      'data-island="demo.Counter"',
    );
  });

  it('escapes the title', () => {
    expect(renderDocument({ title: '<b>', body: <p />, assets: null, islands })).toContain('<title>&#60;b&#62;</title>');
  });
});
