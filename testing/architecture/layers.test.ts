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
  'lib/pdf/document.ts': "import { ok } from '../../core/http/ok.ts';\nimport { today } from '../../shared/dates.ts';\n",
  'plugins/notes/index.ts':
    "import { ok } from '../../core/http/ok.ts';\nimport { createPdf } from '../../lib/pdf/document.ts';\nimport { Field } from '../../web/ui/Field.tsx';\n",
  'testing/portal.ts':
    "import { ok } from '../core/http/ok.ts';\nimport { createPdf } from '../lib/pdf/document.ts';\nimport notes from '../plugins/notes/index.ts';\nimport { Field } from '../web/ui/Field.tsx';\n",
  'plugins/notes/test-support.ts': "import { createTestPortal } from '../../testing/portal.ts';\n",
  'core/http/ok.test.ts': "import { Field } from '../../web/ui/Field.tsx';\nimport { createTestPortal } from '../../testing/portal.ts';\n",
  'cli/main.ts': "import { ok } from '../core/http/ok.ts';\nimport config from '../hono.config.ts';\n",
  'portal.ts': "import { main } from './cli/main.ts';\n",
};

describe('the layers of the portal', () => {
  it("hold in this repository: the kernel names the browser kit's islands instead of importing them", () => {
    expect(checkLayers(ROOT)).toEqual([]);
  });

  it('accept shared code below everything, the server libraries above core, plugins above both, the test helpers on top, a composition root over them, and tests that import anything', () => {
    expect(checkLayers(tree(sound))).toEqual([]);
  });

  it.each([
    ['core imports web', 'core/pages/page.tsx', "import { Field } from '../../web/ui/Field.tsx';\n", 'web/ui/Field.tsx'],
    ['web imports core', 'web/ui/Date.tsx', "import { ok } from '../../core/http/ok.ts';\n", 'core/http/ok.ts'],
    ['shared imports web', 'shared/format.ts', "import { Field } from '../web/ui/Field.tsx';\n", 'web/ui/Field.tsx'],
    [
      'core imports a server library',
      'core/http/answer.ts',
      "import { createPdf } from '../../lib/pdf/document.ts';\n",
      'lib/pdf/document.ts',
    ],
    ['web imports a server library', 'web/ui/Date.tsx', "import { createPdf } from '../../lib/pdf/document.ts';\n", 'lib/pdf/document.ts'],
    ['a server library imports web', 'lib/pdf/page.tsx', "import { Field } from '../../web/ui/Field.tsx';\n", 'web/ui/Field.tsx'],
    [
      'a server library imports a plugin',
      'lib/pdf/page.ts',
      "import notes from '../../plugins/notes/index.ts';\n",
      'plugins/notes/index.ts',
    ],
    ['core imports a plugin', 'core/boot.ts', "import notes from '../plugins/notes/index.ts';\n", 'plugins/notes/index.ts'],
    ['core imports the application settings', 'core/config.ts', "import config from '../hono.config.ts';\n", 'hono.config.ts'],
    ['core imports the portal command', 'core/boot.ts', "import { main } from '../cli/main.ts';\n", 'cli/main.ts'],
    ['a plugin imports the portal command', 'plugins/notes/commands.ts', "import { main } from '../../cli/main.ts';\n", 'cli/main.ts'],
    ['core imports the test helpers', 'core/boot.ts', "import { createTestPortal } from '../testing/portal.ts';\n", 'testing/portal.ts'],
    [
      'a plugin imports the test helpers outside its tests',
      'plugins/notes/index.ts',
      "import { createTestPortal } from '../../testing/portal.ts';\n",
      'testing/portal.ts',
    ],
    ['web imports the test helpers', 'web/ui/Date.tsx', "import { call } from '../../testing/call.ts';\n", 'testing/call.ts'],
    ['shared imports the test helpers', 'shared/format.ts', "import { call } from '../testing/call.ts';\n", 'testing/call.ts'],
    ['the test helpers import the portal command', 'testing/portal.ts', "import { main } from '../cli/main.ts';\n", 'cli/main.ts'],
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
