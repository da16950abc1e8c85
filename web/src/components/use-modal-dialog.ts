import { type KeyboardEvent, useEffect, useRef } from "react";

const focusable = "button:not(:disabled), textarea:not(:disabled), input:not(:disabled), [href]";

/**
 * A modal's keyboard rules in one place: the page behind goes inert, focus starts on the dialog's first field and
 * returns to the opener on close, Tab cycles inside the dialog, and Escape closes it.
 */
export function useModalDialog<Element extends HTMLElement>(onClose: () => void) {
  const dialog = useRef<Element>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const main = document.getElementById("main");
    main?.setAttribute("inert", "");
    dialog.current?.querySelector<HTMLElement>("input, textarea")?.focus();
    return () => {
      main?.removeAttribute("inert");
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { dialog, onKeyDown };
}
