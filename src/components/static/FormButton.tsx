/**
 * Mantine's Button as a real <button> with its loading state: the part of a form its client island
 * renders (see form.tsx on why it is a module of its own). Hook-free, server-renderable too.
 */
import { type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from "react";
import { cx, type MantineSize, type Style } from "@/components/static/box";
import { buttonColors, type ButtonVariant } from "@/components/static/colors";
import { ButtonInner, ButtonLoader } from "@/components/static/button-parts";

export interface FormButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "style"> {
  variant?: ButtonVariant;
  color?: string;
  size?: MantineSize;
  /** Disabled, with Mantine's loader over the dimmed label (the label stays the accessible name). */
  loading?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  style?: Style;
}

/**
 * Mantine's Button as a real <button> of any type (buttons.tsx's Button is a link or a plain button),
 * with `loading`, `disabled` and `fullWidth`.
 */
export function FormButton({
  variant = "filled",
  color = "indigo",
  size = "sm",
  loading,
  fullWidth,
  leftSection,
  rightSection,
  disabled,
  type = "button",
  className,
  style,
  children,
  ...button
}: FormButtonProps) {
  const inactive = Boolean(loading || disabled);
  return (
    <button
      {...button}
      type={type}
      disabled={inactive}
      className={cx(
        "mantine-focus-auto",
        !inactive && "mantine-active",
        "m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root",
        className,
      )}
      data-variant={variant === "filled" ? undefined : variant}
      data-size={size}
      data-disabled={disabled && !loading ? true : undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      style={
        {
          "--button-height": `var(--button-height-${size})`,
          "--button-padding-x": `var(--button-padding-x-${size})`,
          "--button-fz": `var(--mantine-font-size-${size})`,
          ...buttonColors(variant, color),
          ...style,
        } as CSSProperties
      }
    >
      {loading && <ButtonLoader />}
      <ButtonInner leftSection={leftSection} rightSection={rightSection} loading={loading}>
        {children}
      </ButtonInner>
    </button>
  );
}
