/**
 * Mantine's Badge as static markup, the one the look-alike families share (surfaces.tsx, cards.tsx,
 * compact.tsx's CompactBadge, docs.tsx): any variant, size and radius, a count in a circle, a left
 * section, Mantine's `tt="none"` as `keepCase`. The `m_…` classes are checked by static-ui.test.ts.
 */
import type { ReactNode } from "react";
import type { MantineSize, Style } from "@/components/static/box";
import { variantColors, type Variant } from "@/components/static/colors";

export interface BadgeProps {
  variant?: Variant;
  color?: string;
  /** Mantine's size (md when left out) */
  size?: MantineSize;
  radius?: MantineSize;
  /** Mantine's `circle`: as wide as high (a one-digit count). */
  circle?: boolean;
  /** Mantine's `tt="none"`: the label as written, not upper case. */
  keepCase?: boolean;
  leftSection?: ReactNode;
  style?: Style;
  children: ReactNode;
  "data-testid"?: string;
}

export function Badge({ variant = "light", color = "indigo", size, radius, circle, keepCase, leftSection, style, children, ...rest }: BadgeProps) {
  const colors = variantColors(variant, color);
  return (
    <div
      {...rest}
      className="m_347db0ec mantine-Badge-root"
      data-variant={variant}
      data-size={size}
      data-circle={circle || undefined}
      data-with-left-section={leftSection ? true : undefined}
      style={
        {
          ...(size && {
            "--badge-height": `var(--badge-height-${size})`,
            "--badge-padding-x": `var(--badge-padding-x-${size})`,
            "--badge-fz": `var(--badge-fz-${size})`,
          }),
          ...(radius && { "--badge-radius": `var(--mantine-radius-${radius})` }),
          "--badge-bg": colors.bg,
          "--badge-color": colors.color,
          "--badge-bd": colors.bd,
          ...(keepCase && { textTransform: "none" }),
          ...style,
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
