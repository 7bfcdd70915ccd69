"use client";
/** Mantine's Tabs as a few lines of React state (same markup and `m_…` classes; see static/form.tsx). */
import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";

function cleanId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, "");
}

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** After the label (Mantine's `rightSection`), e.g. a count badge. */
  rightSection?: ReactNode;
  panel: ReactNode;
  "data-testid"?: string;
}

/**
 * Mantine's Tabs (default variant, horizontal, `grow`, keepMounted false): role=tablist/tab/tabpanel,
 * roving tabindex, arrow keys move and select, Home/End move focus, as Mantine's do. Every tab names its
 * panel (`aria-controls`) from the first render: Mantine adds it in a second render after its
 * panels' effects have run.
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
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.stopPropagation();
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    // As Mantine's: the arrows select the tab they move to, Home and End only move focus.
    if (event.key.startsWith("Arrow")) onChange(tabs[next]!.value);
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
              data-testid={tab["data-testid"]}
            >
              <span className="m_42bbd1ae mantine-Tabs-tabLabel">{tab.label}</span>
              {tab.rightSection && (
                <span className="m_fc420b1f mantine-Tabs-tabSection" data-position="right">
                  {tab.rightSection}
                </span>
              )}
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
