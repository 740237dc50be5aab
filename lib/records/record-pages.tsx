import type { ReactElement } from 'react';
import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { HttpServices } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import type { DataTableProps } from '../../shared/table-props.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The three screens of one kind of reference record: its list, a new one, and one to edit. */
export interface RecordPages<R> {
  /** The list's address; the forms are `<base>/new` and `<base>/:id`. */
  base: string;
  permission: string;
  /** The list's heading: `Materials`. */
  title: string;
  /** One record: `Material` gives New Material and Edit Material. */
  noun: string;
  table: Omit<DataTableProps, 'userId'>;
  find(id: number): Promise<R | undefined>;
  /** The form island, for a record or for a new one (null). */
  form(record: R | null): ReactElement | Promise<ReactElement>;
}

/**
 * Serves `<base>`, `<base>/new` and `<base>/:id`. An id that is not a record's answers the
 * 404 page, as an address that does not exist.
 */
export function serveRecordPages<R>(router: PortalRouter, http: Pick<HttpServices, 'render'>, pages: RecordPages<R>): PortalRouter {
  const missing = `There is no such ${pages.noun.toLowerCase()}.`;
  router.get(pages.base, { permission: pages.permission, summary: `The ${pages.title} list`, answers: 'page' }, (c) =>
    http.render(
      c,
      <>
        <PageHeader title={pages.title}>
          <a href={`${pages.base}/new`} className={buttonClass()}>
            New {pages.noun}
          </a>
        </PageHeader>
        <Island of={DataTable} {...pages.table} userId={c.get('auth').user.id} />
      </>,
      { title: pages.title },
    ),
  );
  const formPage = (title: string, form: ReactElement) => (
    <>
      <PageHeader title={title} />
      {form}
    </>
  );
  router.get(`${pages.base}/new`, { permission: pages.permission, summary: `New ${pages.noun}`, answers: 'page' }, async (c) =>
    http.render(c, formPage(`New ${pages.noun}`, await pages.form(null)), { title: `New ${pages.noun}` }),
  );
  router.get(`${pages.base}/:id`, { permission: pages.permission, summary: `Edit ${pages.noun}`, answers: 'page' }, async (c) => {
    const parsed = idParams.safeParse(c.req.param());
    const record = parsed.success ? await pages.find(parsed.data.id) : undefined;
    if (record === undefined) throw new NotFoundError(missing);
    return http.render(c, formPage(`Edit ${pages.noun}`, await pages.form(record)), { title: `Edit ${pages.noun}` });
  });
  return router;
}
