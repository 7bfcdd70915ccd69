/**
 * Server-renderable look-alikes of the Mantine components the public pages use: the same HTML,
 * global class names and CSS variables that Mantine renders (its stylesheet, @mantine/core/styles.css,
 * is loaded on every page and costs no JavaScript), without Mantine's React code. Every Mantine
 * component is a client component, so a static page built from them ships Mantine (~40 kB gz)
 * plus its provider; one built from these ships nothing.
 *
 * No hooks and no "use client": usable from server components and inside client islands alike.
 * The class names (`m_…`) belong to the pinned @mantine/core version; static-ui.test.ts checks that
 * each one still exists in its stylesheet, so an upgrade that renames them fails a test instead of
 * silently unstyling the public pages.
 */
import { IntentLink } from "@/components/IntentLink";
import type { ButtonHTMLAttributes, CSSProperties, HTMLAttributes, MouseEventHandler, ReactNode, Ref } from "react";
import classes from "@/components/static/ui.module.css";

export type MantineSize = "xs" | "sm" | "md" | "lg" | "xl";
type Spacing = MantineSize | number;

/** px (as Mantine does, scaled) or a theme spacing name. */
export function spacing(value: Spacing): string {
  return typeof value === "number" ? `calc(${value / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${value})`;
}

/** CSS variables and custom properties are allowed in `style`. */
type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(" ");
}

interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "style"> {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  style?: Style;
  children?: ReactNode;
}

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

export function Title({ order, size, className, style, ...rest }: BoxProps & { order: 1 | 2 | 3 | 4; size?: "h1" | "h2" | "h3" | "h4" | "h5" }) {
  const Tag = `h${order}` as const;
  const h = size ?? `h${order}`;
  return (
    <Tag
      {...rest}
      className={cx("m_8a5d1357 mantine-Title-root", className)}
      data-order={order}
      data-size={size}
      style={
        {
          "--title-fw": `var(--mantine-${h}-font-weight)`,
          "--title-lh": `var(--mantine-${h}-line-height)`,
          "--title-fz": `var(--mantine-${h}-font-size)`,
          ...style,
        } as Style
      }
    />
  );
}

