/**
 * Readable text from an HTML page: its title, description and main text. A small tokenizer
 * (no DOM, no regex stripping): it walks the markup once, skips scripts, styles and page chrome
 * (nav, header, footer, aside, forms...), prefers <article>/<main> when they hold enough text,
 * breaks lines at block elements and decodes character references.
 */

export interface PageText {
  title: string;
  description: string;
  text: string;
}

/** Elements whose content is never text (raw text: read to their end tag without parsing). */
const RAW_TEXT = new Set(["script", "style", "textarea", "template", "noscript", "xmp", "iframe", "noembed", "noframes"]);
/** Page chrome: tags are parsed, but their text is left out. */
const CHROME = new Set(["nav", "header", "footer", "aside", "form", "button", "select", "svg", "math", "menu", "dialog", "figure"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const BLOCK = new Set([
  "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "main",
  "ol", "p", "pre", "section", "table", "td", "th", "tr", "ul", "body",
]);
const MAIN = new Set(["article", "main"]);

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", mdash: "—", ndash: "–", hellip: "…",
  rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", copy: "©", reg: "®", trade: "™", laquo: "«", raquo: "»",
  eacute: "é", egrave: "è", agrave: "à", ouml: "ö", uuml: "ü", auml: "ä", szlig: "ß", bull: "•", middot: "·",
};

/** Decodes character references (&amp; &#39; &#x27; and common named ones). */
export function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  let out = "";
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch !== "&") {
      out += ch;
      i++;
      continue;
    }
    const end = s.indexOf(";", i + 1);
    if (end === -1 || end - i > 12) {
      out += ch;
      i++;
      continue;
    }
    const ref = s.slice(i + 1, end);
    let decoded: string | undefined;
    if (ref.startsWith("#x") || ref.startsWith("#X")) {
      const code = parseInt(ref.slice(2), 16);
      if (Number.isFinite(code) && code > 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
    } else if (ref.startsWith("#")) {
      const code = parseInt(ref.slice(1), 10);
      if (Number.isFinite(code) && code > 0 && code <= 0x10ffff) decoded = String.fromCodePoint(code);
    } else {
      decoded = NAMED[ref.toLowerCase()];
    }
    if (decoded === undefined) {
      out += ch;
      i++;
    } else {
      out += decoded;
      i = end + 1;
    }
  }
  return out;
}

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attrs: Map<string, string>;
  end: number;
}

/** Reads a tag starting at `<` (position i); null when it is not a tag (text "<"). */
function readTag(html: string, i: number): Tag | null {
  let p = i + 1;
  let closing = false;
  if (html[p] === "/") {
    closing = true;
    p++;
  }
  const nameStart = p;
  while (p < html.length && /[A-Za-z0-9:-]/.test(html[p]!)) p++;
  if (p === nameStart) return null;
  const name = html.slice(nameStart, p).toLowerCase();
  const attrs = new Map<string, string>();
  let selfClosing = false;
  while (p < html.length) {
    while (isSpace(html[p])) p++;
    const c = html[p];
    if (c === undefined) break;
    if (c === ">") return { name, closing, selfClosing, attrs, end: p + 1 };
    if (c === "/") {
      selfClosing = true;
      p++;
      continue;
    }
    const attrStart = p;
    while (p < html.length && !isSpace(html[p]) && html[p] !== "=" && html[p] !== ">" && html[p] !== "/") p++;
    const attrName = html.slice(attrStart, p).toLowerCase();
    if (p === attrStart) {
      p++;
      continue;
    }
    while (isSpace(html[p])) p++;
    let value = "";
    if (html[p] === "=") {
      p++;
      while (isSpace(html[p])) p++;
      const q = html[p];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, p + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(p + 1, stop);
        p = stop + 1;
      } else {
        const vStart = p;
        while (p < html.length && !isSpace(html[p]) && html[p] !== ">") p++;
        value = html.slice(vStart, p);
      }
    }
    if (!attrs.has(attrName)) attrs.set(attrName, decodeEntities(value));
  }
  return { name, closing, selfClosing, attrs, end: html.length };
}

function collapse(s: string): string {
  return s
    .split("\n")
    .map((line) => line.replace(/[ \t\f\r\u00a0]+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
}

/** Extracts title, description and readable text. `maxChars` bounds the text returned. */
export function extractPageText(html: string, maxChars = 20_000): PageText {
  let title = "";
  let ogTitle = "";
  let description = "";
  let body = "";
  let main = "";
  let chromeDepth = 0;
  let mainDepth = 0;
  let inTitle = false;
  let i = 0;
  const lower = html.toLowerCase();

  const emit = (text: string) => {
    if (inTitle) {
      title += text;
      return;
    }
    if (chromeDepth > 0) return;
    body += text;
    if (mainDepth > 0) main += text;
  };

  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      emit(decodeEntities(html.slice(i)));
      break;
    }
    if (lt > i) emit(decodeEntities(html.slice(i, lt)));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt + 2);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      emit("<");
      i = lt + 1;
      continue;
    }
    i = tag.end;
    const { name } = tag;
    if (!tag.closing && RAW_TEXT.has(name)) {
      // Skip to the matching end tag (case-insensitive), without parsing what is inside.
      const close = lower.indexOf(`</${name}`, i);
      if (close === -1) {
        i = html.length;
      } else {
        const gt = html.indexOf(">", close);
        i = gt === -1 ? html.length : gt + 1;
      }
      continue;
    }
    if (name === "title" && !inTitle && !tag.closing) {
      inTitle = title === "";
      if (!inTitle) {
        const close = lower.indexOf("</title", i);
        i = close === -1 ? html.length : close;
      }
      continue;
    }
    if (name === "title" && tag.closing) {
      inTitle = false;
      continue;
    }
    if (name === "meta" && !tag.closing) {
      const key = (tag.attrs.get("property") ?? tag.attrs.get("name") ?? "").toLowerCase();
      const content = tag.attrs.get("content") ?? "";
      if (key === "og:title" && !ogTitle) ogTitle = content;
      if ((key === "description" || key === "og:description") && !description) description = content;
      continue;
    }
    if (VOID.has(name) || tag.selfClosing) {
      if (BLOCK.has(name)) emit("\n");
      continue;
    }
    if (CHROME.has(name)) {
      chromeDepth = Math.max(0, chromeDepth + (tag.closing ? -1 : 1));
      continue;
    }
    if (MAIN.has(name)) mainDepth = Math.max(0, mainDepth + (tag.closing ? -1 : 1));
    if (BLOCK.has(name)) emit("\n");
  }

  const mainText = collapse(main);
  const bodyText = collapse(body);
  // The main/article element when it holds a real amount of text; otherwise everything readable.
  let text = mainText.length >= 200 ? mainText : bodyText;
  if (!text) text = collapse(description);
  if (text.length > maxChars) text = `${text.slice(0, maxChars).replace(/\s+\S*$/, "")}…`;
  return {
    title: collapse(ogTitle || title).replace(/\n/g, " ").slice(0, 300),
    description: collapse(description).replace(/\n/g, " ").slice(0, 1000),
    text,
  };
}
