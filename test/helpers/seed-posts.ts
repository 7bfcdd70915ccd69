/** Seeds real-size post sets through Prisma (see seedPostsSql.ts for what is inserted). */
import { db } from "@/server/db";
import { seedPostsStatement, type SeedPostsOptions } from "./seed-posts-sql";

export { depthMarker, type SeedPostsOptions } from "./seed-posts-sql";

export async function seedPosts(options: SeedPostsOptions): Promise<number> {
  const { text, values } = seedPostsStatement(options);
  return db.$executeRawUnsafe(text, ...values);
}
