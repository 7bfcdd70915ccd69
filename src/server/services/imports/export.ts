/**
 * Export of the workspace's posts (issue 28) as CSV or JSON, with their outcomes per network and
 * their links, in the import format (./format.ts): an export imports back as it is (its id,
 * published_at, links, outcome and error columns are read as the export's, not as posts' fields).
 */
import type { PostStatus } from "@/lib/post-statuses";
import { db, type Prisma } from "@/server/db";
import { ValidationError } from "@/server/errors";
import { presentPost, POST_INCLUDE } from "@/server/services/posts/present";
import type { Actor } from "@/server/services/workspaces/actor";
import { csvCell, type ImportFormat } from "./format";

/** Most posts one export carries (newest first); narrow the filters for more. */
export const MAX_EXPORT_POSTS = 20_000;
const PAGE = 1000;

export interface ExportFilters {
  status?: PostStatus[];
  /** Posts whose time (scheduled or published) falls in [from, to). */
  from?: Date;
  to?: Date;
  network?: string;
}

export interface ExportedPost {
  id: string;
  text: string;
  networks: string[];
  time: string | null;
  status: string;
  published_at: string | null;
  media: string[];
  media_alt: string[];
  /** Per network: where it is live. */
  links: { network: string; url: string }[];
  /** Per network: the latest attempt's status (published, failed, ...), with its error. */
  outcome: { network: string; status: string; error: string | null }[];
  error: string | null;
  created_at: string;
}

export const EXPORT_COLUMNS = [
  "id",
  "text",
  "networks",
  "time",
  "status",
  "published_at",
  "media",
  "media_alt",
  "links",
  "outcome",
  "error",
  "created_at",
] as const;

function where(actor: Actor, filters: ExportFilters): Prisma.PostWhereInput {
  if (filters.from && filters.to && filters.from >= filters.to) throw ValidationError("The date range ends before it starts.");
  const range = filters.from || filters.to ? { ...(filters.from ? { gte: filters.from } : {}), ...(filters.to ? { lt: filters.to } : {}) } : null;
  return {
    workspaceId: actor.workspaceId,
    ...(filters.status?.length ? { status: { in: filters.status } } : {}),
    ...(filters.network ? { platforms: { has: filters.network } } : {}),
    ...(range ? { OR: [{ scheduledAt: range }, { publishedAt: range }] } : {}),
  };
}

/** The posts matching `filters`, newest first, at most MAX_EXPORT_POSTS. */
export async function exportedPosts(actor: Actor, filters: ExportFilters): Promise<ExportedPost[]> {
  const out: ExportedPost[] = [];
  let cursor: string | undefined;
  while (out.length < MAX_EXPORT_POSTS) {
    const page = await db.post.findMany({
      where: where(actor, filters),
      include: POST_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: Math.min(PAGE, MAX_EXPORT_POSTS - out.length),
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const post of page) {
      const shown = presentPost(post);
      out.push({
        id: post.id,
        text: post.content,
        networks: post.platforms,
        time: post.scheduledAt?.toISOString() ?? null,
        status: post.status,
        published_at: post.publishedAt?.toISOString() ?? null,
        media: shown.media,
        media_alt: shown.mediaAlt,
        links: shown.publishLogs
          .filter((l) => l.status === "published" && l.platformPostUrl)
          .map((l) => ({ network: l.platform, url: l.platformPostUrl! })),
        outcome: shown.publishLogs.map((l) => ({ network: l.platform, status: l.status, error: l.error })),
        error: post.errorMessage,
        created_at: post.createdAt.toISOString(),
      });
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1]!.id;
  }
  return out;
}

export function exportCsv(posts: ExportedPost[]): string {
  const lines = [EXPORT_COLUMNS.join(",")];
  for (const p of posts) {
    const alt = p.media_alt.some(Boolean) ? p.media_alt.join(" | ") : "";
    lines.push(
      [
        p.id,
        p.text,
        p.networks.join("; "),
        p.time ?? "",
        p.status,
        p.published_at ?? "",
        p.media.join(" "),
        alt,
        p.links.map((l) => `${l.network}: ${l.url}`).join(" | "),
        p.outcome.map((o) => `${o.network}: ${o.status}${o.error ? ` (${o.error})` : ""}`).join(" | "),
        p.error ?? "",
        p.created_at,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function exportJson(posts: ExportedPost[]): string {
  return `${JSON.stringify({ posts }, null, 2)}\n`;
}

/** The export file: its name, type and text. */
export async function exportPosts(
  actor: Actor,
  filters: ExportFilters,
  format: ImportFormat,
): Promise<{ fileName: string; contentType: string; content: string; count: number }> {
  const posts = await exportedPosts(actor, filters);
  const date = new Date().toISOString().slice(0, 10);
  return format === "csv"
    ? { fileName: `posts-${date}.csv`, contentType: "text/csv; charset=utf-8", content: exportCsv(posts), count: posts.length }
    : { fileName: `posts-${date}.json`, contentType: "application/json; charset=utf-8", content: exportJson(posts), count: posts.length };
}
