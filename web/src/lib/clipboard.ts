/**
 * Copies text and says whether it worked. The async Clipboard API needs a secure context and permission, so older
 * or locked-down browsers get the selection-based fallback through a hidden textarea.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: the fallback below may still work.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  area.className = "clipboard-fallback";
  document.body.append(area);
  const previousFocus = document.activeElement as HTMLElement | null;
  area.focus();
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
