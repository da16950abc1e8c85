import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import "./markdown.css";

const allowedProtocols = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

/**
 * The spec allows links only with these protocols. A URL without a scheme (relative, #anchor) stays; any other
 * scheme — javascript:, data:, vbscript: — becomes an empty string, which react-markdown leaves out entirely.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  // A colon after the first /, ? or # is part of the path, not a scheme.
  const firstDelimiter = url.search(/[/?#]/);
  if (colon === -1 || (firstDelimiter !== -1 && colon > firstDelimiter)) return url;
  const scheme = url.slice(0, colon).trim().toLowerCase();
  return allowedProtocols.includes(scheme) ? url : "";
}

// Forum text is written by strangers: links open away from the app and tell search engines nothing about them.
const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    href
      ? (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {children}
        </a>
      )
      : <span className="markdown-dead-link">{children}</span>,
  // An image whose address was refused keeps only its description, rather than an <img> pointing at the page.
  img: ({ node: _node, src, alt, ...rest }) =>
    src ? <img {...rest} src={src} alt={alt ?? ""} loading="lazy" /> : <span>{alt}</span>,
};

interface MarkdownProps {
  children: string;
}

/**
 * Renders user markdown with GFM. Raw HTML is never parsed (no rehype-raw), so `<script>` or `<img onerror>` show
 * as text; react-markdown builds elements itself and never passes on* attributes.
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} skipHtml={false} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
