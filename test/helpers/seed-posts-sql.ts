/**
 * Real-size data, fast: posts are inserted by one set-based statement (generate_series), never
 * one insert per post. Plain SQL with $n parameters, so Prisma (tests, bench) and `pg` (browser
 * tests) run the same statement.
 *
 * Post n (1-based) of a user was created n × minutesApart minutes before `now`, so n is its depth
 * in the newest-first list, and its text contains the marker `#<n padded to 6>#` ("#030000#"),
 * which no other post of that user contains. Statuses cycle over ten posts: 5 published,
 * 2 scheduled, 1 draft, 1 failed, 1 dated draft; dated ones fall within `spreadDays` after `now`.
 */
export interface SeedPostsOptions {
  userIds: string[];
  perUser: number;
  now?: Date;
  /** scheduled posts (and dated drafts) spread over this many days after `now` (default 60) */
  spreadDays?: number;
  /** minutes between two posts' creation (and publication) times, going back from `now` (default 1) */
  minutesApart?: number;
  /** networks every post goes to (default x and linkedin) */
  platforms?: string[];
}

export function depthMarker(n: number): string {
  return `#${String(n).padStart(6, "0")}#`;
}

export function seedPostsStatement(options: SeedPostsOptions): { text: string; values: unknown[] } {
  const now = options.now ?? new Date();
  const spreadMinutes = Math.max(1, Math.round((options.spreadDays ?? 60) * 24 * 60));
  const step = Math.max(1, Math.round(options.minutesApart ?? 1));
  const text = `
    INSERT INTO "Post" ("id", "userId", "content", "platforms", "status", "scheduledAt", "publishedAt", "mediaKeys", "createdAt", "updatedAt")
    SELECT 'seed' || md5(u.id || ':' || g) AS id, u.id,
           'Seeded post ' || lpad(g::text, 6, '0') || ' #' || lpad(g::text, 6, '0') || '# about '
             || (ARRAY['launch', 'hiring', 'webinar', 'product tips', 'customer story'])[1 + g % 5],
           $3::text[],
           (CASE WHEN g % 10 < 5 THEN 'published' WHEN g % 10 < 7 THEN 'scheduled' WHEN g % 10 IN (7, 9) THEN 'draft' ELSE 'failed' END)::"PostStatus",
           CASE WHEN g % 10 IN (5, 6, 8, 9) THEN $4::timestamptz + ((g * 7919) % $5::int) * interval '1 minute' END,
           CASE WHEN g % 10 < 5 THEN $4::timestamptz - g * $6::int * interval '1 minute' END,
           ARRAY[]::text[],
           $4::timestamptz - g * $6::int * interval '1 minute',
           $4::timestamptz - g * $6::int * interval '1 minute'
    FROM unnest($1::text[]) AS u(id) CROSS JOIN generate_series(1, $2::int) AS g`;
  return { text, values: [options.userIds, options.perUser, options.platforms ?? ["x", "linkedin"], now, spreadMinutes, step] };
}
