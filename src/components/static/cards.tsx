/**
 * More server-renderable look-alikes (see README.md for the idea): what the plan cards of /pricing and
 * the status board of /status need beyond the basic modules. Each renders the HTML, global `m_…` class names,
 * data attributes and CSS variables Mantine 8 renders for the same props (compared with
 * react-dom/server's output of the Mantine components), so Mantine's stylesheet styles them alike.
 *
 * No hooks and no "use client": usable from server components and inside client islands alike
 * (an island ships the whole file: Turbopack bundles a client module with all its exports, hence
 * the button apart in cards-button.tsx). static-ui.test.ts checks that every `m_…` class here still exists in Mantine's stylesheet.
 */
import type { CSSProperties, ReactNode } from "react";
import { spacing, type MantineSize } from "@/components/static/box";
import classes from "@/components/static/cards.module.css";
import { filledColor, TRANSPARENT_BORDER, variantColors } from "@/components/static/colors";

type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** Size in px (scaled like Mantine's rem) or a theme size name, as a CSS value of `--<name>-size`. */
function sizeValue(size: number | MantineSize, name: string): string {
  return typeof size === "number" ? spacing(size) : `var(--${name}-size-${size})`;
}

/** Mantine's SimpleGrid with columns per breakpoint (a breakpoint left out keeps the smaller one's). */
export function Grid({
  cols,
  spacing: gap = "md",
  className,
  style,
  children,
  ...rest
}: {
  cols: { base: number; xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
  spacing?: MantineSize | number;
  className?: string;
  style?: Style;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const xs = cols.xs ?? cols.base;
  const sm = cols.sm ?? xs;
  const md = cols.md ?? sm;
  const lg = cols.lg ?? md;
  const xl = cols.xl ?? lg;
  return (
    <div
      {...rest}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={
        {
          "--grid-gap": spacing(gap),
          "--grid-cols-base": cols.base,
          "--grid-cols-xs": xs,
          "--grid-cols-sm": sm,
          "--grid-cols-md": md,
          "--grid-cols-lg": lg,
          "--grid-cols-xl": xl,
          ...style,
        } as Style
      }
    >
      {children}
    </div>
  );
}

/** Mantine's `mih={{ base: 0, sm: N }}`: a minimum height from the sm breakpoint on. */
export function minHeightFromSm(px: number): { className: string; style: Style } {
  return { className: classes.minHeightFromSm!, style: { "--min-height-sm": spacing(px) } };
}

/** Mantine's Center. */
export function Center({ py, children }: { py?: MantineSize; children: ReactNode }) {
  return (
    <div className="m_4451eb3a mantine-Center-root" style={py ? { paddingBlock: `var(--mantine-spacing-${py})` } : undefined}>
      {children}
    </div>
  );
}

/** Mantine's Alert, variant light, with an icon and no title. `id` names its message for aria-describedby. */
export function Alert({
  id,
  color,
  icon,
  children,
  ...rest
}: {
  id: string;
  color: string;
  icon: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div
      {...rest}
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      style={
        {
          "--alert-bg": `var(--mantine-color-${color}-light)`,
          "--alert-color": `var(--mantine-color-${color}-light-color)`,
          "--alert-bd": TRANSPARENT_BORDER,
        } as Style
      }
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>
        <div className="m_667c2793 mantine-Alert-body">
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

export { Badge } from "@/components/static/badge";

/** Mantine's ThemeIcon, light or filled, any radius (surfaces.tsx's: light or gradient, radius md). */
export function ThemeIcon({
  size,
  radius = "md",
  variant = "light",
  color,
  children,
}: {
  size: number;
  radius?: MantineSize;
  variant?: "light" | "filled";
  color: string;
  children: ReactNode;
}) {
  const colors = variantColors(variant, color);
  return (
    <div
      className="m_7341320d mantine-ThemeIcon-root"
      data-variant={variant}
      aria-hidden
      style={
        {
          "--ti-size": spacing(size),
          "--ti-radius": `var(--mantine-radius-${radius})`,
          "--ti-bg": colors.bg,
          "--ti-color": colors.color,
          "--ti-bd": TRANSPARENT_BORDER,
        } as Style
      }
    >
      {children}
    </div>
  );
}

/** Mantine's Loader (oval) of a size in px or a size name, in the primary colour or `color`. */
export function Loader({ size, color, ...aria }: { size?: number | MantineSize; color?: string; "aria-label"?: string }) {
  return (
    <span
      {...aria}
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
      data-size={typeof size === "string" ? size : undefined}
      style={
        { ...(size !== undefined && { "--loader-size": sizeValue(size, "loader") }), ...(color && { "--loader-color": filledColor(color) }) } as Style
      }
    />
  );
}

/** Mantine's List with one icon before every item (`icon` prop). */
export function IconList({
  icon,
  size,
  spacing: gap,
  style,
  items,
}: {
  icon: ReactNode;
  size?: MantineSize;
  spacing?: number;
  style?: Style;
  items: string[];
}) {
  return (
    <ul
      className="m_abbac491 mantine-List-root"
      data-size={size}
      data-type="none"
      style={
        {
          ...(size && { "--list-fz": `var(--mantine-font-size-${size})`, "--list-lh": `var(--mantine-line-height-${size})` }),
          ...(gap !== undefined && { "--list-spacing": spacing(gap) }),
          ...style,
        } as Style
      }
    >
      {items.map((item) => (
        <li key={item} className="m_abb6bec2 mantine-List-item" data-with-icon="true">
          <div className="m_75cd9f71 mantine-List-itemWrapper">
            <span className="m_60f83e5b mantine-List-itemIcon">{icon}</span>
            <span className="mantine-List-itemLabel">{item}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
