/**
 * The accessibility check of e2e/a11y.spec.ts: axe-core (not ours) with the WCAG 2.0/2.1 A and AA
 * rules plus best practice, in one colour scheme at a time.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { COLOR_SCHEME_STORAGE_KEY } from "../../src/components/color-scheme";

export type Scheme = "light" | "dark";

/** The rules a view is judged by; best practice is reported, critical and serious fail (and FAILING_RULES). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const FAILING_IMPACTS = new Set(["critical", "serious"]);
/** Best-practice rules below serious that the app meets since 2026-11-28 (region: since the open date picker became a named dialog) and must keep meeting. */
const FAILING_RULES = new Set(["landmark-no-duplicate-banner", "empty-table-header", "region"]);

/**
 * Rules the app does not meet yet, each with where it fails; empty since 2026-11-26 (issue 25).
 * Every rule not listed fails the check.
 */
export const RULES_NOT_YET_MET: string[] = [];

export interface Finding {
  view: string;
  scheme: Scheme;
  rule: string;
  impact: string;
  failing: boolean;
  targets: string[];
  summary: string;
  /** color-contrast: the distinct "foreground on background ratio" pairs found. */
  pairs: string[];
}

function contrastPair(data: unknown): string | undefined {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? `${d.fgColor} on ${d.bgColor} ${d.contrastRatio}:1` : undefined;
}

/**
 * Chooses the scheme the way a visitor does: the system preference (emulated) with no stored choice,
 * so ColorSchemeScript and MantineProvider both compute it. Call before loading the page.
 */
export async function chooseScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((key) => window.localStorage.removeItem(key), COLOR_SCHEME_STORAGE_KEY);
}

/**
 * Switches the scheme of the page on screen without reloading: the system preference (emulated),
 * which Mantine follows while no choice is stored, and the attribute its CSS variables hang on (set
 * here too for the pages whose Mantine is not loaded yet). One visit checks both schemes.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((s) => document.documentElement.setAttribute("data-mantine-color-scheme", s), scheme);
}

/**
 * The rules whose outcome depends on the colours: all that changes when the scheme is switched
 * without reloading (same DOM, same names and roles), so the second scheme of a view runs only these.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe on the page as it is (or on `include` only, e.g. an open dialog), all the rules or `only`
 * these, and answers what it found.
 */
export async function scan(page: Page, view: string, scheme: Scheme, include?: string, only?: string[]): Promise<Finding[]> {
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
  // Mantine's transitions (dialogs fading in) would be measured half-way; loaders spin for ever.
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      if (Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) a.finish();
    }),
  );
  // Only violations are read: axe then skips detailing every passing and inapplicable node.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules(RULES_NOT_YET_MET)
    .options({ resultTypes: ["violations"] });
  if (only) builder = builder.withRules(only);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    view,
    scheme,
    rule: v.id,
    impact: v.impact ?? "unknown",
    failing: FAILING_IMPACTS.has(v.impact ?? "") || FAILING_RULES.has(v.id),
    targets: v.nodes.map((n) => n.target.join(" ")),
    summary: (v.nodes[0]?.failureSummary ?? v.help).replace(/\s+/g, " ").slice(0, 200),
    pairs: [...new Set(v.nodes.map((n) => contrastPair(n.any[0]?.data)).filter((p): p is string => Boolean(p)))],
  }));
}

/** One line per rule and view: "light /posts color-contrast (serious) ×12: .x, .y … — summary". */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map((f) => {
      const shown = f.targets.slice(0, 4).join(", ") + (f.targets.length > 4 ? ", …" : "");
      const what = f.pairs.length ? f.pairs.join("; ") : f.summary;
      return `${f.scheme} ${f.view} ${f.rule} (${f.impact}) ×${f.targets.length}: ${shown} — ${what}`;
    })
    .join("\n");
}

/** Every rule in the light scheme, then the colour rules in the dark one (no reload): the failing findings. */
export async function axeBothSchemes(page: Page, view: string, include?: string): Promise<Finding[]> {
  const findings = await scan(page, view, "light", include);
  await switchScheme(page, "dark");
  findings.push(...(await scan(page, view, "dark", include, COLOUR_RULES)));
  await switchScheme(page, "light");
  return findings.filter((f) => f.failing);
}
