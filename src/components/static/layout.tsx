/** Mantine's layout components as static markup (see README.md): Group, Stack, Container, SimpleGrid, Divider. */
import { cx, spacing, type BoxProps, type MantineSize, type Spacing, type Style } from "@/components/static/box";
import classes from "@/components/static/ui.module.css";

export function Group({
  gap = "md",
  justify = "flex-start",
  align = "center",
  wrap = "wrap",
  component: Tag = "div",
  className,
  style,
  ...rest
}: BoxProps & { gap?: Spacing; justify?: string; align?: string; wrap?: "wrap" | "nowrap"; component?: "div" | "nav" | "span" }) {
  return (
    <Tag
      {...rest}
      className={cx("m_4081bf90 mantine-Group-root", className)}
      style={{ "--group-gap": spacing(gap), "--group-align": align, "--group-justify": justify, "--group-wrap": wrap, ...style } as Style}
    />
  );
}

export function Stack({
  gap = "md",
  align = "stretch",
  justify = "flex-start",
  component: Tag = "div",
  className,
  style,
  ...rest
}: BoxProps & { gap?: Spacing; align?: string; justify?: string; component?: "div" | "section" }) {
  return (
    <Tag
      {...rest}
      className={cx("m_6d731127 mantine-Stack-root", className)}
      style={{ "--stack-gap": spacing(gap), "--stack-align": align, "--stack-justify": justify, ...style } as Style}
    />
  );
}

export function Container({
  size = "md",
  component: Tag = "div",
  className,
  style,
  ...rest
}: BoxProps & { size?: MantineSize | number; component?: "div" | "section" }) {
  return (
    <Tag
      {...rest}
      className={cx("m_7485cace mantine-Container-root", className)}
      data-size={typeof size === "number" ? undefined : size}
      data-strategy="block"
      style={{ "--container-size": typeof size === "number" ? spacing(size) : `var(--container-size-${size})`, ...style } as Style}
    />
  );
}

/** Columns per breakpoint, as Mantine's SimpleGrid `cols` (a breakpoint left out keeps the smaller one's). */
export function SimpleGrid({
  cols,
  spacing: gap = "md",
  className,
  style,
  ...rest
}: BoxProps & { cols: { base: number; sm?: number; md?: number }; spacing?: Spacing }) {
  const sm = cols.sm ?? cols.base;
  return (
    <div
      {...rest}
      className={cx(classes.simpleGrid, className)}
      style={{ "--sg-gap": spacing(gap), "--sg-cols-base": cols.base, "--sg-cols-sm": sm, "--sg-cols-md": cols.md ?? sm, ...style } as Style}
    />
  );
}

export function Divider({ style }: { style?: Style }) {
  return (
    <div className="m_3eebeb36 mantine-Divider-root" style={style} data-orientation="horizontal" role="separator" aria-orientation="horizontal" />
  );
}

/** Classes for static markup: Mantine's `visibleFrom`/`hiddenFrom` (see src/app/theme-variables.css). */
export const visibleFrom = (size: MantineSize) => `mantine-visible-from-${size}`;
export const hiddenFrom = (size: MantineSize) => `mantine-hidden-from-${size}`;
