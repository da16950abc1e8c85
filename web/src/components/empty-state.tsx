import type { ReactNode } from "react";
import "./empty-state.css";

/** A list with nothing in it yet: what is missing, how to fill it, and optionally a way there. */
export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      <p>{hint}</p>
      {children}
    </div>
  );
}
