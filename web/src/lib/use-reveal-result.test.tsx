import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useRevealResult } from "./use-reveal-result.ts";

function Page({ done }: { done: boolean }) {
  useRevealResult(done, "result-heading");
  return (
    <>
      <button type="button">Generate</button>
      {done && <h2 id="result-heading" tabIndex={-1}>Your Result</h2>}
    </>
  );
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
  }));
}

describe("useRevealResult", () => {
  let scrolled: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
  });

  it("scrolls a result that arrives smoothly to the top of the view and focuses its heading", () => {
    reducedMotion(false);
    const { rerender } = render(<Page done={false} />);
    screen.getByRole("button", { name: "Generate" }).focus();

    rerender(<Page done />);

    const heading = screen.getByRole("heading", { name: "Your Result" });
    expect(heading).toHaveFocus();
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
  });

  it("jumps without a smooth scroll when the system asks for reduced motion", () => {
    reducedMotion(true);
    const { rerender } = render(<Page done={false} />);

    rerender(<Page done />);

    expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "instant" });
    expect(screen.getByRole("heading", { name: "Your Result" })).toHaveFocus();
  });

  it("reveals every new result, each after the one before was cleared", () => {
    const { rerender } = render(<Page done={false} />);
    rerender(<Page done />);
    rerender(<Page done={false} />);
    rerender(<Page done />);

    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it("leaves a page alone that opens on a result already there, and while that result stays", () => {
    // Strict mode runs the effect twice on mounting, as the app does in development.
    const { rerender } = render(<Page done />, { reactStrictMode: true });
    rerender(<Page done />);

    expect(scrolled).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Your Result" })).not.toHaveFocus();
  });
});
