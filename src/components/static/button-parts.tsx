/**
 * The inside of Mantine's Button: its loader and its sections and label, the same markup for every
 * button look-alike (buttons.tsx, compact.tsx, FormButton.tsx, cards-button.tsx). A module with no
 * imports of its own, so that a small island's button brings nothing else with it.
 */
import type { CSSProperties, ReactNode } from "react";
import type { MantineSize } from "@/components/static/box";

/** Mantine's loader over the button's label while it is loading; `size` a named loader size, else Mantine's default (a share of the button's height). */
export function ButtonLoader({ size }: { size?: MantineSize }) {
  return (
    <span
      className="m_a25b86ee mantine-Button-loader"
      aria-hidden="true"
      style={{
        // Mantine's Transition, mounted (the inline styles Mantine's Button renders).
        transitionProperty: "transform, opacity",
        WebkitBackfaceVisibility: "hidden",
        transitionDuration: "150ms",
        transitionTimingFunction: "ease",
        transformOrigin: "center",
        opacity: 1,
        transform: "translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))",
      }}
    >
      <span
        className="m_b34414df m_5ae2e3c mantine-Loader-root"
        data-size={size}
        style={
          {
            "--loader-size": size ? `var(--loader-size-${size})` : "calc(var(--button-height) / 1.8)",
            "--loader-color": "var(--button-color)",
          } as CSSProperties
        }
      />
    </span>
  );
}

/** The sections and the label; `loading` dims the label under the loader (the label stays the accessible name). */
export function ButtonInner({
  leftSection,
  rightSection,
  loading,
  children,
}: {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
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
  );
}
