import { defineIsland } from '../../core/ssr/island.tsx';
import EquipmentForm from './islands/EquipmentForm.tsx';
import { equipmentFormPropsSchema } from './islands/props.ts';

export const EquipmentFormIsland = defineIsland({
  name: 'equipment.EquipmentForm',
  file: new URL('./islands/EquipmentForm.tsx', import.meta.url),
  props: equipmentFormPropsSchema,
  component: EquipmentForm,
});
