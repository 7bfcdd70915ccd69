/** Mantine's typography as static markup (see README.md): Title, Text, GradientText, Anchor, List. */
import type { ReactNode } from "react";
import { IntentLink } from "@/components/IntentLink";
import { cx, spacing, type BoxProps, type MantineSize, type Style } from "@/components/static/box";

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
