/**
 * Mantine's Button with its disabled and loading states, apart from cards.tsx so that an island
 * that only needs a button ships only this (Turbopack bundles a client module whole, every export).
 * Same HTML, classes and variables as Mantine 8 renders; see cards.tsx.
 */
import type { CSSProperties, HTMLAttributes, MouseEventHandler, ReactNode } from "react";
import { variantColors, type Variant } from "@/components/static/colors";
import type { MantineSize } from "@/components/static/box";
import { ButtonInner, ButtonLoader } from "@/components/static/button-parts";

type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

interface ActionButtonProps extends Omit<HTMLAttributes<HTMLButtonElement>, "style" | "color" | "onClick"> {
  variant?: Variant;
  color?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  /** Shows Mantine's loader over the label and disables the button. */
  loading?: boolean;
  loaderSize?: MantineSize;
  leftSection?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children: ReactNode;
  "data-testid"?: string;
}

/**
 * Mantine's Button (size sm) with its disabled and loading states, for islands that act on click
 * (buttons.tsx's Button is a link or a plain button without those states).
 */
export function ActionButton({
  variant = "filled",
  color = "indigo",
  fullWidth,
  disabled,
  loading,
  loaderSize = "md",
  leftSection,
  children,
  ...rest
}: ActionButtonProps) {
  const colors = variantColors(variant, color);
  const inactive = disabled || loading;
  return (
    <button
      type="button"
      {...rest}
      disabled={inactive}
      className={`mantine-focus-auto ${inactive ? "" : "mantine-active "}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-disabled={disabled && !loading ? true : undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      style={{ "--button-bg": colors.bg, "--button-hover": colors.hover, "--button-color": colors.color, "--button-bd": colors.bd } as Style}
    >
      {loading && <ButtonLoader size={loaderSize} />}
      <ButtonInner leftSection={leftSection} loading={loading}>
        {children}
      </ButtonInner>
    </button>
  );
}
