"use client";
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from "react";

/**
 * PasswordInput's show/hide button (PasswordInput.tsx): Mantine's subtle ActionIcon, but in the Tab
 * order (Mantine's is not: keyboard users could not reveal what they typed). It switches the type of the input in its own input wrapper and its
 * `aria-pressed`, which picks the icon (both come rendered from the server as `children`; CSS in
 * form.module.css shows one).
 */
export function PasswordToggle({ className = "", children }: { className?: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    const input = event.currentTarget.closest(".mantine-Input-wrapper")?.querySelector("input");
    if (input) input.type = visible ? "password" : "text";
    setVisible(!visible);
  }

  return (
    <button
      style={
        {
          "--ai-bg": "transparent",
          "--ai-hover": "var(--mantine-color-gray-light-hover)",
          "--ai-color": "var(--mantine-color-gray-light-color)",
          "--ai-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
        } as CSSProperties
      }
      className={`mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root ${className}`}
      data-variant="subtle"
      type="button"
      aria-pressed={visible}
      aria-label="Show password"
      onMouseDown={(event) => event.preventDefault()}
      onClick={toggle}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}
