/**
 * Which list /posts shows, read from its URL (?tab=&q=&platform=), and the queries that load it:
 * one home for the view (PostsView, in the browser) and the page (page.tsx, which prefetches the
 * same queries on the server).
 */
import { POST_STATUSES, type PostStatus } from "@/lib/post-statuses";
import { NETWORKS, NETWORK_KEYS, type NetworkKey } from "@/lib/networks";

/** "All Platforms", then every network in the catalogue's order. */
export const PLATFORM_FILTER = [{ value: "all", label: "All Platforms" }, ...NETWORK_KEYS.map((key) => ({ value: key, label: NETWORKS[key].label }))];

/** The tabs: every post status, in their order. */
export const TAB_VALUES: readonly PostStatus[] = POST_STATUSES;

/** Posts per request; more load as the user scrolls. */
export const PAGE_SIZE = 30;

const TAB_SET = new Set<string>(TAB_VALUES);
const PLATFORM_VALUES = new Set<string>(PLATFORM_FILTER.map((p) => p.value));

export interface ListView {
  tab: PostStatus;
  q: string;
  platform: string;
}

export function listViewOf(params: { get(name: string): string | null }): ListView {
  const tabParam = params.get("tab") ?? "";
  const platformParam = params.get("platform") ?? "";
  return {
    tab: (TAB_SET.has(tabParam) ? tabParam : "published") as PostStatus,
    q: params.get("q") ?? "",
    platform: PLATFORM_VALUES.has(platformParam) ? platformParam : "all",
  };
}

/** The search and network filter of the counts and the list. */
export function listFilter(view: Pick<ListView, "q" | "platform">) {
  return { q: view.q || undefined, platform: view.platform === "all" ? undefined : (view.platform as NetworkKey) };
}

/** The list's query input (one page; the cursor is added per page). */
export function listInput(view: ListView) {
  return { showAll: "true" as const, limit: PAGE_SIZE, status: view.tab, ...listFilter(view) };
}

export const nextCursor = (page: { nextCursor?: string | null }) => page.nextCursor ?? undefined;
