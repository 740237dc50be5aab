import { Card, PageHeader } from '../../../core/pages/components.tsx';
import type { TemplateProblem } from '../engine/index.ts';
import type { TemplateSummary } from '../catalogue.server.ts';
import { ProblemList } from './ProblemList.tsx';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';

/** The templates the portal found, each linking to its page with the playground. */
export function TemplateList({ templates, problems }: { templates: readonly TemplateSummary[]; problems: readonly TemplateProblem[] }) {
  return (
    <>
      <PageHeader title="Templates" />
      <div className="flex flex-col gap-6">
        <Card>
          <TableScroll label="Templates">
            <table className="w-full text-sm" aria-label="Templates">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-4 py-2">Name</th>
                  <th className="px-4 py-2">Title</th>
                  <th className="px-4 py-2">Standard</th>
                  <th className="px-4 py-2">Version</th>
                  <th className="px-4 py-2">Source</th>
                  <th className="px-4 py-2">Problems</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {templates.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-slate-500">
                      No Data
                    </td>
                  </tr>
                )}
                {templates.map((template) => (
                  <tr key={template.id} className="hover:bg-slate-50">
                    <td className="whitespace-nowrap px-4 py-2">
                      <a href={`/admin/templates/${encodeURIComponent(template.id)}`} className="font-medium link">
                        {template.name}
                      </a>
                    </td>
                    <td className="px-4 py-2">{template.title}</td>
                    <td className="px-4 py-2">{template.standard}</td>
                    <td className="px-4 py-2 font-mono">{template.version}</td>
                    <td className="px-4 py-2 text-slate-600">
                      {template.origin === 'templates' ? `templates/${template.id}` : template.packageName}
                    </td>
                    <td className={`px-4 py-2 ${template.problemCount > 0 ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
                      {template.problemCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Card>
        {problems.length > 0 && (
          <Card>
            <h2 className="mb-3 font-semibold">Folders that gave no template</h2>
            <ProblemList problems={problems} />
          </Card>
        )}
      </div>
    </>
  );
}
