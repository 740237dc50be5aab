import type { ReactNode } from 'react';

/**
 * The only place a page may scroll sideways: a wide table scrolls inside this frame on a phone
 * while the page keeps the screen's width. The frame takes the keyboard's focus, so the columns
 * out of view can be reached without a mouse. It is positioned, so that hidden labels (`sr-only`) in the
 * table stay inside it too.
 */
export function TableScroll({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
