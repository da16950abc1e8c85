import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

// Read once: building the GFM syntax anew costs more than reading a short excerpt with it.
const options = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

// A preview shows two lines at most (about 250 characters on a wide card); reading a whole long post for them would
// cost milliseconds per card.
const sourceLimit = 600;
const cutMark = "…";

const blocks = new Set<Nodes["type"]>([
  "blockquote",
  "code",
  "footnoteDefinition",
  "heading",
  "html",
  "list",
  "listItem",
  "paragraph",
  "table",
  "tableCell",
  "tableRow",
]);

// A text cut short leaves its last opener without a closer, and the parser keeps such a mark as it is: an unclosed
// link keeps its words, and a *, _, ~ or ` that starts a word goes. One inside a word (=A1*B1) is the writer's own.
const unclosedLink = /!?\[([^\]]*)\]\([^)]*$/;
const unclosedOpener = /(^|[\s([{"'])(?:[*_~`]+|!?\[)(?=\S)/g;

function repairCut(text: string): string {
  const body = text.trimEnd().replace(/…$/, "");
  return `${body.replace(unclosedLink, "$1").replace(unclosedOpener, "$1")}${cutMark}`;
}

function walk(node: Nodes, out: string[], lastBlock: { start: number }) {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
    // Raw HTML is shown as text on the topic page, so it is text here too.
    case "html":
      out.push(node.value);
      break;
    case "image":
    case "imageReference":
      out.push(node.alt ?? "");
      break;
    case "break":
      out.push(" ");
      break;
    case "definition":
    case "footnoteReference":
    case "thematicBreak":
    case "yaml":
      break;
    default:
      if (blocks.has(node.type)) lastBlock.start = out.length;
      for (const child of node.children) walk(child as Nodes, out, lastBlock);
      if (blocks.has(node.type)) out.push(" ");
  }
}

/**
 * Markdown as the words a reader sees, on one line: marks, link addresses and code fences go; link words, image
 * descriptions, code and @mentions stay. For previews (notifications, queues, topic cards), where the full markdown
 * is shown a click away. A text cut short by the server (ending in "…") loses the opener the cut left unclosed.
 */
export function markdownToText(markdown: string): string {
  const cut = markdown.length > sourceLimit || markdown.trimEnd().endsWith(cutMark);
  const source = markdown.length > sourceLimit ? `${markdown.slice(0, sourceLimit)}${cutMark}` : markdown;
  const out: string[] = [];
  const lastBlock = { start: 0 };
  walk(fromMarkdown(source, options), out, lastBlock);
  if (cut) {
    const tail = repairCut(out.slice(lastBlock.start).join(""));
    out.splice(lastBlock.start, out.length - lastBlock.start, tail);
  }
  return out.join("").replace(/\s+/g, " ").trim();
}
