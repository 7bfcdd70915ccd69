/**
 * Look-alikes (see README.md for the idea) of the Mantine components repeated many times on the signed-in
 * lists (the post cards of /posts, the dashboard's rows): a button of any size and variant with its
 * loading and disabled states, and a badge of any variant. A Mantine component costs two or three
 * fibers and its theme and style hooks on every render; on /posts 30 cards of them were most of the
 * page's hydration on a phone. Same HTML, classes and CSS variables as Mantine renders for the same
 * props: compact.test.ts compares them with react-dom/server's output of the Mantine components.
 *
 * No hooks and no "use client": usable from server components and inside client islands alike.
 */
import { IntentLink } from "@/components/IntentLink";
import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import { type MantineSize } from "@/components/static/box";
import { ButtonInner, ButtonLoader } from "@/components/static/button-parts";
import { variantColors, type Variant } from "@/components/static/colors";

type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

export type CompactVariant = Variant;

export interface CompactButtonProps {
  /** "gradient": Mantine's gradient variant, `gradient` (45deg) or the theme's indigo→cyan. */
  variant?: CompactVariant | "gradient";
  gradient?: { from: string; to: string; deg?: number };
  /** A palette colour; the theme's primary colour (indigo) when left out. */
  color?: string;
  /** Left out: Mantine's default size, from its stylesheet. */
  size?: MantineSize;
  disabled?: boolean;
  /** Mantine's loader over the label; the button is disabled meanwhile. */
  loading?: boolean;
  leftSection?: ReactNode;
  /** Mantine's `fullWidth`. */
  fullWidth?: boolean;
  /** A link (IntentLink, as Mantine's `component={Link}`) instead of a button; no disabled or loading state. */
  href?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Spacing around it (Mantine's `mt` and the like) and other inline styles. */
  style?: Style;
  children: ReactNode;
  "aria-label"?: string;
  "data-testid"?: string;
}

function gradientColors({ from, to, deg = 45 }: { from: string; to: string; deg?: number }) {
  const value = `linear-gradient(${deg}deg, var(--mantine-color-${from}-filled) 0%, var(--mantine-color-${to}-filled) 100%)`;
  return { bg: value, hover: value, color: "var(--mantine-color-white)", bd: "none" };
}

/** Mantine's Button (a `<button type="button">`, or a link) with its loading and disabled states. */
export function CompactButton({
  variant = "filled",
  gradient,
  color,
  size,
  disabled,
  loading,
  leftSection,
  fullWidth,
  href,
  onClick,
  style,
  children,
  ...rest
}: CompactButtonProps) {
  // Mantine leaves the primary colour's filled shades to its stylesheet.
  const c =
    variant === "gradient"
      ? gradientColors(gradient ?? { from: "indigo", to: "cyan" })
      : variant === "filled" && !color
        ? { color: "var(--mantine-color-white)" }
        : variantColors(variant, color ?? "indigo");
  const inactive = !href && (disabled || loading);
  const props = {
    ...rest,
    className: `mantine-focus-auto ${inactive ? "" : "mantine-active "}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    "data-variant": variant === "filled" ? undefined : variant,
    "data-size": size,
    "data-disabled": (!href && disabled) || undefined,
    "data-loading": (!href && loading) || undefined,
    "data-block": fullWidth || undefined,
    "data-with-left-section": leftSection ? true : undefined,
    style: {
      ...(size && {
        "--button-height": `var(--button-height-${size})`,
        "--button-padding-x": `var(--button-padding-x-${size})`,
        "--button-fz": `var(--mantine-font-size-${size})`,
      }),
      "--button-bg": "bg" in c ? c.bg : undefined,
      "--button-hover": "hover" in c ? c.hover : undefined,
      "--button-color": c.color,
      "--button-bd": "bd" in c ? c.bd : undefined,
      ...style,
    } as Style,
  };
  if (href) {
    return (
      <IntentLink href={href} {...props}>
        <ButtonInner leftSection={leftSection}>{children}</ButtonInner>
      </IntentLink>
    );
  }
  return (
    <button type="button" {...props} onClick={onClick} disabled={inactive}>
      {loading && <ButtonLoader />}
      <ButtonInner leftSection={leftSection} loading={loading}>
        {children}
      </ButtonInner>
    </button>
  );
}

/** Mantine's Badge of any variant and size (one Badge for every family: badge.tsx). */
export { Badge as CompactBadge } from "@/components/static/badge";
