import { Card, PageHeader } from './components.tsx';

const TITLES: Record<number, string> = {
  401: 'Please sign in',
  403: 'Forbidden',
  404: 'Page not found',
  429: 'Too many attempts',
};

/** What a browser sees when a page fails: the message, never a stack. */
export function ErrorPage({ status, message, home }: { status: number; message: string; home: string }) {
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TITLES[status] ?? 'Something went wrong'} />
      <Card>
        <p data-error-status={status} className="text-slate-700">
          {status === 403 ? 'You do not have access to this page.' : message}
        </p>
        <a href={home} className="mt-4 inline-block font-medium link">
          Go to your start page
        </a>
      </Card>
    </div>
  );
}
