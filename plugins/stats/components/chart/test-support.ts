/** The attributes of each element of `tag` in server-rendered markup, in document order. */
export function elementsOf(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!])),
  );
}

/** The markup from the first element carrying `attribute` to the end of its closing `</tag>` (no nesting of the same tag inside). */
export function elementWith(html: string, tag: string, attribute: string): string {
  const start = html.lastIndexOf(`<${tag}`, html.indexOf(attribute));
  const close = `</${tag}>`;
  return html.slice(start, html.indexOf(close, start) + close.length);
}
