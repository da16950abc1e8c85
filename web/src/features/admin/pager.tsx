import type { ReactNode } from "react";

interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  text: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
  /** Shown first, at the start of the row (e.g. how many there are). */
  children?: ReactNode;
}

/** Previous / "Page x of y" / next under an admin list. */
export function Pager({ label, page, totalPages, onPage, text, children }: PagerProps) {
  return (
    <nav className="admin-pager" aria-label={label}>
      {children}
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {text.previous}
      </button>
      <span>{text.pageOf(page, totalPages)}</span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {text.next}
      </button>
    </nav>
  );
}
