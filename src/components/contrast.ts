/**
 * WCAG 2.x contrast arithmetic for the theme (src/components/theme-contrast.ts): the ratio of two colours and
 * the smallest darkening or lightening of a palette shade that reaches a ratio, so the theme keeps
 * Mantine's hues and only moves the shades that fall short of AA.
 */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function format(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Relative luminance (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` mixed with `toward` by `amount` (0..1), as #rrggbb. */
export function mix(color: string, toward: "black" | "white", amount: number): string {
  const end = toward === "black" ? 0 : 255;
  return format(parse(color).map((c) => c + (end - c) * amount) as Rgb);
}

/**
 * `color` unchanged when it already reaches `ratio` against every one of `against`, else the least
 * mix toward `toward` (in 1 % steps) that does.
 */
export function shadeFor(color: string, against: string[], ratio: number, toward: "black" | "white"): string {
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, toward, step / 100);
    if (against.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return toward === "black" ? "#000000" : "#ffffff";
}
