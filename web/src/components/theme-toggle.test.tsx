import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../copy.ts";
import { applySavedTheme } from "../lib/theme.ts";
import { storageKeys } from "../lib/storage-keys.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The system's setting, as matchMedia reports it; flipping it tells the listeners, as a browser would. */
function mockSystem(initial: "light" | "dark") {
  let dark = initial === "dark";
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query === "(prefers-color-scheme: dark)" && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (theme: "light" | "dark") => {
    dark = theme === "dark";
    act(() => listeners.forEach((listener) => listener()));
  };
}

const html = document.documentElement;

describe("ThemeToggle", () => {
  beforeEach(() => delete html.dataset.theme);
  afterEach(() => delete html.dataset.theme);

  it("follows the system while the reader has not chosen, saving nothing", () => {
    const setSystem = mockSystem("dark");
    render(<ThemeToggle />);

    expect(screen.getByRole("button", { name: copy.theme.switchToLight })).toBeInTheDocument();
    expect(html.dataset.theme).toBeUndefined();

    setSystem("light");
    expect(screen.getByRole("button", { name: copy.theme.switchToDark })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(html.dataset.theme).toBeUndefined();
  });

  it("remembers the reader's choice in the browser and marks <html> with it, whatever the system says", async () => {
    const setSystem = mockSystem("light");
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole("button", { name: copy.theme.switchToDark }));

    expect(localStorage.getItem(storageKeys.theme)).toBe("dark");
    expect(html.dataset.theme).toBe("dark");
    setSystem("dark");
    setSystem("light");
    expect(screen.getByRole("button", { name: copy.theme.switchToLight })).toBeInTheDocument();
    expect(html.dataset.theme).toBe("dark");
  });

  it("chooses light over a dark system, and going back to the system's theme forgets the choice", async () => {
    mockSystem("dark");
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole("button", { name: copy.theme.switchToLight }));
    expect(localStorage.getItem(storageKeys.theme)).toBe("light");
    expect(html.dataset.theme).toBe("light");

    await user.click(screen.getByRole("button", { name: copy.theme.switchToDark }));
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(html.dataset.theme).toBeUndefined();
  });

  it("applies a saved choice before the first render, and ignores what is not a theme", () => {
    mockSystem("light");
    localStorage.setItem(storageKeys.theme, "dark");
    applySavedTheme();
    expect(html.dataset.theme).toBe("dark");

    localStorage.setItem(storageKeys.theme, "sepia");
    applySavedTheme();
    expect(html.dataset.theme).toBeUndefined();
    render(<ThemeToggle />);
    expect(screen.getByRole("button", { name: copy.theme.switchToDark })).toBeInTheDocument();
  });

  it("takes up a choice made in another tab", () => {
    mockSystem("light");
    render(<ThemeToggle />);

    localStorage.setItem(storageKeys.theme, "dark");
    act(() => {
      dispatchEvent(new StorageEvent("storage", { key: storageKeys.theme, newValue: "dark" }));
    });

    expect(html.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: copy.theme.switchToLight })).toBeInTheDocument();
  });

  it("compact, shows only its icon and keeps what it does as its name and tooltip", async () => {
    mockSystem("light");
    const user = userEvent.setup();
    render(<ThemeToggle compact />);

    const button = screen.getByRole("button", { name: copy.theme.switchToDark });
    expect(button).toHaveAttribute("title", copy.theme.switchToDark);
    expect(screen.getByText(copy.theme.switchToDark)).toHaveClass("visually-hidden");
    await user.click(button);
    expect(html.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: copy.theme.switchToLight })).toHaveAttribute(
      "title",
      copy.theme.switchToLight,
    );
  });
});
