import { gunzipSync } from 'node:zlib';

/** What a page costs to load: its HTML and every script and stylesheet it names, as gzip sends them. */
export interface PageWeight {
  path: string;
  /** Bytes on the wire, gzipped. */
  bytes: number;
  /** How many script files the page loads before it is interactive. */
  scripts: number;
}

type Fetch = (path: string, init: { headers: Record<string, string> }) => Response | Promise<Response>;

async function wireBytes(fetchPath: Fetch, path: string, cookie: string): Promise<{ bytes: number; text: string }> {
  const response = await fetchPath(path, { headers: { cookie, accept: 'text/html', 'accept-encoding': 'gzip' } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const body = new Uint8Array(await response.arrayBuffer());
  const zipped = response.headers.get('content-encoding') === 'gzip';
  return { bytes: body.byteLength, text: (zipped ? gunzipSync(body) : Buffer.from(body)).toString('utf8') };
}

/**
 * Weighs a page as a browser loads it: the HTML, its stylesheet, its scripts, the modules they
 * preload and the island chunks it names. Chunks loaded later on demand (the password meter's
 * dictionary) are not part of loading the page.
 */
export async function weighPage(fetchPath: Fetch, path: string, cookie: string): Promise<PageWeight> {
  const page = await wireBytes(fetchPath, path, cookie);
  const head = page.text.slice(0, page.text.indexOf('</head>'));
  const urls = new Set<string>();
  for (const match of head.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]!);
  const chunks = /<script type="application\/json" id="island-chunks">(.*?)<\/script>/.exec(head);
  if (chunks) for (const url of Object.values(JSON.parse(chunks[1]!) as Record<string, string>)) urls.add(url);
  let bytes = page.bytes;
  for (const url of urls) bytes += (await wireBytes(fetchPath, url, cookie)).bytes;
  return { path, bytes, scripts: [...urls].filter((url) => url.endsWith('.js')).length };
}
