"use client";
/**
 * The look-alikes of form.tsx that keep state of their own: PasswordInput (visibility toggle), Tabs
 * (selection, arrow keys) and Accordion (open item). Same markup and `m_…` classes as Mantine's,
 * a few lines of React state instead of Mantine's code.
 */
import { useId, useRef, useState, type CSSProperties, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import { InputWrapper, useFieldIds, type FieldProps } from "@/components/static/form";

function cleanId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, "");
}

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

/** Mantine's PasswordInput (size sm) with its show/hide toggle (out of the tab order, as Mantine's). */
export function PasswordInput({ label, description, error, withAsterisk, required, id, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "type">) {
  const ids = useFieldIds(id, { description, error });
  const [visible, setVisible] = useState(false);
  const toggle = (
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
      onClick={() => setVisible((v) => !v)}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={{ width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" }}>
          {visible ? EYE_OFF : EYE}
        </svg>
      </span>
    </button>
  );
  return (
    <InputWrapper
      kind="PasswordInput"
      ids={ids}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      rightSection={toggle}
      rootClassName="m_f61ca620 mantine-PasswordInput-root"
      rootStyle={{ "--psi-icon-size": "var(--psi-icon-size-sm)", "--psi-button-size": "var(--psi-button-size-sm)" }}
    >
      <div className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input" data-variant="default" data-error={error ? true : undefined}>
        <input
          {...input}
          required={required}
          data-invalid={ids.invalid || undefined}
          aria-invalid={ids.invalid || undefined}
          className="m_f2d85dd2 mantine-PasswordInput-innerInput"
          id={ids.id}
          type={visible ? "text" : "password"}
          aria-describedby={ids.describedBy}
        />
      </div>
    </InputWrapper>
  );
}

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Mantine's Tabs (default variant, horizontal, `grow`, keepMounted false): role=tablist/tab/tabpanel,
 * roving tabindex, arrow keys (and Home/End) move and select, as Mantine's do.
 */
export function Tabs<T extends string>({
  value,
  onChange,
  tabs,
  grow,
  panelPaddingTop = "md",
}: {
  value: T;
  onChange: (value: T) => void;
  tabs: ReadonlyArray<TabItem<T>>;
  grow?: boolean;
  panelPaddingTop?: "xs" | "sm" | "md" | "lg" | "xl";
}) {
  const base = `tabs-${cleanId(useId())}`;
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div
      style={{ "--tabs-radius": "var(--mantine-radius-default)", "--tabs-color": "var(--mantine-color-indigo-filled)" } as CSSProperties}
      className="m_89d60db1 mantine-Tabs-root"
      data-variant="default"
      data-orientation="horizontal"
      id={base}
    >
      <div
        ref={list}
        className="m_576c9d4 m_89d33d6d mantine-Tabs-list"
        data-variant="default"
        data-grow={grow || undefined}
        data-orientation="horizontal"
        role="tablist"
        aria-orientation="horizontal"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              className="mantine-focus-auto m_539e827b m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
              data-variant="default"
              data-active={active || undefined}
              data-orientation="horizontal"
              type="button"
              role="tab"
              id={`${base}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className="m_42bbd1ae mantine-Tabs-tabLabel">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <div
            key={tab.value}
            style={{ ...(!active && { display: "none" }), paddingTop: `var(--mantine-spacing-${panelPaddingTop})` }}
            className="m_b0c91715 mantine-Tabs-panel"
            data-orientation="horizontal"
            role="tabpanel"
            id={`${base}-panel-${tab.value}`}
            aria-labelledby={`${base}-tab-${tab.value}`}
          >
            {active && tab.panel}
          </div>
        );
      })}
    </div>
  );
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
export function Accordion({ items, variant = "default", defaultValue = null }: { items: ReadonlyArray<AccordionEntry>; variant?: "default" | "separated"; defaultValue?: string | null }) {
  const base = `accordion-${cleanId(useId())}`;
  const [open, setOpen] = useState<string | null>(defaultValue);
  const root = useRef<HTMLDivElement>(null);

  /** Up/Down (looping), Home and End move between the controls, as in Mantine's. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowDown" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowUp" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    root.current?.querySelectorAll<HTMLButtonElement>("[data-accordion-control]")[next]?.focus();
  }

  return (
    <div ref={root} style={{ "--accordion-chevron-size": "auto" } as CSSProperties} className="m_9bdbb667 mantine-Accordion-root" data-variant={variant} id={base} data-accordion="true">
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
              <div className="m_4ba554d4 mantine-Accordion-content">{item.panel}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
