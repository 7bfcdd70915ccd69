/**
 * The Bluesky and Mastodon contract fakes as standalone servers, for the browser tests:
 *   tsx test/fakes/serve-federated.ts <port>
 * Bluesky's PDS answers on <port> as pds.bsky.fake.test, Mastodon's instance on <port + 1> as
 * mastodon.fake.test (the app reaches both through GUARDED_FETCH_TEST_ROUTES, the browser through
 * Chromium's host resolver rules); a control server on <port + 2> answers GET /posts.
 */
import { createServer } from "node:http";
import { BlueskyFake } from "./networks/bluesky";
import { MastodonFake } from "./networks/mastodon";

export const BLUESKY_FAKE_HOST = "pds.bsky.fake.test";
export const MASTODON_FAKE_HOST = "mastodon.fake.test";
/** Bluesky's video service, served by the PDS fake on the same port. */
export const BLUESKY_VIDEO_FAKE_HOST = "video.bsky.fake.test";
/** The member the e2e specs sign in as on each fake. */
export const E2E_BLUESKY = { handle: "pilot.bsky.fake.test", appPassword: "e2e1-e2e2-e2e3-e2e4", displayName: "Pilot on Bluesky" };
export const E2E_MASTODON = { username: "pilot", displayName: "Pilot on Mastodon" };

/** Environment that points the app at the fakes on this port. */
export function federatedFakeEnv(port: number): Record<string, string> {
  return {
    BLUESKY_SERVICE_URL: `http://${BLUESKY_FAKE_HOST}:${port}`,
    BLUESKY_VIDEO_SERVICE_URL: `http://${BLUESKY_VIDEO_FAKE_HOST}:${port}`,
    GUARDED_FETCH_TEST_ROUTES: `${BLUESKY_FAKE_HOST}=127.0.0.1:${port},${BLUESKY_VIDEO_FAKE_HOST}=127.0.0.1:${port},${MASTODON_FAKE_HOST}=127.0.0.1:${port + 1}`,
  };
}

async function main() {
  const port = Number(process.argv[2]);
  const bluesky = new BlueskyFake(BLUESKY_FAKE_HOST, BLUESKY_VIDEO_FAKE_HOST);
  const mastodon = new MastodonFake();
  await bluesky.start(port);
  await mastodon.start(port + 1);
  bluesky.addAccount(E2E_BLUESKY);
  mastodon.addInstance(MASTODON_FAKE_HOST);
  mastodon.addUser(MASTODON_FAKE_HOST, E2E_MASTODON);
  const control = createServer((req, res) => {
    if (req.url?.startsWith("/posts")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify([
          ...bluesky.posts().map((p) => ({ network: "bluesky", id: p.uri, text: p.value.text, rkey: p.rkey })),
          ...mastodon.statuses().map((s) => ({ network: "mastodon", id: s.id, text: s.text })),
        ]),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(port + 2, "127.0.0.1", resolve));
  console.log(`bluesky fake on ${port}, mastodon fake on ${port + 1}, control on ${port + 2}`);
  const stop = () => {
    control.close();
    void Promise.all([bluesky.stop(), mastodon.stop()]).then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1]?.endsWith("serve-federated.ts")) void main();