export function Text({
  size,
  dimmed,
  component: Tag = "p",
  className,
  style,
  ...rest
}: BoxProps & { size?: MantineSize; dimmed?: boolean; component?: "p" | "span" | "div" }) {
  return (
    <Tag
      {...rest}
      className={cx("mantine-focus-auto m_b6d8b162 mantine-Text-root", className)}
      data-size={size}
      style={{
        ...(size && { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }),
        ...(dimmed && { color: "var(--mantine-color-dimmed)" }),
        ...style,
      }}
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

/** Text in the indigo→cyan gradient of the logo (Mantine's `variant="gradient"`, inherited size). */
export function GradientText({ children, deg = 90 }: { children: ReactNode; deg?: number }) {
  return (
    <span
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-variant="gradient"
      data-inherit="true"
      style={
        { "--text-gradient": `linear-gradient(${deg}deg, var(--mantine-color-indigo-filled) 0%, var(--mantine-color-cyan-filled) 100%)` } as Style
      }
    >
      {children}
    </span>
  );
}

export function Anchor({
  href,
  size,
  dimmed,
  className,
  style,
  children,
  ...rest
}: {
  href: string;
  size?: MantineSize;
  dimmed?: boolean;
  className?: string;
  style?: Style;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <IntentLink
      {...rest}
      href={href}
      className={cx("mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root", className)}
      data-size={size}
      data-underline="hover"
      style={{
        ...(size && { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }),
        ...(dimmed && { color: "var(--mantine-color-dimmed)" }),
        ...style,
      }}
    >
      {children}
    </IntentLink>
  );
}

/** Mantine's "light" colour variables of a palette colour (badges, icons, active links). */
function lightColors(color: string) {
  return {
    bg: `var(--mantine-color-${color}-light)`,
    hover: `var(--mantine-color-${color}-light-hover)`,
    color: `var(--mantine-color-${color}-light-color)`,
  };
}

const TRANSPARENT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid transparent";
const DEFAULT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)";

export function Badge({
  size = "md",
  color = "indigo",
  leftSection,
  children,
}: {
  size?: MantineSize;
  color?: string;
  leftSection?: ReactNode;
  children: ReactNode;
}) {
  const light = lightColors(color);
  return (
    <div
      className="m_347db0ec mantine-Badge-root"
      data-variant="light"
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      style={
        {
          "--badge-height": `var(--badge-height-${size})`,
          "--badge-padding-x": `var(--badge-padding-x-${size})`,
          "--badge-fz": `var(--badge-fz-${size})`,
          "--badge-bg": light.bg,
          "--badge-color": light.color,
          "--badge-bd": TRANSPARENT_BORDER,
        } as Style
      }
    >
      {leftSection && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

export function Card({ padding = "md", radius = "md", className, style, ...rest }: BoxProps & { padding?: MantineSize; radius?: MantineSize }) {
  return (
    <div
      {...rest}
      className={cx("m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root", className)}
      data-with-border="true"
      data-orientation="vertical"
      style={{ "--paper-radius": `var(--mantine-radius-${radius})`, "--card-padding": `var(--mantine-spacing-${padding})`, ...style } as Style}
    />
  );
}

export function Paper({
  radius = "md",
  withBorder,
  shadow,
  className,
  style,
  ...rest
}: BoxProps & { radius?: MantineSize; withBorder?: boolean; shadow?: MantineSize }) {
  return (
    <div
      {...rest}
      className={cx("m_1b7284a3 mantine-Paper-root", className)}
      data-with-border={withBorder || undefined}
      style={
        {
          "--paper-radius": `var(--mantine-radius-${radius})`,
          ...(shadow && { "--paper-shadow": `var(--mantine-shadow-${shadow})` }),
          ...style,
        } as Style
      }
    />
  );
}

export function ThemeIcon({
  size,
  variant = "light",
  color = "indigo",
  children,
}: {
  size: number;
  variant?: "light" | "gradient";
  color?: string;
  children: ReactNode;
}) {
  const colors =
    variant === "gradient"
      ? {
          "--ti-bg": "linear-gradient(135deg, var(--mantine-color-indigo-filled) 0%, var(--mantine-color-cyan-filled) 100%)",
          "--ti-color": "var(--mantine-color-white)",
          "--ti-bd": "none",
        }
      : { "--ti-bg": lightColors(color).bg, "--ti-color": lightColors(color).color, "--ti-bd": TRANSPARENT_BORDER };
  return (
    <div
      className="m_7341320d mantine-ThemeIcon-root"
      data-variant={variant}
      aria-hidden
      style={{ "--ti-size": spacing(size), "--ti-radius": "var(--mantine-radius-md)", ...colors } as Style}
    >
      {children}
    </div>
  );
}

export type ButtonVariant = "filled" | "default" | "light" | "subtle";

function buttonColors(variant: ButtonVariant, color: string): Style {
  switch (variant) {
    case "filled":
      return { "--button-color": "var(--mantine-color-white)" };
    case "default":
      return {
        "--button-bg": "var(--mantine-color-default)",
        "--button-hover": "var(--mantine-color-default-hover)",
        "--button-color": "var(--mantine-color-default-color)",
        "--button-bd": DEFAULT_BORDER,
      };
    case "light":
      return {
        "--button-bg": lightColors(color).bg,
        "--button-hover": lightColors(color).hover,
        "--button-color": lightColors(color).color,
        "--button-bd": TRANSPARENT_BORDER,
      };
    case "subtle":
      return {
        "--button-bg": "transparent",
        "--button-hover": lightColors(color).hover,
        "--button-color": lightColors(color).color,
        "--button-bd": TRANSPARENT_BORDER,
      };
  }
}

/** The inside of Mantine's Button: its sections and label (shared with compact.tsx's CompactButton). */
export function ButtonInner({ leftSection, rightSection, children }: { leftSection?: ReactNode; rightSection?: ReactNode; children: ReactNode }) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {rightSection && (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
}

interface ButtonProps {
  variant?: ButtonVariant;
  color?: string;
  /** Mantine's sizes and their compact forms (less height and padding, the same text size). */
  size?: MantineSize | `compact-${MantineSize}`;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** A link (IntentLink) when set, else a button. */
  href?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  style?: Style;
  children: ReactNode;
  "aria-current"?: "page";
  "aria-label"?: string;
  title?: string;
}

export function Button({
  variant = "filled",
  color = "indigo",
  size = "sm",
  leftSection,
  rightSection,
  href,
  onClick,
  className,
  style,
  children,
  ...aria
}: ButtonProps) {
  const props = {
    ...aria,
    className: cx("mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root", className),
    "data-variant": variant === "filled" ? undefined : variant,
    "data-size": size,
    "data-with-left-section": leftSection ? true : undefined,
    "data-with-right-section": rightSection ? true : undefined,
    style: {
      "--button-height": `var(--button-height-${size})`,
      "--button-padding-x": `var(--button-padding-x-${size})`,
      "--button-fz": `var(--mantine-font-size-${size.replace("compact-", "")})`,
      ...buttonColors(variant, color),
      ...style,
    },
  };
  const inner = (
    <ButtonInner leftSection={leftSection} rightSection={rightSection}>
      {children}
    </ButtonInner>
  );
  return href ? (
    <IntentLink href={href} {...props}>
      {inner}
    </IntentLink>
  ) : (
    <button type="button" onClick={onClick} {...props}>
      {inner}
    </button>
  );
}

/** Mantine's ActionIcon, variant "default", size lg: the header's square icon buttons. */
export function IconButton({
  className,
  children,
  ...attributes
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "style" | "type"> & {
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
  "aria-label": string;
  "data-testid"?: string;
}) {
  return (
    <button
      type="button"
      {...attributes}
      className={cx("mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root", className)}
      data-variant="default"
      data-size="lg"
      style={
        {
          "--ai-size": "var(--ai-size-lg)",
          "--ai-bg": "var(--mantine-color-default)",
          "--ai-hover": "var(--mantine-color-default-hover)",
          "--ai-color": "var(--mantine-color-default-color)",
          "--ai-bd": DEFAULT_BORDER,
        } as Style
      }
    >
      {children}
    </button>
  );
}

/**
 * Mantine's Skeleton. `radius` "default" leaves the radius to the stylesheet (the theme's default, md),
 * as Mantine does when none is given; a width left out fills the line.
 */
export function Skeleton({
  width,
  height,
  radius = "md",
  style,
}: {
  width?: number;
  height: number;
  radius?: MantineSize | "default";
  style?: Style;
}) {
  return (
    <div
      className="m_18320242 mantine-Skeleton-root"
      data-visible="true"
      data-animate="true"
      style={
        {
          "--skeleton-height": spacing(height),
          ...(width !== undefined && { "--skeleton-width": spacing(width) }),
          ...(radius !== "default" && { "--skeleton-radius": `var(--mantine-radius-${radius})` }),
          ...style,
        } as Style
      }
    />
  );
}

/** Mantine's Progress (one section, value 0–100); the bar is the progressbar and carries its name. */
export function Progress({
  value,
  color = "indigo",
  size = "md",
  "aria-label": label,
}: {
  value: number;
  color?: string;
  size?: MantineSize;
  "aria-label": string;
}) {
  return (
    <div className="m_db6d6462 mantine-Progress-root" data-size={size} style={{ "--progress-size": `var(--progress-size-${size})` } as Style}>
      <div
        className="m_2242eb65 mantine-Progress-section"
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        style={{ "--progress-section-size": `${value}%`, "--progress-section-color": `var(--mantine-color-${color}-filled)` } as Style}
      />
    </div>
  );
}

export function List({ ordered, size, spacing: gap, children }: { ordered?: boolean; size?: MantineSize; spacing?: number; children: ReactNode }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag
      className="m_abbac491 mantine-List-root"
      data-size={size}
      style={
        {
          ...(size && { "--list-fz": `var(--mantine-font-size-${size})`, "--list-lh": `var(--mantine-line-height-${size})` }),
          ...(gap !== undefined && { "--list-spacing": spacing(gap) }),
        } as Style
      }
    >
      {children}
    </Tag>
  );
}

export function ListItem({ children }: { children: ReactNode }) {
  return (
    <li className="m_abb6bec2 mantine-List-item">
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}

export function Divider({ style }: { style?: Style }) {
  return (
    <div className="m_3eebeb36 mantine-Divider-root" style={style} data-orientation="horizontal" role="separator" aria-orientation="horizontal" />
  );
}

/** Mantine's Loader (oval, primary colour, size md). */
export function Loader() {
  return <span className="m_b34414df m_5ae2e3c mantine-Loader-root" />;
}

/** Classes for static markup: Mantine's `visibleFrom`/`hiddenFrom` (see src/app/theme-variables.css). */
export const visibleFrom = (size: MantineSize) => `mantine-visible-from-${size}`;
export const hiddenFrom = (size: MantineSize) => `mantine-hidden-from-${size}`;
