import { readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { themeCss } from "../../scripts/lib/theme-css";
import { contrastRatio, shadeFor } from "./contrast";
import { contrastVariables, LIGHT_VARIANT_BG, SURFACES } from "./theme-contrast";

const AA = 4.5;
const WHITE = "#ffffff";
const { colors } = DEFAULT_THEME;

/** Each [what, text, background] pair the theme promises. */
function pairs(): Array<[string, string, string]> {
  // A variable the theme does not set reads as black, which fails loudly on the dark surfaces.
  const light = (key: string) => contrastVariables.light[`--mantine-color-${key}`] ?? "#000000";
  const dark = (key: string) => contrastVariables.dark[`--mantine-color-${key}`] ?? "#000000";
  const out: Array<[string, string, string]> = [];
  for (const [name, c] of Object.entries(colors)) {
    out.push([`light: white on ${name} filled`, WHITE, light(`${name}-filled`)]);
    out.push([`light: white on ${name} filled hover`, WHITE, light(`${name}-filled-hover`)]);
    for (const bg of SURFACES.light) out.push([`light: ${name} text/outline on ${bg}`, light(`${name}-filled`), bg]);
    out.push([`light: ${name} light variant`, light(`${name}-light-color`), c[1]]);
    out.push([`light: ${name} light variant hovered`, light(`${name}-light-color`), c[2]]);
    out.push([`dark: white on ${name} filled`, WHITE, dark(`${name}-filled`)]);
    out.push([`dark: white on ${name} filled hover`, WHITE, dark(`${name}-filled-hover`)]);
    for (const bg of SURFACES.dark) out.push([`dark: ${name} text on ${bg}`, dark(`${name}-text`), bg]);
  }
  for (const bg of LIGHT_VARIANT_BG.light) out.push([`light: anchor in a light-variant box ${bg}`, light("anchor"), bg]);
  for (const bg of LIGHT_VARIANT_BG.light) out.push([`light: dimmed in a light-variant box ${bg}`, light("dimmed"), bg]);
  for (const bg of LIGHT_VARIANT_BG.dark) out.push([`dark: dimmed in a light-variant box ${bg}`, dark("dimmed"), bg]);
  for (const key of ["dimmed", "anchor", "error", "placeholder"]) {
    for (const bg of SURFACES.light) out.push([`light: ${key} on ${bg}`, light(key), bg]);
    for (const bg of SURFACES.dark) out.push([`dark: ${key} on ${bg}`, dark(key), bg]);
  }
  return out;
}

describe("the theme's colours", () => {
  it("give every text colour at least 4.5:1 (WCAG AA) on what it sits on, in both schemes", () => {
    const short = pairs()
      .map(([what, fg, bg]) => ({ what, ratio: Number(contrastRatio(fg, bg).toFixed(2)) }))
      .filter((p) => p.ratio < AA);
    expect(short).toEqual([]);
  });

  it("replace Mantine's stock shades that fall short (why contrastVariables exists)", () => {
    expect(contrastRatio(WHITE, colors.indigo[6])).toBeLessThan(AA); // 4.3:1, primary light
    expect(contrastRatio(WHITE, colors.indigo[5])).toBeLessThan(AA); // 3.7:1, primary dark
    expect(contrastRatio(WHITE, colors.teal[6])).toBeLessThan(AA); // 2.6:1, published events
    expect(contrastRatio(colors.gray[6], WHITE)).toBeLessThan(AA); // 3.3:1, dimmed
    expect(contrastVariables.light["--mantine-color-indigo-filled"]).not.toBe(colors.indigo[6]);
    expect(contrastVariables.light["--mantine-color-dimmed"]).not.toBe(colors.gray[6]);
  });

  it("keep a shade that already reaches the ratio, and darken one that does not only as far as needed", () => {
    expect(shadeFor(colors.violet[6], [WHITE], 4.6, "black")).toBe(colors.violet[6]);
    const indigo = shadeFor(colors.indigo[6], [WHITE], 4.6, "black");
    expect(contrastRatio(WHITE, indigo)).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(WHITE, indigo)).toBeLessThan(4.8);
  });

  it("are what src/app/theme-variables.css holds for the pages without MantineProvider (npx tsx scripts/theme-css.ts)", () => {
    const file = readFileSync(path.join(__dirname, "..", "app", "theme-variables.css"), "utf8");
    expect(file).toBe(themeCss());
  });
});
