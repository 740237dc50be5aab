import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { apiReferencePages } from './pages.ts';

/**
 * The interactive API reference at `/api/docs` (Scalar's), over the OpenAPI document the kernel
 * serves at `/api/openapi.json`, whose try-it sends requests with the caller's session. Without
 * this plugin the document is still served; only the page is gone.
 */
export default definePlugin({
  id: 'api-reference',
  pages: apiReferencePages,
});
