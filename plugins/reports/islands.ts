import { defineIsland } from '../../core/ssr/island.tsx';
import GeneralReport from './islands/GeneralReport.tsx';
import { generalReportPropsSchema } from './islands/general-report-props.ts';
import BulkActions from './islands/BulkActions.tsx';
import { bulkActionsPropsSchema } from './islands/bulk-actions.props.ts';
import ReportForm from './islands/ReportForm.tsx';
import { reportFormPropsSchema } from './islands/props.ts';
import VerifyFile from './verify/VerifyFile.tsx';
import { verifyFilePropsSchema } from './verify/verify-file.props.ts';

/** The report detail form. */
export const ReportFormIsland = defineIsland({
  name: 'reports.ReportForm',
  file: new URL('./islands/ReportForm.tsx', import.meta.url),
  props: reportFormPropsSchema,
  component: ReportForm,
});

/** A pickup's general report screen: its General Report Info panel and Generate Reports For Samples. */
export const GeneralReportIsland = defineIsland({
  name: 'reports.GeneralReport',
  file: new URL('./islands/GeneralReport.tsx', import.meta.url),
  props: generalReportPropsSchema,
  component: GeneralReport,
});

/** Download All and Send Reports above the reports list, with their progress. */
export const BulkActionsIsland = defineIsland({
  name: 'reports.BulkActions',
  file: new URL('./islands/BulkActions.tsx', import.meta.url),
  props: bulkActionsPropsSchema,
  component: BulkActions,
});

/** The public verification page's check of a dropped PDF against the issued file. */
export const VerifyFileIsland = defineIsland({
  name: 'reports.VerifyFile',
  file: new URL('./verify/VerifyFile.tsx', import.meta.url),
  props: verifyFilePropsSchema,
  component: VerifyFile,
});
