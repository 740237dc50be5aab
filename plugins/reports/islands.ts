import { defineIsland } from '../../core/ssr/island.tsx';
import ReportForm from './islands/ReportForm.tsx';
import { reportFormPropsSchema } from './islands/props.ts';

/** The report detail form. */
export const ReportFormIsland = defineIsland({
  name: 'reports.ReportForm',
  file: new URL('./islands/ReportForm.tsx', import.meta.url),
  props: reportFormPropsSchema,
  component: ReportForm,
});
