"use client";
/** Mantine's Accordion as a few lines of React state (same markup and `m_…` classes; see static/form.tsx). */
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";

function cleanId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, "");
}

const CHEVRON_DOWN =
  "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z";

export interface AccordionEntry {
  value: string;
  control: ReactNode;
  panel: ReactNode;
}

/**
 * Mantine's Accordion (one item open at a time, chevron on the right): each control is a button
 * with aria-expanded and aria-controls, each panel a region labelled by its control. Panels open
 * at once (Mantine animates the height).
 */
export function Accordion({
  items,
  variant = "default",
  defaultValue = null,
}: {
  items: ReadonlyArray<AccordionEntry>;
  variant?: "default" | "separated";
  defaultValue?: string | null;
}) {
  const base = `accordion-${cleanId(useId())}`;
  const [open, setOpen] = useState<string | null>(defaultValue);
  const root = useRef<HTMLDivElement>(null);

  /** Up/Down (looping), Home and End move between the controls, as in Mantine's. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    root.current?.querySelectorAll<HTMLButtonElement>("[data-accordion-control]")[next]?.focus();
  }

  return (
    <div
      ref={root}
      style={{ "--accordion-chevron-size": "auto" } as CSSProperties}
      className="m_9bdbb667 mantine-Accordion-root"
      data-variant={variant}
      id={base}
      data-accordion="true"
    >
      {items.map((item, index) => {
        const active = open === item.value;
        const key = `${index}`;
        return (
          <div key={item.value} className="m_9f59b069 m_9bd7b098 mantine-Accordion-item" data-active={active || undefined}>
            <button
              className="mantine-focus-auto m_4ba585b8 mantine-Accordion-control m_87cf2631 mantine-UnstyledButton-root"
              data-accordion-control="true"
              data-active={active || undefined}
              data-chevron-position="right"
              type="button"
              aria-expanded={active}
              aria-controls={`${base}-panel-${key}`}
              id={`${base}-control-${key}`}
              onClick={() => setOpen(active ? null : item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className="m_3f35ae96 mantine-Accordion-chevron" data-rotate={active || undefined} data-position="right">
                <svg
                  viewBox="0 0 15 15"
                  fill="none"
                  xmlns="http://www.w3.org/2000/svg"
                  aria-hidden="true"
                  style={{ width: "calc(1rem * var(--mantine-scale))", height: "calc(1rem * var(--mantine-scale))", display: "block" }}
                >
                  <path d={CHEVRON_DOWN} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
                </svg>
              </span>
              <span className="m_df3ffa0f mantine-Accordion-label">{item.control}</span>
            </button>
            <div
              style={active ? { boxSizing: "border-box" } : { boxSizing: "border-box", height: 0, overflow: "hidden", display: "none" }}
              className="m_df78851f mantine-Accordion-panel"
              role="region"
              id={`${base}-panel-${key}`}
              aria-labelledby={`${base}-control-${key}`}
              aria-hidden={!active}
              inert={!active || undefined}
            >
              {active && <div className="m_4ba554d4 mantine-Accordion-content">{item.panel}</div>}
            </div>
          </div>
        );
      })}
    </div>
  );
}
