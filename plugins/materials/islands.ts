import { defineIsland } from '../../core/ssr/island.tsx';
import MaterialForm from './islands/MaterialForm.tsx';
import { materialFormPropsSchema } from './islands/props.ts';

export const MaterialFormIsland = defineIsland({
  name: 'materials.MaterialForm',
  file: new URL('./islands/MaterialForm.tsx', import.meta.url),
  props: materialFormPropsSchema,
  component: MaterialForm,
});
