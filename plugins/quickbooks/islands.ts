import { defineIsland } from '../../core/ssr/island.tsx';
import Disconnect from './islands/Disconnect.tsx';
import { disconnectPropsSchema } from './islands/props.ts';

export const DisconnectIsland = defineIsland({
  name: 'quickbooks.Disconnect',
  file: new URL('./islands/Disconnect.tsx', import.meta.url),
  props: disconnectPropsSchema,
  component: Disconnect,
});
