/**
 * The colour variables that carry text, moved to reach WCAG AA in both schemes (contrastVariables).
 * Computed here for src/app/theme-variables.css (`npx tsx scripts/theme-css.ts`) and its test, never
 * in the browser: the app's providers render without Mantine's CSS variables and the stylesheet
 * holds them (theme.ts is client code; computing these on every page load was about 12 ms of a
 * phone's start-up, docs/decisions.md "Mobile speed: compile hints and off-screen cards").
 */
import { DEFAULT_THEME, type CSSVariablesResolver } from "@mantine/core";
import { mix, shadeFor } from "./contrast";

/** WCAG AA asks 4.5:1 of body text; a little more, so blends and rounding never land under it. */
export const TEXT_CONTRAST = 4.6;
const WHITE = "#ffffff";
const { colors } = DEFAULT_THEME;

/** The surfaces text sits on in each scheme: body, neutral background (cards, table heads), hover. */
export const SURFACES = {
  light: [WHITE, colors.gray[0], colors.gray[1]],
  dark: [colors.dark[7], colors.dark[6]],
};

/**
 * Mantine's light-variant backgrounds (Alert, Badge, ThemeIcon variant="light": shade 1 light, shade 9
 * darkened by half dark) of the colours the app puts text and links in. Not "dark", yellow and lime:
 * their tints are the lightest in the dark scheme and would push dimmed text up to the body colour.
 */
const BOX_COLORS = ["gray", "red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green", "orange"] as const;
export const LIGHT_VARIANT_BG = {
  light: BOX_COLORS.map((name) => colors[name][1]),
  dark: BOX_COLORS.map((name) => mix(colors[name][9], "black", 0.5)),
};

/**
 * Mantine's stock shades put text under AA: white on the filled shades (indigo 4.3:1 light, 3.7:1
 * dark; teal 2.6:1, blue 3.6:1), the dimmed grey (3.3:1 on white, 4.0:1 dark), error red and several
 * light-variant badges. Every colour variable that carries text is moved, in both schemes, to the
 * nearest darker (light text on it) or lighter (on dark surfaces) mix of the same shade that reaches
 * TEXT_CONTRAST; shades that already do are kept, so the look stays Mantine's. Every page gets them
 * from src/app/theme-variables.css (npx tsx scripts/theme-css.ts regenerates it).
 */
export const contrastVariables = (() => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  // White text on it, and it as text (Text c="teal", outline buttons, links) on the light surfaces.
  const lightFilled = (shade: string) => shadeFor(shade, SURFACES.light, TEXT_CONTRAST, "black");
  for (const [name, c] of Object.entries(colors)) {
    const filledLight = lightFilled(c[6]);
    light[`--mantine-color-${name}-filled`] = filledLight;
    light[`--mantine-color-${name}-filled-hover`] = mix(filledLight, "black", 0.1);
    light[`--mantine-color-${name}-outline`] = filledLight; // outline buttons: the colour is their text
    light[`--mantine-color-${name}-light-color`] = shadeFor(c[9], [c[1], c[2]], TEXT_CONTRAST, "black");
    const filledDark = shadeFor(c[5], [WHITE], TEXT_CONTRAST, "black");
    dark[`--mantine-color-${name}-filled`] = filledDark;
    dark[`--mantine-color-${name}-filled-hover`] = mix(filledDark, "black", 0.1);
    dark[`--mantine-color-${name}-text`] = shadeFor(c[4], SURFACES.dark, TEXT_CONTRAST, "white");
  }
  // Dimmed text also sits in light-variant boxes (a selected choice card, status cards): on shade 1 too.
  light["--mantine-color-dimmed"] = shadeFor(colors.gray[6], [...SURFACES.light, ...LIGHT_VARIANT_BG.light], TEXT_CONTRAST, "black");
  // Links also sit in light-variant boxes (alerts, badges): on every palette's shade 1 too.
  light["--mantine-color-anchor"] = shadeFor(colors.indigo[6], [...SURFACES.light, ...LIGHT_VARIANT_BG.light], TEXT_CONTRAST, "black");
  light["--mantine-color-placeholder"] = shadeFor(colors.gray[5], SURFACES.light, TEXT_CONTRAST, "black");
  light["--mantine-color-error"] = lightFilled(colors.red[6]);
  // Dimmed text also sits in light-variant boxes (status cards), which are dark tints in this scheme.
  dark["--mantine-color-dimmed"] = shadeFor(colors.dark[2], [...SURFACES.dark, ...LIGHT_VARIANT_BG.dark], TEXT_CONTRAST, "white");
  dark["--mantine-color-placeholder"] = shadeFor(colors.dark[3], SURFACES.dark, TEXT_CONTRAST, "white");
  dark["--mantine-color-anchor"] = shadeFor(colors.indigo[4], SURFACES.dark, TEXT_CONTRAST, "white");
  dark["--mantine-color-error"] = shadeFor(colors.red[6], SURFACES.dark, TEXT_CONTRAST, "white");
  return { light, dark };
})();

/** For a MantineProvider that writes its own variables (scripts/lib/theme-css.tsx, the look-alike tests). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, ...contrastVariables });
