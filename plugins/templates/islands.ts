import { defineIsland } from '../../core/ssr/island.tsx';
import Playground from './islands/Playground.tsx';
import { playgroundPropsSchema } from './schema.ts';

/** The template playground: inputs in, computed values and pass status out, in the browser. */
export const PlaygroundIsland = defineIsland({
  name: 'templates.Playground',
  file: new URL('./islands/Playground.tsx', import.meta.url),
  props: playgroundPropsSchema,
  component: Playground,
});
