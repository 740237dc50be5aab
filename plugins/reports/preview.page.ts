import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { REPORT_NOT_FOUND } from './detail.ts';
import { previewReport } from './generate.service.ts';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import type { ReportsDatabase } from './reports.table.ts';

/**
 * `/admin/reports/preview/{id}`: the print preview, opened in a new tab: the PDF as it would be
 * generated now, shown inline by the browser's viewer (which prints it), marked as a preview.
 */
export function registerPreviewPage(router: PortalRouter, ctx: PluginContext<ReportsDatabase>): void {
  router.get(
    '/admin/reports/preview/:id',
    { permission: P.staffScreens, summary: "A report's PDF as it would be generated now, not kept: the print preview", answers: 'file' },
    async (c) => {
      const parsed = idParams.safeParse(c.req.param());
      if (!parsed.success) throw new NotFoundError(REPORT_NOT_FOUND);
      const bytes = await previewReport(ctx, parsed.data.id);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="report-preview.pdf"',
        'Cache-Control': 'private, no-store',
      });
    },
  );
}
