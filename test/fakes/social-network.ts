/**
 * Contract fake of the social networks we post to: ONE local HTTP server answering each network's
 * API on its documented paths and wire formats under /<network> (/x, /linkedin, /threads, /tiktok,
 * /youtube). Each network's fake lives in test/fakes/networks/<network>.ts, on the shared base
 * (test/fakes/networks/base.ts: server, tokens, behaviours, consent page, post records); this file
 * lists them. Adding a network's fake: its file, and one line in NETWORK_FAKES.
 *
 * Point the providers at it with `fake.envVars()` (X_API_BASE_URL=<baseUrls.x>, ...) and they run
 * unchanged. It records every created post (so tests can count duplicates), checks access tokens
 * against the ones a test registers, and can be told per network to add latency, fail, rate-limit,
 * refuse, hang, or create a post and then hang (a crash between the network's answer and ours).
 *
 *   const fake = new SocialNetworkFake();
 *   await fake.start();
 *   fake.registerToken("x", "token-1", { platformUserId: "42", username: "alice" });
 *   fake.setBehaviour("x", { failNextCreates: 2 });
 *   ...
 *   fake.posts("x");   // what was really posted
 *   await fake.stop();
 *
 * It also plays each network's OAuth side (see `oauthEnvVars()`): the consent page (GET → 302 back
 * to redirect_uri with `code` and `state`, or with `error` when told to deny), the token endpoint
 * (client credentials, code, redirect URI and PKCE checked where the network uses it; refresh
 * grants, which can be told to fail), the profile call and revoke. Tokens it issues are
 * registered, so publishing with them works; revoked ones stop working.
 *
 *   Object.assign(process.env, fake.envVars(), fake.oauthEnvVars());
 *   const callback = await fake.consent(authUrl);   // the URL the network sends the browser back to
 *   fake.setBehaviour("x", { failRefresh: true });
 *   fake.revokedTokens("x");
 *
 * The video networks (TikTok, YouTube) are not in FAKE_NETWORKS (the text/image networks most
 * tests loop over) but in FAKE_VIDEO_NETWORKS; the common behaviours apply to them too.
 */
import { FakeHub, type NetworkFakeClass } from "./networks/base";
import { FacebookFake } from "./networks/facebook";
import { InstagramFake } from "./networks/instagram";
import { LinkedInFake } from "./networks/linkedin";
import { ThreadsFake } from "./networks/threads";
import { TikTokFake } from "./networks/tiktok";
import { XFake } from "./networks/x";
import { YouTubeFake } from "./networks/youtube";

export type { FakeAccount, FakeBehaviour, FakeIssuedToken, FakeMedia, FakeMetrics, FakePost, FakeRequest } from "./networks/base";
export { renderLittleText } from "./networks/linkedin";
import { BlueskyFake } from "./networks/bluesky";
import { MastodonFake } from "./networks/mastodon";

/**
 * Networks whose contract fakes stand alone rather than as NetworkFakes on this hub:
 * - the federated ones (Bluesky, Mastodon): one server plays many hosts (Mastodon instances, a
 *   Bluesky PDS), reached through guardedFetch's test hooks, since the clients only talk to
 *   member-named hosts (test/social-accounts/federated.test.ts; served for the browser tests by
 *   test/fakes/serve-federated.ts);
 * - Meta's Graph API networks (Facebook Pages, Instagram): one server each on the Graph plumbing of
 *   test/fakes/networks/meta-graph.ts (Graph error bodies, cursor paging, Business Use Case usage
 *   headers), used directly (test/integrations/meta-networks.test.ts, test/social-accounts/meta-connect.test.ts).
 * Like the video networks they stay out of FAKE_NETWORKS, whose loops assume text-only posts on the hub.
 */
export const STANDALONE_FAKES = [
  { key: "bluesky", kind: "post", Fake: BlueskyFake },
  { key: "mastodon", kind: "post", Fake: MastodonFake },
  { key: "facebook", kind: "post", Fake: FacebookFake },
  { key: "instagram", kind: "post", Fake: InstagramFake },
] as const;

/** Every network's fake, one line each (the order of FAKE_NETWORKS and FAKE_VIDEO_NETWORKS). */
export const NETWORK_FAKES = [XFake, LinkedInFake, ThreadsFake, TikTokFake, YouTubeFake] as const;

type Fakes = (typeof NETWORK_FAKES)[number];
export type FakeNetwork = Fakes["key"];
/** The networks that take text/image posts (what most tests loop over). */
export type FakePostNetwork = Extract<Fakes, { kind: "post" }>["key"];
export const FAKE_NETWORKS = NETWORK_FAKES.filter((f) => f.kind === "post").map((f) => f.key) as readonly FakePostNetwork[];
/** The networks that take videos (TikTok's Content Posting API, YouTube's resumable uploads). */
export type FakeVideoNetwork = Extract<Fakes, { kind: "video" }>["key"];
export const FAKE_VIDEO_NETWORKS = NETWORK_FAKES.filter((f) => f.kind === "video").map((f) => f.key) as readonly FakeVideoNetwork[];

/** Our app's client registration at each network (what oauthEnvVars() configures). */
export const FAKE_OAUTH_CLIENTS = Object.fromEntries(NETWORK_FAKES.map((f) => [f.key, f.client])) as Record<
  FakeNetwork,
  { clientId: string; clientSecret: string }
>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every network's provider variables (X_API_BASE_URL, LINKEDIN_API_BASE_URL, ...), typed. */
type EnvVars = UnionToIntersection<ReturnType<InstanceType<Fakes>["envVars"]>>;

export class SocialNetworkFake extends FakeHub {
  constructor() {
    super(NETWORK_FAKES as readonly NetworkFakeClass[]);
  }

  /** Starts on 127.0.0.1, on a free port unless one is given (the e2e server uses a fixed one). */
  override async start(port = 0): Promise<Record<FakeNetwork, string>> {
    await super.start(port);
    return this.baseUrls;
  }

  get baseUrls(): Record<FakeNetwork, string> {
    return Object.fromEntries(NETWORK_FAKES.map((f) => [f.key, this.baseUrl(f.key)])) as Record<FakeNetwork, string>;
  }

  /** The environment variables that point our providers (or a worker process) at the fake. */
  envVars(): EnvVars {
    return Object.assign({}, ...[...this.fakes.values()].map((f) => f.envVars(this.baseUrl(f.key)))) as EnvVars;
  }

  /**
   * The variables that point our OAuth connectors at the fake: client credentials and consent
   * pages (token, profile and revoke calls go to the API base URLs of envVars()).
   */
  oauthEnvVars(): Record<string, string> {
    return Object.assign({}, ...[...this.fakes.values()].map((f) => f.oauthEnvVars(this.baseUrl(f.key)))) as Record<string, string>;
  }
}
