/**
 * The form look-alikes render the elements and `m_…` classes Mantine's own components render (the
 * page keeps Mantine's look only as long as they do): each pair is rendered to HTML and compared
 * element by element (tag and class list; icons' inner SVG shapes left out, and two icons side by
 * side count as one: PasswordInput renders both eyes and shows one with CSS).
 */
import { createElement, type FunctionComponent, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as M from "@mantine/core";
import { Accordion } from "@/components/static/Accordion";
import { Alert, LabeledDivider } from "@/components/static/Alert";
import { Checkbox, NativeSelect, Textarea, TextInput } from "@/components/static/form";
import { FormButton } from "@/components/static/FormButton";
import { PasswordInput } from "@/components/static/PasswordInput";
import { Tabs } from "@/components/static/Tabs";

const SHAPES = new Set(["path", "circle"]);

/** createElement without the per-component prop types (Mantine's polymorphic components defeat its overloads). */
function h(type: unknown, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement {
  return createElement(type as FunctionComponent<Record<string, unknown>>, props, ...children);
}

/** [tag, sorted classes] of every element, in document order. */
function skeleton(element: ReactElement): string[] {
  const html = renderToStaticMarkup(element).replace(/<style[^>]*>.*?<\/style>/gs, "");
  const out: string[] = [];
  let svgDepth = 0;
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
    const [, closing, tag, attributes] = match;
    if (tag === "svg") {
      svgDepth += closing ? -1 : 1;
      if (closing || svgDepth > 1) continue;
    } else if (closing || SHAPES.has(tag!) || svgDepth > 0 || (tag === "input" && /type="hidden"/.test(attributes!))) continue;
    const classes = (/class="([^"]*)"/.exec(attributes!)?.[1] ?? "")
      .split(/\s+/)
      .filter((c) => c && !c.startsWith("tabler-icon") && !c.startsWith("_"));
    const entry = `${tag} ${classes.sort().join(" ")}`.trim();
    if (tag === "svg" && out.at(-1) === entry) continue;
    out.push(entry);
  }
  return out;
}

const mantine = (element: ReactElement) => skeleton(h(M.MantineProvider, null, element));

const cases: Array<[string, ReactElement, ReactElement]> = [
  [
    "TextInput",
    h(M.TextInput, { label: "Email", required: true, description: "d", error: "e" }),
    h(TextInput, { label: "Email", required: true, description: "d", error: "e" }),
  ],
  ["PasswordInput", h(M.PasswordInput, { label: "Password", description: "d" }), h(PasswordInput, { label: "Password", description: "d" })],
  [
    "Textarea",
    h(M.Textarea, { label: "Message", withAsterisk: true, minRows: 5, autosize: true }),
    h(Textarea, { label: "Message", withAsterisk: true, minRows: 5, autosize: true }),
  ],
  [
    "NativeSelect",
    h(M.NativeSelect, { label: "Subject", data: [{ value: "a", label: "A" }] }),
    h(NativeSelect, { label: "Subject", data: [{ value: "a", label: "A" }] }),
  ],
  [
    "NativeSelect without a label",
    h(M.NativeSelect, { "aria-label": "Platform", data: [{ value: "a", label: "A" }] }),
    h(NativeSelect, { "aria-label": "Platform", data: [{ value: "a", label: "A" }] }),
  ],
  ["Checkbox", h(M.Checkbox, { label: "Remember", description: "d", error: "e" }), h(Checkbox, { label: "Remember", description: "d", error: "e" })],
  [
    "Button (loading)",
    h(M.Button, { loading: true, fullWidth: true, leftSection: h("i", null) }, "Go"),
    h(FormButton, { loading: true, fullWidth: true, leftSection: h("i", null) }, "Go"),
  ],
  [
    "Alert",
    h(M.Alert, { color: "yellow", icon: h("i", null), title: "T" }, "Text"),
    h(Alert, { color: "yellow", icon: h("i", null), title: "T" }, "Text"),
  ],
  ["Divider", h(M.Divider, { label: "or", labelPosition: "center" }), h(LabeledDivider, { label: "or" })],
  [
    "Tabs",
    h(
      M.Tabs,
      { value: "a", keepMounted: false },
      h(M.TabsList, { grow: true }, h(M.TabsTab, { value: "a" }, "A"), h(M.TabsTab, { value: "b" }, "B")),
      h(M.TabsPanel, { value: "a", pt: "md" }, "PA"),
      h(M.TabsPanel, { value: "b", pt: "md" }, "PB"),
    ),
    h(Tabs, {
      value: "a",
      onChange: () => undefined,
      grow: true,
      tabs: [
        { value: "a", label: "A", panel: "PA" },
        { value: "b", label: "B", panel: "PB" },
      ],
    }),
  ],
  [
    "Tabs with a right section",
    h(
      M.Tabs,
      { value: "a", keepMounted: false },
      h(M.TabsList, null, h(M.TabsTab, { value: "a", rightSection: h("b", null, "1") }, "A"), h(M.TabsTab, { value: "b" }, "B")),
      h(M.TabsPanel, { value: "a", pt: "md" }, "PA"),
      h(M.TabsPanel, { value: "b", pt: "md" }, "PB"),
    ),
    h(Tabs, {
      value: "a",
      onChange: () => undefined,
      tabs: [
        { value: "a", label: "A", rightSection: h("b", null, "1"), panel: "PA" },
        { value: "b", label: "B", panel: "PB" },
      ],
    }),
  ],
  [
    "Accordion",
    h(
      M.Accordion,
      { variant: "separated", defaultValue: "q1" },
      ...["q1", "q2"].map((q) => h(M.AccordionItem, { key: q, value: q }, h(M.AccordionControl, null, q), h(M.AccordionPanel, null, `answer ${q}`))),
    ),
    h(Accordion, { variant: "separated", defaultValue: "q1", items: ["q1", "q2"].map((q) => ({ value: q, control: q, panel: `answer ${q}` })) }),
  ],
];

describe("form look-alikes render Mantine's elements and classes", () => {
  it.each(cases)("%s", (_name, original, lookAlike) => {
    expect(skeleton(lookAlike)).toEqual(mantine(original));
  });
});
