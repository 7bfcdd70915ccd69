import { describe, expect, it } from "vitest";
import { scriptSources } from "../../bench/bundle";

describe("bench/bundle: the chunks a page's HTML loads", () => {
  it("lists each <script src> once, in order, and leaves out nomodule polyfills and inline scripts", () => {
    const html = [
      '<link rel="preload" as="script" href="/_next/static/chunks/late.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script async src="/_next/static/chunks/b.js?dpl=1&amp;v=2"></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join("");
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js?dpl=1&v=2"]);
  });
});
