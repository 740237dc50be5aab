import { defineIsland } from '../../core/ssr/island.tsx';
import NoteForm from './islands/NoteForm.tsx';
import { noteFormPropsSchema } from './islands/props.ts';

/** The note form, declared once: listed in the plugin's `islands` and rendered by the pages as a component. */
export const NoteFormIsland = defineIsland({
  name: 'example-notes.NoteForm',
  file: new URL('./islands/NoteForm.tsx', import.meta.url),
  props: noteFormPropsSchema,
  component: NoteForm,
});
