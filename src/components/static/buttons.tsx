/** Mantine's Button and ActionIcon as static markup (see README.md). */
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from "react";
import { IntentLink } from "@/components/IntentLink";
import { buttonColors, DEFAULT_BORDER, type ButtonVariant } from "@/components/static/colors";
import { cx, type MantineSize, type Style } from "@/components/static/box";
import { ButtonInner } from "@/components/static/button-parts";

export type { ButtonVariant };

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
