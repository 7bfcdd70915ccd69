/**
 * Look-alikes of Mantine's Button (a real <button> with its loading state), Alert and labelled
 * Divider: the parts of a form that client islands render (see form.tsx on why they are a module
 * of their own). Hook-free, server-renderable too.
 */
import { useId, type ButtonHTMLAttributes, type CSSProperties, type ReactNode } from "react";
import type { ButtonVariant, MantineSize } from "@/components/static/ui";

/** CSS variables and custom properties are allowed in `style`. */
type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(" ");
}

const TRANSPARENT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid transparent";
const DEFAULT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)";

function buttonColors(variant: ButtonVariant, color: string): Style {
  const light = { bg: `var(--mantine-color-${color}-light)`, hover: `var(--mantine-color-${color}-light-hover)`, color: `var(--mantine-color-${color}-light-color)` };
  switch (variant) {
    case "filled":
      return { "--button-color": "var(--mantine-color-white)" };
    case "default":
      return { "--button-bg": "var(--mantine-color-default)", "--button-hover": "var(--mantine-color-default-hover)", "--button-color": "var(--mantine-color-default-color)", "--button-bd": DEFAULT_BORDER };
    case "light":
      return { "--button-bg": light.bg, "--button-hover": light.hover, "--button-color": light.color, "--button-bd": TRANSPARENT_BORDER };
    case "subtle":
      return { "--button-bg": "transparent", "--button-hover": light.hover, "--button-color": light.color, "--button-bd": TRANSPARENT_BORDER };
  }
}

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
 * Mantine's Button as a real <button> of any type (ui.tsx's Button is a link or a plain button),
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
      className={cx("mantine-focus-auto", !inactive && "mantine-active", "m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root", className)}
      data-variant={variant === "filled" ? undefined : variant}
      data-size={size}
      data-disabled={disabled && !loading ? true : undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      style={{
        "--button-height": `var(--button-height-${size})`,
        "--button-padding-x": `var(--button-padding-x-${size})`,
        "--button-fz": `var(--mantine-font-size-${size})`,
        ...buttonColors(variant, color),
        ...style,
      } as CSSProperties}
    >
      {loading && (
        <span
          className="m_a25b86ee mantine-Button-loader"
          aria-hidden="true"
          style={{ transform: "translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))" }}
        >
          <span style={{ "--loader-size": "calc(var(--button-height) / 1.8)", "--loader-color": "var(--button-color)" } as Style} className="m_b34414df m_5ae2e3c mantine-Loader-root" />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection && (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </button>
  );
}

/** Mantine's Alert, variant light, with an optional icon and title. */
export function Alert({
  color = "indigo",
  icon,
  title,
  role = "alert",
  children,
}: {
  color?: string;
  icon?: ReactNode;
  title?: ReactNode;
  role?: "alert" | "status";
  children: ReactNode;
}) {
  const id = `alert-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div
      style={{ "--alert-bg": `var(--mantine-color-${color}-light)`, "--alert-color": `var(--mantine-color-${color}-light-color)`, "--alert-bd": TRANSPARENT_BORDER } as Style}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        {icon && <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>}
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div className="m_6a03f287 mantine-Alert-title" data-with-close-button={undefined}>
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Mantine's horizontal Divider with a label ("or"). */
export function LabeledDivider({ label, position = "center" }: { label: ReactNode; position?: "left" | "center" | "right" }) {
  return (
    <div className="m_3eebeb36 mantine-Divider-root" data-orientation="horizontal" data-with-label="true" role="separator" aria-orientation="horizontal">
      <span className="m_9e365f20 mantine-Divider-label" data-position={position}>
        {label}
      </span>
    </div>
  );
}
