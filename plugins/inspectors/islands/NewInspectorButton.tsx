import { useState } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { NewInspectorDialog } from '../components/NewInspectorDialog.tsx';
import type { NewInspectorButtonProps } from './props.ts';
export { newInspectorButtonPropsSchema as props } from './props.ts';

/** The list's New Inspector button: the dialog, then the list again with the new inspector in it. */
export default function NewInspectorButton({ staff, formPath }: NewInspectorButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New Inspector</Button>
      <NewInspectorDialog
        open={open}
        staff={staff}
        fullFormPath={formPath}
        onClose={() => setOpen(false)}
        // The table reads its rows on load; the cache was cleared by the save.
        onCreated={() => setTimeout(() => location.reload(), 800)}
      />
    </>
  );
}
