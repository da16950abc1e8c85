import { describe, expect, it } from "vitest";

/** The part of node:fs this test reads with; the web's types describe the browser, not Node, so it is named here. */
interface FileSystem {
  readFileSync(path: string, encoding: "utf8"): string;
  readdirSync(path: string, options: { recursive: true }): string[];
}
const fs: FileSystem = await import("node:fs" as string);

// web/src/ as a path: the test's DOM replaces the URL class with one that Node's fs neither takes nor resolves alike.
const source = decodeURIComponent(import.meta.url.replace(/^file:\/\//, "").replace(/[^/]+\/[^/]+$/, ""));
const stylesheets = Object.fromEntries(
  fs.readdirSync(source, { recursive: true })
    .filter((path) => path.endsWith(".css"))
    .map((path) => [path, fs.readFileSync(source + path, "utf8")]),
);
const palette = stylesheets["app/palette.css"];

/** The custom properties a block of palette.css declares, found by the selector that opens it. */
function block(selector: string): Map<string, string> {
  const start = palette.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`palette.css has no ${selector} block`);
  const body = palette.slice(start + selector.length + 2, palette.indexOf("}", start));
  return new Map(
    [...body.matchAll(/^\s*(--[\w-]+|color-scheme):\s*([^;]+);/gm)].map(([, name, value]) => [name, value]),
  );
}

type Rgb = [number, number, number];

function parseColour(value: string, under?: Rgb): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16)) as Rgb;
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(value);
  if (rgb && under) {
    // A translucent colour is judged as drawn over the page.
    const alpha = Number(rgb[4]);
    return [1, 2, 3].map((at, index) => Number(rgb[at]) * alpha + under[index] * (1 - alpha)) as Rgb;
  }
  throw new Error(`cannot read the colour ${value}`);
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(one: Rgb, other: Rgb): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const text = 4.5;
const graphic = 3;

/** Every pair the styles draw one on the other, and the least contrast WCAG AA asks of it. */
const pairs: [foreground: string, background: string, least: number][] = [
  ["--color-text", "--color-bg", text],
  ["--color-text", "--color-surface", text],
  ["--color-text", "--color-header-bg", text],
  ["--color-muted", "--color-bg", text],
  ["--color-muted", "--color-surface", text],
  ["--color-primary", "--color-bg", text],
  ["--color-primary", "--color-surface", text],
  ["--color-primary-strong", "--color-surface", text],
  ["--color-primary-strong", "--color-primary-soft", text],
  ["--color-on-primary", "--color-primary", text],
  ["--color-on-primary", "--color-primary-strong", text],
  ["--color-error", "--color-error-soft", text],
  ["--color-error", "--color-surface", text],
  ["--color-on-error", "--color-error", text],
  ["--color-success", "--color-success-soft", text],
  ["--color-warning", "--color-warning-soft", text],
  ["--color-code-text", "--color-code-bg", text],
  ["--color-tooltip-text", "--color-tooltip-bg", text],
  ["--color-footer-text", "--color-footer-bg", text],
  ["--color-footer-link", "--color-footer-bg", text],
  ["--color-footer-muted", "--color-footer-bg", text],
  ["--color-footer-strong", "--color-footer-bg", text],
  ["--chart-label", "--chart-1", text],
  ["--chart-label", "--chart-2", text],
  ["--chart-label", "--chart-3", text],
  ["--chart-label", "--chart-4", text],
  ["--color-focus", "--color-bg", graphic],
  ["--color-focus", "--color-surface", graphic],
  ["--color-footer-focus", "--color-footer-bg", graphic],
  ["--color-primary", "--color-surface", graphic],
  ["--color-border-strong", "--color-bg", graphic],
  ["--color-border-strong", "--color-surface", graphic],
  ["--color-star-stroke", "--color-surface", graphic],
  ["--color-switch-knob", "--color-border-strong", graphic],
  ["--color-switch-knob", "--color-primary", graphic],
  ["--chart-1", "--color-surface", graphic],
  ["--chart-2", "--color-surface", graphic],
  ["--chart-3", "--color-surface", graphic],
  ["--chart-4", "--color-surface", graphic],
  ["--chart-second", "--color-surface", graphic],
];

const light = block(":root");
const dark = block(`:root[data-theme="dark"]`);

describe("palette.css", () => {
  it("gives the system's dark setting the same palette as the reader's dark choice, and every colour in both", () => {
    expect(block(`:root:not([data-theme="light"])`)).toEqual(dark);
    expect([...dark.keys()].sort()).toEqual([...light.keys()].sort());
    expect(light.get("color-scheme")).toBe("light");
    expect(dark.get("color-scheme")).toBe("dark");
  });

  for (const [theme, colours] of [["light", light], ["dark", dark]] as const) {
    it(`keeps WCAG AA contrast between the colours drawn together in the ${theme} theme`, () => {
      const read = (name: string) => {
        const value = colours.get(name);
        if (!value) throw new Error(`${name} is not in the ${theme} palette`);
        return parseColour(value, parseColour(colours.get("--color-bg")!));
      };
      const failing = pairs
        .map(([foreground, background, least]) => ({
          pair: `${foreground} on ${background}`,
          ratio: Math.round(contrast(read(foreground), read(background)) * 100) / 100,
          least,
        }))
        .filter(({ ratio, least }) => ratio < least);
      expect(failing).toEqual([]);
    });
  }
});

describe("the stylesheets", () => {
  it("are all found", () => {
    expect(Object.keys(stylesheets)).toContain("app/app.css");
    expect(Object.keys(stylesheets).length).toBeGreaterThan(10);
  });

  it("name colours only through palette.css's variables, so both themes reach every one", () => {
    const literal =
      /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(?:white|black|red|green|blue|gray|grey)(?![\w-])/i;
    const offending = Object.entries(stylesheets)
      .filter(([path]) => path !== "app/palette.css")
      .flatMap(([path, css]) =>
        css
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .split("\n")
          .map((line, index) => ({ path, line: index + 1, text: line.trim() }))
          .filter(({ text }) => literal.test(text))
      );
    expect(offending).toEqual([]);
  });
});
