// Keyboard behaviour of every modal dialog (WAI-ARIA dialog pattern): focus moves in when it opens,
// Tab and Shift+Tab stay inside while it is open, Escape closes it, and focus returns to the
// element that opened it.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

interface Options {
  /**
   * Where focus goes on open: 'field' is the first form field (a form dialog), 'dialog' the
   * dialog itself (needs tabIndex={-1}), so a screen reader starts at its title.
   */
  initialFocus?: 'field' | 'dialog';
}

export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, { initialFocus = 'field' }: Options = {}) {
  // The latest onClose without re-running the effect (which would move focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const start = initialFocus === 'field' ? (dialog.querySelector<HTMLElement>(FIELDS) ?? focusables()[0]) : null;
    (start ?? dialog).focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (e.shiftKey && (!inside || active === first || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || active === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind, a screen reader's own cursor) is brought back.
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !dialog.contains(e.target)) (focusables()[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, initialFocus]);
}
