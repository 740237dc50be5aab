import { defineIsland } from '../../core/ssr/island.tsx';
import InspectorForm from './islands/InspectorForm.tsx';
import NewInspectorButton from './islands/NewInspectorButton.tsx';
import { inspectorFormPropsSchema, newInspectorButtonPropsSchema } from './islands/props.ts';

export const InspectorFormIsland = defineIsland({
  name: 'inspectors.InspectorForm',
  file: new URL('./islands/InspectorForm.tsx', import.meta.url),
  props: inspectorFormPropsSchema,
  component: InspectorForm,
});

/** The list's New Inspector button with its dialog. */
export const NewInspectorButtonIsland = defineIsland({
  name: 'inspectors.NewInspectorButton',
  file: new URL('./islands/NewInspectorButton.tsx', import.meta.url),
  props: newInspectorButtonPropsSchema,
  component: NewInspectorButton,
});
