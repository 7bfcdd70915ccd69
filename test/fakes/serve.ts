/**
 * The social network contract fake as a standalone server, for the browser tests:
 *   tsx test/fakes/serve.ts <port>
 * The networks answer on <port> (X under /x, LinkedIn under /linkedin, Threads under /threads,
 * TikTok under /tiktok; YouTube is left unconfigured so the "not configured" answer stays covered);
 * a control server on <port + 1> lets a test read what was posted: GET /posts. Meta's networks
 * have their own servers: Facebook on <port + 3> (a member with two Pages), Instagram on <port + 4>
 * (one professional account); <port + 2> is the Stripe fake's.
 */
import { createServer } from "node:http";
import { FACEBOOK_FAKE_APP, FacebookFake } from "./networks/facebook";
import { INSTAGRAM_FAKE_APP, InstagramFake } from "./networks/instagram";
import { FAKE_OAUTH_CLIENTS, SocialNetworkFake } from "./social-network";

/** E2E_FAKE_PORT lets two checkouts run their browser tests side by side. */
export const E2E_FAKE_PORT = Number(process.env.E2E_FAKE_PORT || 4010);

/** Environment that points the app at a fake on this port (APIs, OAuth pages and client credentials). */
export function fakeEnv(port: number): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    X_API_BASE_URL: `${origin}/x`,
    LINKEDIN_API_BASE_URL: `${origin}/linkedin`,
    THREADS_API_BASE_URL: `${origin}/threads`,
    X_CLIENT_ID: FAKE_OAUTH_CLIENTS.x.clientId,
    X_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.x.clientSecret,
    X_AUTHORIZE_URL: `${origin}/x/i/oauth2/authorize`,
    LINKEDIN_CLIENT_ID: FAKE_OAUTH_CLIENTS.linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.linkedin.clientSecret,
    LINKEDIN_AUTH_BASE_URL: `${origin}/linkedin`,
    THREADS_APP_ID: FAKE_OAUTH_CLIENTS.threads.clientId,
    THREADS_APP_SECRET: FAKE_OAUTH_CLIENTS.threads.clientSecret,
    THREADS_AUTHORIZE_URL: `${origin}/threads/oauth/authorize`,
    // TikTok carries the AI videos of e2e/ai-videos.spec.ts.
    TIKTOK_API_BASE_URL: `${origin}/tiktok`,
    TIKTOK_CLIENT_KEY: FAKE_OAUTH_CLIENTS.tiktok.clientId,
    TIKTOK_CLIENT_SECRET: FAKE_OAUTH_CLIENTS.tiktok.clientSecret,
    TIKTOK_AUTHORIZE_URL: `${origin}/tiktok/v2/auth/authorize/`,
    TIKTOK_STATUS_POLL_MS: "200",
    ...metaFakeEnv(port),
  };
}

/** Facebook on <port + 3>, Instagram on <port + 4>. */
function metaFakeEnv(port: number): Record<string, string> {
  const facebook = `http://127.0.0.1:${port + 3}`;
  const instagram = `http://127.0.0.1:${port + 4}`;
  return {
    FACEBOOK_API_BASE_URL: facebook,
    FACEBOOK_AUTHORIZE_URL: facebook,
    FACEBOOK_APP_ID: FACEBOOK_FAKE_APP.id,
    FACEBOOK_APP_SECRET: FACEBOOK_FAKE_APP.secret,
    INSTAGRAM_API_BASE_URL: instagram,
    INSTAGRAM_OAUTH_BASE_URL: instagram,
    INSTAGRAM_AUTHORIZE_URL: `${instagram}/oauth/authorize`,
    INSTAGRAM_APP_ID: INSTAGRAM_FAKE_APP.id,
    INSTAGRAM_APP_SECRET: INSTAGRAM_FAKE_APP.secret,
  };
}

async function main() {
  const port = Number(process.argv[2] ?? E2E_FAKE_PORT);
  const fake = new SocialNetworkFake();
  await fake.start(port);
  const facebook = new FacebookFake();
  await facebook.start(port + 3);
  facebook.registerUser({
    id: "5550900",
    name: "E2E Owner",
    pages: [
      { id: "104000000000901", name: "E2E Bakery" },
      { id: "104000000000902", name: "E2E Cafe" },
    ],
  });
  const instagram = new InstagramFake();
  await instagram.start(port + 4);
  instagram.registerAccount({ id: "17841400000000901", username: "e2e.shop", name: "E2E Shop" });
  const control = createServer((req, res) => {
    if (req.url?.startsWith("/posts")) {
      const meta = [
        ...facebook.livePosts().map((p) => ({ ...p, network: "facebook", url: p.permalink })),
        ...instagram.livePosts().map((p) => ({ ...p, network: "instagram", url: p.permalink })),
      ];
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify([...fake.posts(), ...meta]));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(port + 1, "127.0.0.1", resolve));
  console.log(`social network fake on http://127.0.0.1:${port}, control on ${port + 1}`);
  const stop = () => {
    control.close();
    void Promise.all([fake.stop(), facebook.stop(), instagram.stop()]).then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1]?.endsWith("serve.ts")) void main();
