import { useCallback, useRef } from 'react';

/**
 * A ref for a dialog that keeps focus in it when its focused control is taken away (a step replaced
 * by the next, a Pay button by the completion view). Chrome sends no focusout when a focused element
 * is removed, so the focus containment never hears of it and focus falls to the page body, where
 * Escape no longer reaches the dialog and Tab starts from the top of the page. Whenever the dialog's
 * content changes and focus is on the body, it goes back to the dialog itself.
 */
export function useFocusKeptInside(): (dialog: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((dialog: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!dialog) return;
    observer.current = new MutationObserver(() => {
      const active = dialog.ownerDocument.activeElement;
      if (dialog.isConnected && (active === null || active === dialog.ownerDocument.body)) {
        dialog.focus({ preventScroll: true });
      }
    });
    observer.current.observe(dialog, { childList: true, subtree: true });
  }, []);
}
