import { describe, expect, it } from 'vitest';
import { withoutPropsExport } from './props-left-out.ts';

describe("an island file's code in the browser build", () => {
  it('leaves out a re-exported schema, and with it the schema module', () => {
    const code = [
      "import { useState } from 'react';",
      "import type { NoteFormProps } from './props.ts';",
      "export { noteFormPropsSchema as props } from './props.ts';",
      'export default function NoteForm({ note }: NoteFormProps) { return <p>{note ?? "é"}</p>; }',
    ].join('\n');
    const left = withoutPropsExport(code, 'NoteForm.tsx');
    expect(left).not.toContain('noteFormPropsSchema');
    expect(left).toContain("import type { NoteFormProps } from './props.ts';");
    expect(left).toContain('export default function NoteForm');
  });

  it('leaves out a schema declared in the file, after text of any alphabet', () => {
    const code =
      "// Reçu – 受け取り\nimport { z } from 'zod';\nexport const props = z.object({ next: z.string().optional() });\nexport default function Login() { return null; }\n";
    expect(withoutPropsExport(code, 'Login.tsx')).toBe(
      "// Reçu – 受け取り\nimport { z } from 'zod';\n\nexport default function Login() { return null; }\n",
    );
  });

  it('keeps a file without the export as it is', () => {
    const code = 'export const rendersFromPropsAlone = true;\nexport { DataTable as default } from "../table/DataTable.tsx";\n';
    expect(withoutPropsExport(code, 'DataTable.tsx')).toBe(code);
  });

  it('refuses `props` exported beside another name, which leaving out would take with it', () => {
    expect(() => withoutPropsExport("export { schema as props, helper } from './props.ts';", 'Form.tsx')).toThrow(
      'Form.tsx: export `props` in a statement of its own',
    );
    expect(() => withoutPropsExport('export const props = 1, other = 2;', 'Form.tsx')).toThrow('in a statement of its own');
  });
});
