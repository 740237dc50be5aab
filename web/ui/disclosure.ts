import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel (the ARIA disclosure pattern): spread `button` on the
 * button and `panel` on the panel, whose content is drawn only while it is open.
 * @example const more = useDisclosure(); <Button {...more.button}>More</Button> <div {...more.panel}>{more.open && …}</div>
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    close: () => setOpen(false),
    button: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((shown) => !shown) },
    panel: { id: panelId, hidden: !open },
  };
}
