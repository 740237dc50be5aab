import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTrees } from '../../test/support/file-tree.ts';
import { checkLayers } from './layers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const tree = fileTrees('layers-');

const sound = {
  'shared/dates.ts': 'export const today = 1;\n',
  'web/ui/Field.tsx': "import { today } from '../../shared/dates.ts';\n",
  'core/http/ok.ts': "import { today } from '../../shared/dates.ts';\n",
  'plugins/notes/index.ts': "import { ok } from '../../core/http/ok.ts';\nimport { Field } from '../../web/ui/Field.tsx';\n",
  'core/http/ok.test.ts': "import { Field } from '../../web/ui/Field.tsx';\n",
};

describe('the layers of the portal', () => {
  it("hold in this repository: the kernel names the browser kit's islands instead of importing them", () => {
    expect(checkLayers(ROOT)).toEqual([]);
  });

  it('accept shared code below everything, plugins on top, and tests that import anything', () => {
    expect(checkLayers(tree(sound))).toEqual([]);
  });

  it.each([
    ['core imports web', 'core/pages/page.tsx', "import { Field } from '../../web/ui/Field.tsx';\n", 'web/ui/Field.tsx'],
    ['web imports core', 'web/ui/Date.tsx', "import { ok } from '../../core/http/ok.ts';\n", 'core/http/ok.ts'],
    ['shared imports web', 'shared/format.ts', "import { Field } from '../web/ui/Field.tsx';\n", 'web/ui/Field.tsx'],
    ['core imports a plugin', 'core/boot.ts', "import notes from '../plugins/notes/index.ts';\n", 'plugins/notes/index.ts'],
    ['core imports the application settings', 'core/cli/main.ts', "import config from '../../hono.config.ts';\n", 'hono.config.ts'],
    [
      'web imports a plugin lazily',
      'web/ui/Lazy.tsx',
      "const notes = () => import('../../plugins/notes/index.ts');\n",
      'plugins/notes/index.ts',
    ],
  ])('catch %s', (_what, file, source, imports) => {
    expect(checkLayers(tree({ ...sound, [file]: source }))).toEqual([{ file, imports }]);
  });
});
