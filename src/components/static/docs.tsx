/**
 * Static look-alikes of the Mantine components the docs page uses (see README.md for the idea): Code,
 * the bordered field table, filled and light badges with a style, cards and lists as other
 * elements, and the markup of Tabs and Accordion. Server-renderable (no hooks, no "use client");
 * the tabs' and accordions' state lives in the islands of docs-client.tsx, which render this markup.
 * The `m_…` class names are checked against Mantine's stylesheet by static-ui.test.ts.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, HTMLAttributes, ReactNode } from "react";
import { cx, spacing, type MantineSize } from "@/components/static/box";

type Style = NonNullable<HTMLAttributes<HTMLElement>["style"]> & Record<`--${string}`, string | number | undefined>;

/** Mantine's Code: inline `<code>`, or a `<pre>` block. */
export function Code({ block, children }: { block?: boolean; children: ReactNode }) {
  return block ? (
    <pre className="m_b183c0a2 mantine-Code-root" data-block="true" dir="ltr">
      {children}
    </pre>
  ) : (
    <code className="m_b183c0a2 mantine-Code-root" dir="ltr">
      {children}
    </code>
  );
}

export { Badge } from "@/components/static/badge";

/** Mantine's bordered Card as another element (a list item, a section). */
export function Card({
  component: Tag = "div",
  padding = "lg",
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLElement> & { component?: "div" | "li" | "section"; padding?: MantineSize; style?: Style; "data-testid"?: string }) {
  return (
    <Tag
      {...rest}
      className={cx("m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root", className)}
      data-with-border="true"
      data-orientation="vertical"
      style={{ "--paper-radius": "var(--mantine-radius-md)", "--card-padding": `var(--mantine-spacing-${padding})`, ...style } as Style}
    />
  );
}

/** Mantine's Stack as an ordered list without markers (the getting-started steps). */
export function StackList({ gap = "md", children }: { gap?: MantineSize; children: ReactNode }) {
  return (
    <ol
      className="m_6d731127 mantine-Stack-root"
      style={
        {
          "--stack-gap": spacing(gap),
          "--stack-align": "stretch",
          "--stack-justify": "flex-start",
          listStyle: "none",
          margin: 0,
          padding: 0,
        } as Style
      }
    >
      {children}
    </ol>
  );
}

/** Mantine's filled ThemeIcon (primary colour) with a radius. */
export function FilledThemeIcon({ size, radius = "md", children }: { size: number; radius?: MantineSize; children: ReactNode }) {
  return (
    <div
      className="m_7341320d mantine-ThemeIcon-root"
      aria-hidden
      style={{ "--ti-size": spacing(size), "--ti-radius": `var(--mantine-radius-${radius})` } as Style}
    >
      {children}
    </div>
  );
}

/** Mantine's List with a colour or other style on the list itself. */
export function List({
  ordered,
  size,
  spacing: gap,
  style,
  children,
}: {
  ordered?: boolean;
  size?: MantineSize;
  spacing?: number;
  style?: Style;
  children: ReactNode;
}) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag
      className="m_abbac491 mantine-List-root"
      data-size={size}
      style={
        {
          ...(size && { "--list-fz": `var(--mantine-font-size-${size})`, "--list-lh": `var(--mantine-line-height-${size})` }),
          ...(gap !== undefined && { "--list-spacing": spacing(gap) }),
          ...style,
        } as Style
      }
    >
      {children}
    </Tag>
  );
}

/** Mantine's Anchor as a plain `<a>` (a document opened in a new tab, not a page of the app). */
export function PlainAnchor({ className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} className={cx("mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root", className)} data-underline="hover" />
  );
}

/**
 * Mantine's Table with `withTableBorder` inside Table.ScrollContainer: the container is the
 * browser's horizontal scrolling (see table.tsx), rows and cells come from table.tsx.
 */
export function BorderedScrollTable({
  minWidth,
  verticalSpacing,
  fz,
  children,
}: {
  minWidth: number;
  verticalSpacing: number;
  fz: MantineSize;
  children: ReactNode;
}) {
  return (
    <div style={{ overflowX: "auto" }}>
      <div style={{ minWidth: spacing(minWidth) }}>
        <table
          className="m_b23fa0ef mantine-Table-table"
          data-with-table-border="true"
          style={{ "--table-vertical-spacing": spacing(verticalSpacing), fontSize: `var(--mantine-font-size-${fz})` } as Style}
        >
          {children}
        </table>
      </div>
    </div>
  );
}

/* ---- Tabs (markup; state in docs-client.tsx) ---- */

