/** What other plugins' tests may use of templates: a small, valid cylinder template. */
export { cylinderTemplate } from './engine/test-support.ts';
