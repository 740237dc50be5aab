import { defineIsland } from '../../core/ssr/island.tsx';
import { sampleTypeFormPropsSchema, testTypeFormPropsSchema } from './islands/props.ts';
import SampleTypeForm from './islands/SampleTypeForm.tsx';
import TestTypeForm from './islands/TestTypeForm.tsx';

export const SampleTypeFormIsland = defineIsland({
  name: 'sample-types.SampleTypeForm',
  file: new URL('./islands/SampleTypeForm.tsx', import.meta.url),
  props: sampleTypeFormPropsSchema,
  component: SampleTypeForm,
});

export const TestTypeFormIsland = defineIsland({
  name: 'sample-types.TestTypeForm',
  file: new URL('./islands/TestTypeForm.tsx', import.meta.url),
  props: testTypeFormPropsSchema,
  component: TestTypeForm,
});
