import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { notesApi } from './api.ts';
import type { NotesDatabase } from './notes.table.ts';
import { notesPages } from './pages.tsx';
import { NOTES_PERMISSION, notesPermissions } from './permissions.ts';
import { seedDemoNotes } from './seed.ts';

/**
 * The guide's example plugin (docs/plugins.md): the lab's notes, with a list, a form, a rule
 * and a migration. It is compiled and tested with the rest, and not enabled in hono.config.ts.
 */
export default definePlugin<NotesDatabase>({
  id: 'example-notes',
  permissions: notesPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Notes', href: '/admin/example-notes', permission: NOTES_PERMISSION.write, order: 170 }],
  api: notesApi,
  pages: notesPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoNotes(ctx.db);
  },
});
