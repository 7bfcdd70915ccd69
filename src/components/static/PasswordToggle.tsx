"use client";
import { useState, type CSSProperties, type MouseEvent } from "react";

const EYE = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
    <circle cx="128" cy="128" r="40" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" />
  </>
);

const EYE_OFF = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
    <path
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="16"
      d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
    />
  </>
);

/**
 * PasswordInput's show/hide button (static/form.tsx): Mantine's subtle ActionIcon, out of the tab
 * order as Mantine's is. It switches the type of the input in its own input wrapper.
 */
export function PasswordToggle() {
  const [visible, setVisible] = useState(false);

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    const input = event.currentTarget.closest(".mantine-Input-wrapper")?.querySelector("input");
    if (input) input.type = visible ? "password" : "text";
    setVisible(!visible);
  }

  return (
    <button
      style={{
        "--ai-bg": "transparent",
        "--ai-hover": "var(--mantine-color-gray-light-hover)",
        "--ai-color": "var(--mantine-color-gray-light-color)",
        "--ai-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
      } as CSSProperties}
      className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
      data-variant="subtle"
      type="button"
      aria-pressed={visible}
      tabIndex={-1}
      aria-label="Toggle password visibility"
      onMouseDown={(event) => event.preventDefault()}
      onClick={toggle}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={{ width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" }}>
          {visible ? EYE_OFF : EYE}
        </svg>
      </span>
    </button>
  );
}
