import { useEffect, useLayoutEffect, useRef } from 'react';
import { css } from 'styled-components';

/**
 * Shows the `<dialog>` behind the returned ref with `showModal()` while `open`: the platform keeps the focus
 * inside it, makes the page behind inert and puts it in the top layer. Escape (the dialog's `cancel`) goes
 * through onClose so React's state follows; on closing, the focus returns to the element that opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void, closeDisabled = false) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read through refs so the effect below runs once per opening, not on every render.
  const onCloseRef = useRef(onClose);
  const closeDisabledRef = useRef(closeDisabled);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeDisabledRef.current = closeDisabled;
  });

  // A layout effect: the dialog is modal before the browser paints it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!closeDisabledRef.current) onCloseRef.current();
    };
    // Browsers close the dialog themselves on a repeated Escape with no click between: React's state follows,
    // or, while closing is disabled, the dialog opens again.
    const onNativeClose = () => {
      if (!dialog.isConnected) return;
      if (closeDisabledRef.current) dialog.showModal();
      else onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      // As the platform's own return of focus does: the page stays where it was (a sticky opener would jump it).
      opener?.focus({ preventScroll: true });
    };
  }, [open]);
  return ref;
}

/** For a dialog's styles: while it is open, the page behind it does not scroll. */
export const lockPageScrollWhileOpen = css`
  body:has(&[open]) {
    overflow: hidden;
  }
`;
