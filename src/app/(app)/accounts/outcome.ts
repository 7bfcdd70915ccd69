/**
 * The outcome of an account connection, as the OAuth callback reports it in the query of the page
 * it returns to: `success=<network>_connected` or `error=<network>_auth_failed` with an optional
 * `details`, or `choose=<network>` when the member must still pick a Page. The page shows it once as a toast, then drops these parameters from the URL.
 */
import { NETWORK_KEYS, networkLabel, type NetworkKey } from "@/lib/networks";

export const OUTCOME_PARAMS = ["success", "error", "details", "choose"] as const;
export const CONNECT_FAILED_FALLBACK = "Failed to connect account. Please try again.";

export interface ConnectionOutcome {
  ok: boolean;
  network: NetworkKey | null;
  title: string;
  message: string;
}

function networkOf(value: string, suffix: string): NetworkKey | null {
  if (!value.endsWith(suffix)) return null;
  const key = value.slice(0, -suffix.length);
  return (NETWORK_KEYS as readonly string[]).includes(key) ? (key as NetworkKey) : null;
}

/** What to tell the user about the connection that brought them here, or null when nothing happened. */
export function connectionOutcome(params: URLSearchParams): ConnectionOutcome | null {
  const success = params.get("success");
  const error = params.get("error");
  const choose = params.get("choose");
  if (choose && !success && !error) {
    // Logged in with several Pages: the page shows the choice (ChooseAccount).
    const network = (NETWORK_KEYS as readonly string[]).includes(choose) ? (choose as NetworkKey) : null;
    const label = network ? networkLabel(network) : "the network";
    return {
      ok: true,
      network,
      title: `Choose your ${label} Page`,
      message: `You manage several ${label} Pages: choose the one PostPilot posts to.`,
    };
  }
  if (success) {
    const network = networkOf(success, "_connected");
    const label = network ? networkLabel(network) : null;
    return {
      ok: true,
      network,
      title: label ? `${label} Connected!` : "Account Connected!",
      message: label ? `Your ${label} account is connected. You can publish to it now.` : "Your account is connected.",
    };
  }
  if (error) {
    const details = (params.get("details") ?? "").replace(/\s+/g, " ").trim().slice(0, 300);
    return { ok: false, network: networkOf(error, "_auth_failed"), title: "Connection Failed", message: details || CONNECT_FAILED_FALLBACK };
  }
  return null;
}

/** The query string without the outcome parameters ("" or "?tab=x"). */
export function queryWithoutOutcome(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of OUTCOME_PARAMS) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : "";
}
