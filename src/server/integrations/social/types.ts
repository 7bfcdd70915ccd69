/**
 * The contract every social network integration fulfils. One file per network implements it
 * (src/server/integrations/social/<network>.ts) against the network's documented HTTP API, with
 * its base URLs taken from configuration so tests can point them at contract fakes.
 */
import type { NetworkKey } from "@/lib/networks";

/** A connected account as a provider needs it: decrypted tokens, never logged or returned. */
export interface ProviderAccount {
  platformUserId: string;
  username: string | null;
  accessToken: string;
  metadata: Record<string, unknown>;
}

export interface PublishMedia {
  /** Absolute URL the network (or we) can download the file from. */
  url: string;
  mimeType: string;
  /** Bytes of the file, when we hold it (uploads go through the network's upload API). */
  read?: () => Promise<Buffer>;
}

export interface PublishRequest {
  account: ProviderAccount;
  text: string;
  media: PublishMedia[];
  /** Video posts (TikTok, YouTube) */
  title?: string;
  /** Aborted when the publish takes too long; the outcome is then unknown. */
  signal: AbortSignal;
}

export interface PublishedPost {
  platformPostId: string;
  platformPostUrl: string;
}

export interface PostMetrics {
  impressions: number;
  clicks: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface SocialProvider {
  readonly network: NetworkKey;
  publish(request: PublishRequest): Promise<PublishedPost>;
  /**
   * Looks for a post with this exact text made by the account since a moment: used after a crash
   * left a publish in an unknown state, so it is neither lost nor made twice.
   */
  findRecentPost?(request: { account: ProviderAccount; text: string; since: Date; signal: AbortSignal }): Promise<PublishedPost | null>;
  metrics?(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<PostMetrics | null>;
  deletePost?(request: { account: ProviderAccount; platformPostId: string; signal: AbortSignal }): Promise<void>;
}

/**
 * How a failed network call should be handled:
 * - transient: nothing was posted; try again later (timeouts before sending, 429, 5xx);
 * - permanent: nothing was posted and retrying cannot help (revoked token, invalid body);
 * - unknown: the request may have been posted (timed out after sending); never re-post blindly.
 */
export type FailureKind = "transient" | "permanent" | "unknown";

export class PublishError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryAfterMs?: number,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PublishError";
  }
}
