/**
 * The compact look-alikes (compact.tsx) render what Mantine renders for the same props: the same
 * elements, classes, data attributes and CSS variables (attribute and declaration order aside).
 */
import { createElement as h, type FunctionComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as M from "@mantine/core";
import { Badge, Button, MantineProvider } from "@mantine/core";
import { theme } from "@/components/theme";
import { cssVariablesResolver } from "@/components/theme-contrast";
import { CompactBadge, CompactButton, type CompactVariant } from "@/components/static/compact";
import { CloseButton, SectionedInput } from "@/components/static/form";
import { spacing } from "@/components/static/box";
import { Progress, Skeleton } from "@/components/static/feedback";

/** Attributes sorted per tag and style declarations sorted, so only content differences remain. */
export function normalizeHtml(html: string): string {
  return html.replace(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*(\/?)>/gi, (_all, tag: string, attrs: string, close: string) => {
    const list = [...attrs.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map(([, name, value = ""]) => {
      if (name === "style") value = value.split(";").filter(Boolean).sort().join(";");
      if (name === "class") value = value.split(/\s+/).filter(Boolean).sort().join(" ");
      return `${name}="${value}"`;
    });
    return `<${tag}${list.length ? " " : ""}${list.sort().join(" ")}${close}>`;
  });
}

const mantine = (element: ReactElement) =>
  normalizeHtml(
    renderToStaticMarkup(h(MantineProvider, { theme, cssVariablesResolver, withCssVariables: false, withGlobalClasses: false }, element)),
  );
const plain = (element: ReactElement) => normalizeHtml(renderToStaticMarkup(element));

const icon = h("svg", { "data-icon": true });
// Mantine's polymorphic components do not fit createElement's overloads.
const MantineButton = Button as unknown as FunctionComponent<Record<string, unknown>>;
const MantineBadge = Badge as unknown as FunctionComponent<Record<string, unknown>>;
const buttonCases: Array<{ variant?: CompactVariant; color?: string; size?: "xs" | "sm"; disabled?: boolean; loading?: boolean }> = [
  {},
  { size: "xs" },
  { size: "xs", color: "teal" },
  { size: "xs", color: "orange", loading: true },
  { size: "xs", color: "teal", disabled: true },
  { size: "xs", loading: true, disabled: true },
  { size: "xs", variant: "default" },
  { size: "xs", variant: "default", disabled: true },
  { size: "xs", variant: "subtle" },
  { size: "xs", variant: "subtle", color: "red", disabled: true },
  { size: "xs", variant: "light", color: "orange" },
  { size: "sm", variant: "outline", color: "gray" },
];

describe("CompactButton", () => {
  it.each(buttonCases)("renders as Mantine's Button: %o", (props) => {
    const common = { ...props, leftSection: icon, "aria-label": "Edit: a post", "data-testid": "b", onClick: () => undefined };
    expect(plain(h(CompactButton, { ...common, children: "Edit" }))).toBe(mantine(h(MantineButton, common, "Edit")));
  });
});

describe("CompactBadge", () => {
  it.each([
    { color: "teal", variant: "light" as const, size: "sm" as const },
    { color: "gray", variant: "outline" as const, size: "sm" as const, keepCase: true },
    { color: "yellow", variant: "filled" as const, size: "sm" as const },
    { variant: "light" as const },
  ])("renders as Mantine's Badge: %o", ({ keepCase, ...props }) => {
    expect(plain(h(CompactBadge, { ...props, keepCase, children: "X" }))).toBe(
      mantine(h(MantineBadge, { ...props, tt: keepCase ? "none" : undefined }, "X")),
    );
  });
});

describe("CompactButton as a link, full width, gradient", () => {
  it.each([
    { href: "/pricing", variant: "gradient" as const, gradient: { from: "indigo", to: "grape" } },
    { href: "/posts/import", variant: "default" as const },
    { href: "/create-post", variant: "light" as const, mt: "xs" },
    { href: "/create-post" },
    { variant: "light" as const, fullWidth: true, mt: "md" },
  ])("renders as Mantine's Button: %o", ({ mt, ...props }) => {
    const common = { ...props, leftSection: icon };
    const style = mt ? { marginTop: `var(--mantine-spacing-${mt})` } : undefined;
    expect(plain(h(CompactButton, { ...common, style, children: "Go" }))).toBe(
      mantine(h(MantineButton, { ...common, mt, component: props.href ? "a" : undefined }, "Go")),
    );
  });
});

describe("CompactBadge, round and with a radius", () => {
  it.each([
    { size: "sm" as const, variant: "filled" as const, circle: true },
    { size: "sm" as const, variant: "light" as const, color: "red" },
    { size: "lg" as const, variant: "light" as const, radius: "sm" as const, keepCase: true },
  ])("renders as Mantine's Badge: %o", ({ keepCase, ...props }) => {
    expect(plain(h(CompactBadge, { ...props, keepCase, children: "3" }))).toBe(
      mantine(h(MantineBadge, { ...props, tt: keepCase ? "none" : undefined }, "3")),
    );
  });
});

describe("surfaces.tsx's Skeleton and Progress, form.tsx's search input", () => {
  const MantineAny = (name: keyof typeof M) => M[name] as unknown as FunctionComponent<Record<string, unknown>>;
  it.each([
    [{ height: 64, radius: "default" as const }, { height: 64 }],
    [
      { height: 28, width: 64, radius: "default" as const },
      { height: 28, width: 64 },
    ],
    [
      { height: 180, radius: "md" as const },
      { height: 180, radius: "md" },
    ],
    [
      { height: 32, width: 48, radius: "default" as const, style: { marginTop: spacing(6) } },
      { height: 32, width: 48, mt: 6 },
    ],
  ])("Skeleton %o renders as Mantine's %o", (ours, theirs) => {
    expect(plain(h(Skeleton, ours))).toBe(mantine(h(MantineAny("Skeleton"), theirs)));
  });

  it("Progress renders as Mantine's, with the name on the bar", () => {
    const props = { value: 40, color: "red", size: "sm" as const, "aria-label": "AI prompts used this period" };
    expect(plain(h(Progress, props))).toBe(mantine(h(MantineAny("Progress"), props)));
  });

  it.each([true, false])("SectionedInput renders as Mantine's TextInput (clear button: %s)", (clear) => {
    const common = { placeholder: "Search posts…", "aria-label": "Search posts", value: "x", onChange: () => undefined, "data-testid": "s" };
    const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, "");
    expect(
      withoutIds(
        plain(
          h(SectionedInput, {
            ...common,
            leftSection: icon,
            rightSection: clear ? h(CloseButton, { onClick: () => undefined, "aria-label": "Clear search" }) : undefined,
            style: { flex: 1, minWidth: 220 },
          }),
        ),
      ),
    ).toBe(
      withoutIds(
        mantine(
          h(MantineAny("TextInput"), {
            ...common,
            leftSection: icon,
            rightSection: clear ? h(MantineAny("CloseButton"), { size: "sm", "aria-label": "Clear search" }) : undefined,
            style: { flex: 1, minWidth: 220 },
          }),
        ),
      ),
    );
  });
});
