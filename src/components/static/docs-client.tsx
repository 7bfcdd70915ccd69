"use client";
/**
 * The docs page's interactive islands, without Mantine: tabs (role=tab/tabpanel, arrow keys, Home
 * and End, as Mantine's Tabs with activateTabWithKeyboard) and accordion items (a button with
 * aria-expanded; arrow keys, Home and End move between the controls of one accordion, as Mantine's).
 * Plain React state; the markup and classes are docs.tsx's. Panels arrive as server-rendered nodes.
 */
import { useState, type KeyboardEvent, type ReactNode } from "react";
import {
  AccordionControl,
  AccordionItemFrame,
  AccordionPanel,
  TabsList,
  TabsPanel,
  TabsRoot,
  TabsTab,
  type AccordionVariant,
} from "@/components/static/docs";
import { spacing, type MantineSize } from "@/components/static/box";

export interface TabDef {
  value: string;
  label: string;
  icon?: ReactNode;
  panel: ReactNode;
}

/** The index `key` moves to among `count` items (wrapping), or null for other keys. */
function movedIndex(key: string, index: number, count: number, previous: string, next: string): number | null {
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Tabs that render only the active panel (Mantine's keepMounted={false}); `initial` as defaultValue. */
export function Tabs({ id, tabs, initial, listMarginBottom }: { id: string; tabs: TabDef[]; initial: string; listMarginBottom?: MantineSize }) {
  const [active, setActive] = useState(initial);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = movedIndex(event.key, index, tabs.length, "ArrowLeft", "ArrowRight");
    if (target === null) return;
    event.preventDefault();
    const value = tabs[target]!.value;
    setActive(value);
    document.getElementById(tabId(value))?.focus();
  };

  return (
    <TabsRoot id={id}>
      <TabsList style={listMarginBottom ? { marginBottom: spacing(listMarginBottom) } : undefined}>
        {tabs.map((tab, index) => (
          <TabsTab
            key={tab.value}
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            active={tab.value === active}
            leftSection={tab.icon}
            onClick={() => setActive(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabsTab>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsPanel key={tab.value} id={panelId(tab.value)} aria-labelledby={tabId(tab.value)} active={tab.value === active}>
          {tab.panel}
        </TabsPanel>
      ))}
    </TabsRoot>
  );
}

/** Arrow keys, Home and End move the focus between the controls of the accordion around `control`. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest("[data-accordion]");
  const controls = root ? Array.from(root.querySelectorAll<HTMLButtonElement>("[data-accordion-control]")) : [];
  const target = movedIndex(event.key, controls.indexOf(event.currentTarget), controls.length, "ArrowUp", "ArrowDown");
  if (target === null || controls.length === 0) return;
  event.preventDefault();
  controls[target]!.focus();
}

/**
 * One item of an accordion whose items open independently (Mantine's `multiple`): the control and
 * the panel, which holds its content only while open. Goes inside docs.tsx's AccordionRoot.
 */
export function AccordionItem({
  id,
  variant,
  control,
  children,
  ...data
}: {
  id: string;
  variant: AccordionVariant;
  control: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
  "data-endpoint"?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AccordionItemFrame {...data} variant={variant} active={open}>
      <AccordionControl
        id={`${id}-control`}
        aria-controls={`${id}-panel`}
        variant={variant}
        active={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={moveFocus}
      >
        {control}
      </AccordionControl>
      <AccordionPanel id={`${id}-panel`} aria-labelledby={`${id}-control`} active={open}>
        {children}
      </AccordionPanel>
    </AccordionItemFrame>
  );
}
