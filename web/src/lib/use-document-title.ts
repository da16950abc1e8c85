import { useEffect } from "react";
import { copy } from "../copy.ts";

/** Screen-reader users and tab lists identify a page by its title, so each page names itself. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${copy.brand}`;
  }, [title]);
}
