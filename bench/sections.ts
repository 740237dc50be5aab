/**
 * docs/benchmarks.md with one section replaced, or added at the end: the section's first line
 * is its `## ` heading, and it runs to the next one. Lets a benchmark that can be measured
 * alone keep its figures, machine and date together without rewriting the rest.
 */
export function withSection(markdown: string, section: string): string {
  const heading = section.slice(0, section.indexOf('\n'));
  const start = markdown.indexOf(heading);
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return `${markdown.slice(0, start)}${section}${next === -1 ? '' : `\n${markdown.slice(next + 1)}`}`;
}
