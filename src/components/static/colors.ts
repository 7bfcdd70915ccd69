/** Mantine's colour variables, shared by the static look-alikes (buttons, surfaces, cards, compact, FormButton). */
export const TRANSPARENT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid transparent";
export const DEFAULT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)";

/** A palette colour's value for CSS ("white" and "black" are the theme's own; `var(...)` passes through). */
export function filledColor(color: string): string {
  if (color.startsWith("var(")) return color;
  if (color === "white" || color === "black") return `var(--mantine-color-${color})`;
  return `var(--mantine-color-${color}-filled)`;
}

export type Variant = "filled" | "light" | "default" | "subtle" | "outline";

/** Mantine's colour variables of a variant: background, hover, text and border. */
export function variantColors(variant: Variant, color: string) {
  switch (variant) {
    case "filled":
      return {
        bg: `var(--mantine-color-${color}-filled)`,
        hover: `var(--mantine-color-${color}-filled-hover)`,
        color: "var(--mantine-color-white)",
        bd: TRANSPARENT_BORDER,
      };
    case "light":
      return {
        bg: `var(--mantine-color-${color}-light)`,
        hover: `var(--mantine-color-${color}-light-hover)`,
        color: `var(--mantine-color-${color}-light-color)`,
        bd: TRANSPARENT_BORDER,
      };
    case "default":
      return {
        bg: "var(--mantine-color-default)",
        hover: "var(--mantine-color-default-hover)",
        color: "var(--mantine-color-default-color)",
        bd: DEFAULT_BORDER,
      };
    case "subtle":
      return {
        bg: "transparent",
        hover: `var(--mantine-color-${color}-light-hover)`,
        color: `var(--mantine-color-${color}-light-color)`,
        bd: TRANSPARENT_BORDER,
      };
    case "outline":
      return {
        bg: "transparent",
        hover: `var(--mantine-color-${color}-outline-hover)`,
        color: `var(--mantine-color-${color}-outline)`,
        bd: `calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-${color}-outline)`,
      };
  }
}

export type ButtonVariant = "filled" | "default" | "light" | "subtle";

/** A Button's colour variables: a filled one takes the theme's primary colours from the stylesheet. */
export function buttonColors(variant: ButtonVariant, color: string): Record<`--${string}`, string> {
  if (variant === "filled") return { "--button-color": "var(--mantine-color-white)" };
  const colors = variantColors(variant, color);
  return { "--button-bg": colors.bg, "--button-hover": colors.hover, "--button-color": colors.color, "--button-bd": colors.bd };
}
