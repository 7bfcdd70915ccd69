/** Mantine's surfaces as static markup (see README.md): Badge, Card, Paper, ThemeIcon. */
import type { ReactNode } from "react";
import { TRANSPARENT_BORDER, variantColors } from "@/components/static/colors";
import { cx, spacing, type BoxProps, type MantineSize, type Style } from "@/components/static/box";

export { Badge } from "@/components/static/badge";

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
