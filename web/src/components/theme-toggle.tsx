import { copy } from "../copy.ts";
import { chooseTheme, useTheme } from "../lib/theme.ts";
import "./theme-toggle.css";

/**
 * Switches between the light and dark themes. The button says what it will do rather than being a pressed/unpressed
 * switch, because what "pressed" would mean changes with the system's setting. `compact` shows the icon alone (the
 * header has no room for the words), keeping them as the button's name for screen readers and as its tooltip.
 */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const next = useTheme() === "dark" ? "light" : "dark";
  const label = next === "dark" ? copy.theme.switchToDark : copy.theme.switchToLight;
  return (
    <button
      type="button"
      className={compact ? "theme-toggle theme-toggle-compact" : "theme-toggle"}
      title={compact ? label : undefined}
      onClick={() => chooseTheme(next)}
    >
      <svg className="theme-toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {next === "dark" ? <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" /> : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </svg>
      {compact ? <span className="visually-hidden">{label}</span> : label}
    </button>
  );
}
