import type { KeyboardEvent } from "react";

/**
 * Ctrl+Enter (⌘+Enter on a Mac) anywhere in a form submits it as a click on its submit button would: through the
 * form's own submit handler, and not at all while that button is disabled (nothing to send yet, or still busy).
 * Meant for the form's onKeyDown; a field that already used the key (a suggestion list picking on Enter) wins.
 */
export function submitOnModEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
  // An input method composing text owns its Enter.
  if (event.nativeEvent.isComposing) return;
  event.preventDefault();
  const form = event.currentTarget;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button && !button.disabled) form.requestSubmit(button);
}

/** Macs name the key ⌘; elsewhere Ctrl. Read once: the platform does not change while the page is open. */
export const modifierKey = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? "") ? "⌘" : "Ctrl";
