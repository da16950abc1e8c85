import { describe, expect, it } from "vitest";
import { markdownToText } from "./markdown-text.ts";

describe("markdownToText", () => {
  it.each([
    ["bold and italics", "**Bold** and *italic* and __also__ _this_", "Bold and italic and also this"],
    ["struck-through words", "~~old~~ new", "old new"],
    ["a link keeps its words, not its address", "See [the docs](https://example.com/a_(b)) now", "See the docs now"],
    [
      "an autolink and a bare address",
      "<https://example.com> or www.example.com",
      "https://example.com or www.example.com",
    ],
    ["a reference link and its definition", "Read [the guide][g].\n\n[g]: https://example.com", "Read the guide."],
    ["inline code keeps what is inside it, stars too", "Use `=A1*B1*C1` in `Sales_Q1`", "Use =A1*B1*C1 in Sales_Q1"],
    [
      "a fenced block keeps its code, not its fence or language",
      "Try:\n\n```excel\n=SUM(A1:A3)\n```",
      "Try: =SUM(A1:A3)",
    ],
    ["list items, bullets and numbers", "- one\n- two\n\n1. first\n2. second", "one two first second"],
    ["a task list", "- [x] done\n- [ ] to do", "done to do"],
    ["an image gives its description", "Chart: ![sales by month](chart.png) here", "Chart: sales by month here"],
    ["headings of every level", "# Title\n\nBody\n\n### Sub ###\nMore", "Title Body Sub More"],
    ["a setext heading", "Title\n=====\nBody", "Title Body"],
    ["mentions stay as written", "@Ada_Lovelace and @Bob, look **here**", "@Ada_Lovelace and @Bob, look here"],
    ["a quote", "> quoted *words*\n\nreply", "quoted words reply"],
    ["a table's cells", "| a | b |\n|---|---|\n| 1 | 2 |", "a b 1 2"],
    ["escapes and entities", "\\*not bold\\* &amp; 5 &lt; 6", "*not bold* & 5 < 6"],
    ["raw HTML stays text, as the topic page shows it", "<b>hi</b> there", "<b>hi</b> there"],
    ["stars inside a formula are the writer's own", "=A2*B2 and 2 * 3", "=A2*B2 and 2 * 3"],
    ["hard breaks and blank lines become single spaces", "one  \ntwo\\\nthree\n\n\nfour", "one two three four"],
  ])("%s", (_, markdown, text) => {
    expect(markdownToText(markdown)).toBe(text);
  });

  it.each([
    ["bold", "Look at **this formula I wrote for the…", "Look at this formula I wrote for the…"],
    ["a link's address", "See [the docs](https://example.com/very/long/pa…", "See the docs…"],
    ["a link's words", "See [the do…", "See the do…"],
    ["inline code", "Try `=SUM(A1:A1…", "Try =SUM(A1:A1…"],
  ])("drops the opener of %s that the server's cut left unclosed", (_, excerpt, text) => {
    expect(markdownToText(excerpt)).toBe(text);
  });

  it("keeps the cut mark of a whole excerpt, and a formula's stars, when nothing was left open", () => {
    expect(markdownToText("**Done**: =A1*B1 then…")).toBe("Done: =A1*B1 then…");
  });

  it("reads only the start of a long post, and says it stops there", () => {
    const long = `${"word ".repeat(300)}**end**`;
    const text = markdownToText(long);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(601);
    expect(text).not.toContain("end");
  });
});
