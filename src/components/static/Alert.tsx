/**
 * Mantine's Alert (variant light) and labelled Divider as server-renderable HTML (see form.tsx).
 * Hook-free apart from useId, usable from server components and client islands alike.
 */
import { useId, type CSSProperties, type ReactNode } from "react";

/** CSS variables and custom properties are allowed in `style`. */
type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

const TRANSPARENT_BORDER = "calc(0.0625rem * var(--mantine-scale)) solid transparent";

/** Mantine's Alert, variant light, with an optional icon and title. */
export function Alert({
  color = "indigo",
  icon,
  title,
  role = "alert",
  padding,
  children,
  ...rest
}: {
  color?: string;
  icon?: ReactNode;
  title?: ReactNode;
  role?: "alert" | "status";
  /** Mantine's `p`: the inner padding, a theme spacing. */
  padding?: "xs" | "sm" | "md" | "lg" | "xl";
  children: ReactNode;
  "data-testid"?: string;
}) {
  const id = `alert-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div
      {...rest}
      style={
        {
          "--alert-bg": `var(--mantine-color-${color}-light)`,
          "--alert-color": `var(--mantine-color-${color}-light-color)`,
          "--alert-bd": TRANSPARENT_BORDER,
          ...(padding && { padding: `var(--mantine-spacing-${padding})` }),
        } as Style
      }
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
    <div
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      data-with-label="true"
      role="separator"
      aria-orientation="horizontal"
    >
      <span className="m_9e365f20 mantine-Divider-label" data-position={position}>
        {label}
      </span>
    </div>
  );
}
