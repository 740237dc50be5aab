import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convert } from 'html-to-text';

export interface RenderedMail {
  html: string;
  text: string;
}

/** The frame every mail shares: the lab's name above, a plain column of text. */
function MailFrame({ labName, children }: { labName: string; children: ReactElement }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f172a', lineHeight: 1.5 }}>
        <div style={{ maxWidth: 600, margin: '0 auto', padding: 24 }}>
          <p style={{ fontWeight: 'bold', color: '#047857', fontSize: 18 }}>{labName}</p>
          {children}
        </div>
      </body>
    </html>
  );
}

/** Renders a mail component to HTML and to a plain-text part made from the same markup. */
export function renderMail(body: ReactElement, labName: string): RenderedMail {
  const html = `<!doctype html>${renderToStaticMarkup(<MailFrame labName={labName}>{body}</MailFrame>)}`;
  const text = convert(html, { wordwrap: 78, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] });
  return { html, text };
}
