import type { ReactNode } from 'react';

/**
 * A form's buttons, primary first. The bar sticks to the bottom of the screen while the form
 * runs past it, so Save stays within reach on a long form and on a phone.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
      {children}
    </div>
  );
}
