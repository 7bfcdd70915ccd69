/** Mantine's surfaces and indicators as static markup (see README.md): Badge, Card, Paper, ThemeIcon, Skeleton, Progress. */
import type { ReactNode } from "react";
import { TRANSPARENT_BORDER, variantColors } from "@/components/static/colors";
import { cx, spacing, type BoxProps, type MantineSize, type Style } from "@/components/static/box";

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
  const light = variantColors("light", color);
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
      : { "--ti-bg": variantColors("light", color).bg, "--ti-color": variantColors("light", color).color, "--ti-bd": TRANSPARENT_BORDER };
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
