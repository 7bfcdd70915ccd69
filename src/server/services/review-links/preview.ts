/**
 * What a review link shows: only its posts (the chosen ones, or the workspace's posts in its range),
 * each as every network will receive it, with the account it goes out on. Built field by field from
 * an allow-list: no author, e-mail, token, error, warning or internal comment ever reaches the page.
 */
import { db, type Post, type PostStatus, type Prisma } from "@/server/db";
import { NotFound } from "@/server/errors";
import { NETWORK_KEYS, NETWORKS, textLength, type NetworkKey } from "@/lib/networks";
import { accountCharLimit } from "@/server/services/accounts/connected";
import { mediaKeyFromUrl, mediaUrl } from "@/server/services/media/storage";
import { scopeOf, type OpenReviewLink } from "./links";
import { REVIEWABLE_STATUSES, RANGE_STATUSES } from "./statuses";

/** Most posts one page of a range shows (a link names at most MAX_LINK_POSTS itself). */
export const RANGE_PAGE_POSTS = 200;

const POST_FIELDS = {
  id: true,
  workspaceId: true,
  content: true,
  title: true,
  platforms: true,
  status: true,
  scheduledAt: true,
  publishedAt: true,
  mediaKeys: true,
  mediaAlt: true,
} as const satisfies Prisma.PostSelect;

type ShownPost = Pick<Post, keyof typeof POST_FIELDS>;

/** The posts a link may show: the query both the preview and every action through the link use. */
function linkPostsWhere(link: OpenReviewLink): Prisma.PostWhereInput {
  const scope = scopeOf(link);
  if (scope.kind === "posts") return { workspaceId: link.workspaceId, id: { in: scope.postIds } };
  return {
    workspaceId: link.workspaceId,
    status: { in: [...RANGE_STATUSES] as PostStatus[] },
    scheduledAt: { gte: scope.from, lt: scope.to },
    ...(scope.networks.length > 0 ? { platforms: { hasSome: scope.networks } } : {}),
  };
}

/** The link's post `postId`, or 404 as for any post it does not show (another workspace's, outside its set or range). */
export async function postOfLink(link: OpenReviewLink, postId: string): Promise<ShownPost> {
  const post = await db.post.findFirst({ where: { AND: [linkPostsWhere(link), { id: postId }] }, select: POST_FIELDS });
  if (!post) throw NotFound("Post");
  return post;
}

type Account = { platform: string; accountName: string; username: string | null; metadata: unknown };

/** One network's card: who posts it, and the text as that network counts it against its limit. */
function networkCard(network: NetworkKey, content: string, account: Account | undefined) {
  const spec = NETWORKS[network];
  const limit = (account && accountCharLimit(network, account.metadata)) ?? spec.text.limit;
  const text = content.trim();
  const length = textLength(text, spec.text.counting);
  return {
    network,
    label: spec.label,
    accountName: account?.accountName ?? null,
    handle: account?.username ?? null,
    text,
    length,
    limit,
    overLimit: length > limit,
  };
}

function mediaOf(post: ShownPost) {
  return post.mediaKeys.flatMap((value, i) => {
    const key = mediaKeyFromUrl(value);
    if (!key) return [];
    return [{ url: mediaUrl(key), alt: post.mediaAlt[i] ?? "", video: /\.(mp4|mov|webm)$/i.test(key) }];
  });
}

type Decision = { postId: string; action: string; comment: string | null; createdAt: Date };

function presentPost(post: ShownPost, networks: readonly NetworkKey[], accounts: Map<string, Account>, decisions: Decision[]) {
  const shown = post.platforms
    .filter((key): key is NetworkKey => (NETWORK_KEYS as string[]).includes(key))
    .filter((network) => networks.length === 0 || networks.includes(network));
  return {
    id: post.id,
    title: post.title,
    status: post.status,
    canDecide: (REVIEWABLE_STATUSES as readonly string[]).includes(post.status),
    scheduledAt: post.scheduledAt,
    publishedAt: post.publishedAt,
    networks: shown.map((network) => networkCard(network, post.content, accounts.get(network))),
    media: mediaOf(post),
    decisions: decisions.filter((d) => d.postId === post.id).map(({ action, comment, createdAt }) => ({ action, comment, createdAt })),
  };
}

export type ReviewPostPreview = ReturnType<typeof presentPost>;

/** The workspace's account per network (the first active one): its name and handle, never its tokens. */
async function accountsOf(workspaceId: string): Promise<Map<string, Account>> {
  const rows = await db.socialAccount.findMany({
    where: { workspaceId, isActive: true },
    select: { platform: true, accountName: true, username: true, metadata: true },
    orderBy: { createdAt: "asc" },
  });
  const byNetwork = new Map<string, Account>();
  for (const row of rows) if (!byNetwork.has(row.platform)) byNetwork.set(row.platform, row);
  return byNetwork;
}

/** The whole preview of a link: its label and scope, its posts (soonest first) and what this link already decided on them. */
export async function reviewPreview(link: OpenReviewLink) {
  const scope = scopeOf(link);
  const where = linkPostsWhere(link);
  const [posts, total, accounts, workspace] = await Promise.all([
    db.post.findMany({
      where,
      select: POST_FIELDS,
      orderBy: [{ scheduledAt: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      take: RANGE_PAGE_POSTS,
    }),
    db.post.count({ where }),
    accountsOf(link.workspaceId),
    db.workspace.findUniqueOrThrow({ where: { id: link.workspaceId }, select: { name: true, kind: true } }),
  ]);
  const decisions = await db.reviewLinkAction.findMany({
    where: { linkId: link.id, postId: { in: posts.map((p) => p.id) } },
    select: { postId: true, action: true, comment: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  const networks = scope.kind === "range" ? scope.networks : [];
  return {
    label: link.label,
    // A personal workspace's name ("Personal") says nothing to a client.
    workspaceName: workspace.kind === "team" ? workspace.name : null,
    expiresAt: link.expiresAt,
    scope: scope.kind === "range" ? { kind: "range" as const, from: scope.from, to: scope.to, networks: scope.networks } : { kind: "posts" as const },
    posts: posts.map((post) => presentPost(post, networks, accounts, decisions)),
    /** Posts of the range not shown (beyond RANGE_PAGE_POSTS). */
    more: Math.max(0, total - posts.length),
  };
}

export type ReviewPreview = Awaited<ReturnType<typeof reviewPreview>>;

/** One post of the link as the preview shows it (the answer to an action through the link). */
export async function reviewPostPreview(link: OpenReviewLink, postId: string): Promise<ReviewPostPreview> {
  const post = await postOfLink(link, postId);
  const scope = scopeOf(link);
  const decisions = await db.reviewLinkAction.findMany({
    where: { linkId: link.id, postId },
    select: { postId: true, action: true, comment: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
  return presentPost(post, scope.kind === "range" ? scope.networks : [], await accountsOf(link.workspaceId), decisions);
}
