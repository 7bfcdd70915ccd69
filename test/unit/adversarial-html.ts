/** Hostile pages of about `bytes` bytes, shared by the page-text test and bench/html-text.ts. */
export function adversarialPages(bytes = 2_000_000): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.ceil(bytes / unit.length));
  return {
    "ampersand flood": `<p>${fill("&")}</p>`,
    "unfinished references": `<p>${fill("&amp")}</p>`,
    "numeric references": `<p>${fill("&#x1F600;&#8212;")}</p>`,
    "deep nesting": `${fill("<div><span>")}x`,
    "unclosed tags": fill("<p><b><i>a"),
    "unclosed attribute": `<p title="${fill("a &")}`,
    "unclosed comment": `<!--${fill("<p>x</p>")}`,
    "unclosed script": `<script>${fill("<p>x</p>")}`,
  };
}
