import { COLOR_SCHEME_STORAGE_KEY } from "@/components/color-scheme";

/**
 * Sets <html data-mantine-color-scheme> before the page paints, from the choice kept in localStorage
 * (or the system's when none), exactly as Mantine's ColorSchemeScript does. Mantine's is a client
 * component, so importing it in the root layout shipped its module to every page; this one is
 * plain server-rendered HTML.
 */

const script = `try {
  var stored = window.localStorage.getItem("${COLOR_SCHEME_STORAGE_KEY}");
  var scheme = stored === "light" || stored === "dark" || stored === "auto" ? stored : "auto";
  var computed = scheme !== "auto" ? scheme : window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", computed);
} catch (e) {}`;

export function ColorSchemeScript() {
  return <script data-mantine-script dangerouslySetInnerHTML={{ __html: script }} />;
}
