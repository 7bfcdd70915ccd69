/**
 * What every static look-alike shares (see README.md): Mantine's sizes and spacing, the `style` type
 * with CSS variables, and the props of a box. No JSX, no React code: free to import anywhere.
 */
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from "react";

export type MantineSize = "xs" | "sm" | "md" | "lg" | "xl";
export type Spacing = MantineSize | number;

/** px (as Mantine does, scaled) or a theme spacing name. */
export function spacing(value: Spacing): string {
  return typeof value === "number" ? `calc(${value / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${value})`;
}

/** CSS variables and custom properties are allowed in `style`. */
export type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

export function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(" ");
}

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "style"> {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: Style;
  children?: ReactNode;
}
