import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Markdown, safeUrl } from "./markdown.tsx";

describe("safeUrl", () => {
  it("keeps the spec's protocols and scheme-less links", () => {
    for (
      const url of ["https://a.b/c", "http://x", "mailto:a@b.c", "irc://x", "ircs://x", "xmpp:a@b", "/forum", "#top"]
    ) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it("drops every other scheme, however it is spelled", () => {
    for (
      const url of [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        " javascript:x",
        "java\tscript:x",
        "data:text/html,x",
        "vbscript:x",
        "ftp://x",
      ]
    ) {
      expect(safeUrl(url)).toBe("");
    }
  });
});

const show = (source: string) => render(<Markdown>{source}</Markdown>);

describe("Markdown", () => {
  it("renders GFM: emphasis, tables, task lists and safe links that open away", () => {
    show("**bold** [docs](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done");
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("checkbox")).toBeChecked();
    const link = screen.getByRole("link", { name: "docs" });
    expect(link).toHaveAttribute("href", "https://example.com");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  });

  it("renders a javascript: link without any href", () => {
    const { container } = show("[x](javascript:alert(1)) and [y](  JAVASCRIPT:alert(2))");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("x")).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/javascript/i);
  });

  it("shows raw HTML as text: no <img onerror>, no <script>, nothing runs", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { container } = render(
      <Markdown>
        {'<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\n<a href="javascript:alert(1)">y</a>'}
      </Markdown>,
    );
    expect(container.querySelector("img, script, [onerror], a")).toBeNull();
    expect(container).toHaveTextContent("<img src=x onerror=alert(1)>");
    expect(container).toHaveTextContent("<script>alert(1)</script>");
    expect(alert).not.toHaveBeenCalled();
  });

  it("keeps markdown images without handlers, and drops their unsafe addresses", () => {
    const { container } = show("![chart](/chart.png) ![bad](javascript:alert(1))");
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("src", "/chart.png");
    expect([...images[0].attributes].map((a) => a.name).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(container).toHaveTextContent("bad");
  });
});
