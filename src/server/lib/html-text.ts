/**
 * Readable text from an HTML page: its title, description and main text. Parsing and character
 * references are left to htmlparser2 (a maintained, streaming, linear-time parser that decodes
 * every HTML entity through `entities`); this file only decides what is readable: it skips
 * scripts, styles and page chrome (nav, header, footer, aside, forms...), prefers
 * <article>/<main> when they hold enough text and breaks lines at block elements.
 */
import { Parser } from "htmlparser2";

export interface PageText {
  title: string;
  description: string;
  text: string;
}

/** Elements whose content is never text. */
const NOT_TEXT = new Set(["script", "style", "textarea", "template", "noscript", "xmp", "iframe", "noembed", "noframes"]);
/** Page chrome: its text is left out. */
const CHROME = new Set(["nav", "header", "footer", "aside", "form", "button", "select", "svg", "math", "menu", "dialog", "figure"]);
const BLOCK = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
  "body",
]);
const MAIN = new Set(["article", "main"]);
/** Text kept while reading; far more than any prompt needs, so a huge page cannot grow memory without end. */
const MAX_COLLECTED_CHARS = 200_000;
/**
 * Open elements beyond which reading stops. htmlparser2 keeps its open elements in an array it
 * grows at the front, so thousands of unclosed tags would cost quadratic time; no real page
 * nests anywhere near this deep.
 */
const MAX_OPEN_ELEMENTS = 512;

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
  const body: string[] = [];
  const main: string[] = [];
  let bodyChars = 0;
  let mainChars = 0;
  let skipDepth = 0;
  let chromeDepth = 0;
  let mainDepth = 0;
  let inTitle = false;
  let titleDone = false;
  let openElements = 0;
  let stopped = false;

  const emit = (text: string) => {
    if (bodyChars < MAX_COLLECTED_CHARS) {
      body.push(text);
      bodyChars += text.length;
    }
    if (mainDepth > 0 && mainChars < MAX_COLLECTED_CHARS) {
      main.push(text);
      mainChars += text.length;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (++openElements > MAX_OPEN_ELEMENTS) {
          stopped = true;
          parser.pause();
          return;
        }
        if (name === "title") {
          inTitle = !titleDone;
          return;
        }
        if (name === "meta") {
          const key = (attrs.property ?? attrs.name ?? "").toLowerCase();
          const content = attrs.content ?? "";
          if (key === "og:title" && !ogTitle) ogTitle = content;
          if ((key === "description" || key === "og:description") && !description) description = content;
          return;
        }
        if (NOT_TEXT.has(name)) skipDepth++;
        else if (CHROME.has(name)) chromeDepth++;
        else if (MAIN.has(name)) mainDepth++;
        if (BLOCK.has(name) && skipDepth === 0 && chromeDepth === 0) emit("\n");
      },
      onclosetag(name) {
        openElements--;
        if (name === "title") {
          if (inTitle) titleDone = true;
          inTitle = false;
          return;
        }
        if (NOT_TEXT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (CHROME.has(name)) chromeDepth = Math.max(0, chromeDepth - 1);
        else if (MAIN.has(name)) mainDepth = Math.max(0, mainDepth - 1);
      },
      ontext(text) {
        if (inTitle) {
          if (title.length < 1000) title += text;
          return;
        }
        if (skipDepth > 0 || chromeDepth > 0) return;
        emit(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  if (!stopped) parser.end();

  const mainText = collapse(main.join(""));
  const bodyText = collapse(body.join(""));
  // The main/article element when it holds a real amount of text; otherwise everything readable.
  let text = mainText.length >= 200 ? mainText : bodyText;
  if (!text) text = collapse(description);
  if (text.length > maxChars) text = `${text.slice(0, maxChars).replace(/\s+\S*$/, "")}…`;
  return {
    title: collapse(ogTitle || title)
      .replace(/\n/g, " ")
      .slice(0, 300),
    description: collapse(description).replace(/\n/g, " ").slice(0, 1000),
    text,
  };
}
