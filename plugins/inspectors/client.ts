/**
 * What other plugins' browser code may use from this plugin (its `index.ts` is server code):
 * the New Inspector dialog, for forms that pick an inspector (the pickup form).
 */
export { NewInspectorDialog, type NewInspectorDialogProps } from './components/NewInspectorDialog.tsx';
export type { Inspector } from './rules.ts';
