import type { ReactNode } from "react";
import { copy } from "../copy.ts";
import { modifierKey } from "../lib/submit-shortcut.ts";
import "./submit-row.css";

/** A form's submit button with the keyboard shortcut that also sends it (the form handles it: submitOnModEnter). */
export function SubmitRow({ children }: { children: ReactNode }) {
  return (
    <div className="submit-row">
      {children}
      <span className="submit-hint">{copy.keyboard.submitHint(modifierKey)}</span>
    </div>
  );
}