export function TabsRoot({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      className="m_89d60db1 mantine-Tabs-root"
      data-variant="default"
      data-orientation="horizontal"
      style={{ "--tabs-radius": "var(--mantine-radius-default)", "--tabs-color": "var(--mantine-color-indigo-filled)" } as Style}
    >
      {children}
    </div>
  );
}

export function TabsList({ style, ...rest }: HTMLAttributes<HTMLDivElement> & { style?: Style }) {
  return (
    <div
      {...rest}
      className="m_576c9d4 m_89d33d6d mantine-Tabs-list"
      data-variant="default"
      data-orientation="horizontal"
      role="tablist"
      aria-orientation="horizontal"
      style={style}
    />
  );
}

export function TabsTab({
  active,
  leftSection,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { active: boolean; leftSection?: ReactNode }) {
  return (
    <button
      {...rest}
      type="button"
      role="tab"
      className="mantine-focus-auto m_539e827b m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
      data-variant="default"
      data-active={active || undefined}
      data-orientation="horizontal"
      aria-selected={active}
      tabIndex={active ? 0 : -1}
    >
      {leftSection && (
        <span className="m_fc420b1f mantine-Tabs-tabSection" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_42bbd1ae mantine-Tabs-tabLabel">{children}</span>
    </button>
  );
}

/** A tab's panel; inactive panels stay in the page empty and hidden (Mantine's keepMounted={false}). */
export function TabsPanel({ active, children, ...rest }: HTMLAttributes<HTMLDivElement> & { active: boolean }) {
  return (
    <div
      {...rest}
      className="m_b0c91715 mantine-Tabs-panel"
      data-orientation="horizontal"
      role="tabpanel"
      style={active ? undefined : { display: "none" }}
    >
      {active ? children : null}
    </div>
  );
}

/* ---- Accordion (markup; each item's state in docs-client.tsx) ---- */

export type AccordionVariant = "separated" | "contained";

export function AccordionRoot({ variant, children }: { variant: AccordionVariant; children: ReactNode }) {
  return (
    <div
      className="m_9bdbb667 mantine-Accordion-root"
      data-variant={variant}
      data-accordion="true"
      style={{ "--accordion-chevron-size": "auto" } as Style}
    >
      {children}
    </div>
  );
}

const ITEM_CLASS: Record<AccordionVariant, string> = {
  separated: "m_9f59b069 m_9bd7b098 mantine-Accordion-item",
  contained: "m_1f921b3b m_9bd7b098 mantine-Accordion-item",
};

const CONTROL_CLASS: Record<AccordionVariant, string> = {
  separated: "mantine-focus-auto m_4ba585b8 mantine-Accordion-control m_87cf2631 mantine-UnstyledButton-root",
  contained: "mantine-focus-auto m_4271d21b m_4ba585b8 mantine-Accordion-control m_87cf2631 mantine-UnstyledButton-root",
};

export function AccordionItemFrame({
  variant,
  active,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { variant: AccordionVariant; active: boolean; "data-testid"?: string; "data-endpoint"?: string }) {
  return (
    <div {...rest} className={ITEM_CLASS[variant]} data-active={active || undefined}>
      {children}
    </div>
  );
}

/** Mantine's AccordionChevron. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: "calc(1rem * var(--mantine-scale))", height: "calc(1rem * var(--mantine-scale))", display: "block" }}
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The control (chevron on the right); `aria-expanded` says whether its panel is open. */
export function AccordionControl({
  variant,
  active,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant: AccordionVariant; active: boolean }) {
  return (
    <button
      {...rest}
      type="button"
      className={CONTROL_CLASS[variant]}
      data-accordion-control="true"
      data-active={active || undefined}
      data-chevron-position="right"
      aria-expanded={active}
    >
      <span className="m_3f35ae96 mantine-Accordion-chevron" data-rotate={active || undefined} data-position="right">
        <Chevron />
      </span>
      <span className="m_df3ffa0f mantine-Accordion-label">{children}</span>
    </button>
  );
}

/** The panel: its content is only in the page while it is open (as Mantine renders it). */
export function AccordionPanel({ active, children, ...rest }: HTMLAttributes<HTMLDivElement> & { active: boolean }) {
  return (
    <div
      {...rest}
      className="m_df78851f mantine-Accordion-panel"
      role="region"
      aria-hidden={!active}
      inert={!active}
      style={
        active
          ? { boxSizing: "border-box", opacity: 1, transition: "opacity 200ms ease" }
          : { boxSizing: "border-box", opacity: 0, transition: "opacity 200ms ease", height: 0, overflow: "hidden", display: "none" }
      }
    >
      {active && <div className="m_4ba554d4 mantine-Accordion-content">{children}</div>}
    </div>
  );
}
