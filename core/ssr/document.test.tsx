import { describe, expect, it } from 'vitest';
import { AssetManifest } from '../islands/manifest.ts';
import { renderDocument } from './document.tsx';
import { Island } from './island.tsx';

const assets = new AssetManifest({
  'web/styles.css': { file: 'styles-1.css' },
  'web/shell.ts': { file: 'shell-1.js', isEntry: true },
  'web/islands-runtime.ts': { file: 'islands-runtime-1.js', isEntry: true, imports: ['_react.js'] },
  'plugins/demo/islands/Counter.tsx': { file: 'Counter-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react-1.js' },
});
const sources = new Map([['demo.Counter', 'plugins/demo/islands/Counter.tsx']]);

function Counter({ start }: { start: number }) {
  return <button type="button">{`Count ${start}`}</button>;
}

const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);

describe('rendering a page document', () => {
  it('loads only the shell script on a page without islands', () => {
    const html = renderDocument({ title: 'Profile', body: <p>Read only</p>, assets, islandSources: sources });
    expect(scripts(html)).toEqual(['/assets/shell-1.js']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-1.css">');
  });

  it('renders an island on the server and loads its chunk and the runtime', () => {
    const html = renderDocument({
      title: 'Counter',
      body: <Island name="demo.Counter" component={Counter} props={{ start: 3 }} />,
      assets,
      islandSources: sources,
    });
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
      body: <Island name="demo.Counter" component={Counter} props={{ start: 1, note: '</script><script>alert(1)</script>' } as never} />,
      assets,
      islandSources: sources,
    });
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('escapes the title', () => {
    expect(renderDocument({ title: '<b>', body: <p />, assets: null, islandSources: sources })).toContain('<title>&#60;b&#62;</title>');
  });
});
