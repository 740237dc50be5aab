/** A code block of a guide that gives a whole file: its first line `// file <path>`, the file's text after it. */
export interface WholeFileBlock {
  /** Project path of the file (`plugins/example-notes/index.ts`). */
  path: string;
  /** The file's text, ending with its last newline. */
  text: string;
}

/**
 * The whole-file blocks of a guide (```ts or ```tsx fences whose first line is `// file <path>`).
 * @example wholeFileBlocks('```ts\n// file plugins/x/a.ts\nexport const a = 1;\n```') // [{ path: 'plugins/x/a.ts', text: 'export const a = 1;\n' }]
 */
export function wholeFileBlocks(markdown: string): WholeFileBlock[] {
  return [...markdown.matchAll(/^```tsx?\n\/\/ file (\S+)\n([\s\S]*?)^```$/gm)].map((match) => ({ path: match[1]!, text: match[2]! }));
}
