import { useEffect, useRef } from "react";

/** A person who asked their system for less motion gets a jump, not a glide. */
const prefersReducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * Brings a result that has just arrived into view and moves focus to its heading (which needs tabIndex -1): a result
 * below the form is otherwise out of sight, and a keyboard or screen-reader user would be left on the submit button.
 * Only an arrival while the page is open counts: coming back to a page whose store still holds an earlier result
 * leaves the page where navigation put it.
 */
export function useRevealResult(arrived: boolean, headingId: string): void {
  const arrivedBefore = useRef(arrived);
  useEffect(() => {
    const wasThere = arrivedBefore.current;
    arrivedBefore.current = arrived;
    if (!arrived || wasThere) return;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    // Focusing would jump straight to the heading; the scroll below decides how the page gets there.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [arrived, headingId]);
}
