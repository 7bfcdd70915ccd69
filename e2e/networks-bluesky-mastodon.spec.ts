/**
 * Bluesky and Mastodon end to end: connect both from /accounts through their contract fakes
 * (Bluesky with a handle and an app password, Mastodon through its instance's consent page), schedule
 * one post to both plus X from the wizard, and see it published on the calendar with a link to each.
 */
import { expect, test } from "@playwright/test";
import { E2E_FAKE_PORT } from "../test/fakes/serve";
import { E2E_BLUESKY, E2E_MASTODON, MASTODON_FAKE_HOST } from "../test/fakes/serve-federated";
import { uniqueEmail } from "./support/auth";
import { accountCard, apiToken, backFromConsent, connectX, fakePosts, signUp, uniquePostText } from "./support/networks";
import { chooseMethod } from "./support/wizard";

// serve-federated.ts on FEDERATED_FAKE_PORT (playwright.config.ts): Bluesky, then Mastodon, then its control server.
const FEDERATED_FAKE_PORT = E2E_FAKE_PORT + 5;
const FEDERATED_CONTROL = `http://127.0.0.1:${FEDERATED_FAKE_PORT + 2}`;
const MASTODON_INSTANCE = `http://${MASTODON_FAKE_HOST}:${FEDERATED_FAKE_PORT + 1}`;

/**
 * The first whole minute at least 20 s ahead on this machine's clock (the browser's zone), as the
 * wizard's fields take it ("YYYY-MM-DD", "HH:mm"): time enough to submit, and 20-80 s to wait.
 */
function soonestMinute(): { date: string; time: string } {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

test("connect Bluesky and Mastodon, schedule one post to them and X, see it published with links", async ({ page, request }) => {
  // Waits for the scheduled minute (20-80 s ahead) and the worker's publish.
  test.setTimeout(330_000);
  const email = uniqueEmail("e2e-fed");
  await signUp(page, email);
  await connectX(page);

  // Bluesky: handle + app password in a dialog; connected in place.
  const bluesky = accountCard(page, "bluesky");
  await expect(bluesky).toHaveAttribute("data-state", "not-connected");
  await bluesky.getByRole("button", { name: "Connect" }).click();
  const blueskyForm = page.getByTestId("connect-bluesky-form");
  await blueskyForm.getByRole("textbox", { name: "Handle" }).fill(`@${E2E_BLUESKY.handle}`);
  await blueskyForm.getByLabel("App password").fill("wrong-wrong-wrong-wrong");
  await blueskyForm.getByRole("button", { name: "Connect" }).click();
  await expect(blueskyForm.getByTestId("connect-error")).toContainText("did not accept this handle and app password");
  await blueskyForm.getByLabel("App password").fill(E2E_BLUESKY.appPassword);
  await blueskyForm.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Bluesky account connected.")).toBeVisible();
  await expect(bluesky).toHaveAttribute("data-state", "connected");
  await expect(bluesky.getByTestId("account-name")).toHaveText(E2E_BLUESKY.displayName);

  // Mastodon: the instance in a dialog, then its consent page, then back here.
  const mastodon = accountCard(page, "mastodon");
  await mastodon.getByRole("button", { name: "Connect" }).click();
  const mastodonForm = page.getByTestId("connect-mastodon-form");
  await mastodonForm.getByRole("textbox", { name: "Instance" }).fill(MASTODON_INSTANCE);
  await backFromConsent(page, () => mastodonForm.getByRole("button", { name: "Continue" }).click());
  await expect(page.getByText("Mastodon Connected!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(mastodon).toHaveAttribute("data-state", "connected");
  await expect(mastodon.getByTestId("account-name")).toHaveText(E2E_MASTODON.displayName);

  // One post to all three, scheduled for the next minute; the composer shows each limit.
  const link = "https://example.com/federated/scheduling/guide";
  const text = uniquePostText(`Scheduled to Bluesky, Mastodon and X ${link}`);
  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByTestId("post-content").fill(text);
  await page.getByRole("button", { name: "Next" }).click();
  for (const network of ["x", "bluesky", "mastodon"]) await expect(page.getByTestId(`platform-${network}`)).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("preview-bluesky")).toContainText(`${text.length}/300`);
  // X counts the link as 23 characters, however long it is.
  await expect(page.getByTestId("preview-x")).toContainText(`${text.length - link.length + 23}/280`);
  await expect(page.getByTestId("preview-mastodon")).toContainText("/500");
  await page.getByRole("button", { name: "Next" }).click();
  const at = soonestMinute();
  await page.getByTestId("publish-mode-schedule").click();
  await page.getByTestId("schedule-date").fill(at.date);
  await page.getByTestId("schedule-time").fill(at.time);
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Scheduled", { exact: true })).toBeVisible();

  // The worker publishes it at that minute, once on each network.
  const auth = { Authorization: `Bearer ${await apiToken(request, email)}` };
  let postId = "";
  await expect
    .poll(
      async () => {
        const list = await request.get("/api/dashboard/posts?showAll=true", { headers: auth });
        const post = ((await list.json()) as { data: { id: string; content: string; status: string }[] }).data.find((p) => p.content === text);
        postId = post?.id ?? "";
        return post?.status;
      },
      { timeout: 200_000, intervals: [2_000] },
    )
    .toBe("published");
  const federated = (
    (await (await request.get(`${FEDERATED_CONTROL}/posts`)).json()) as { network: string; id: string; text: string; rkey?: string }[]
  ).filter((p) => p.text === text);
  const atBluesky = federated.filter((p) => p.network === "bluesky");
  const atMastodon = federated.filter((p) => p.network === "mastodon");
  expect(atBluesky).toHaveLength(1);
  expect(atMastodon).toHaveLength(1);
  expect((await fakePosts(request)).filter((p) => p.text === text && p.network === "x")).toHaveLength(1);

  // On the calendar: the published post opens with a link to each network's copy.
  await page.goto("/calendar");
  const calendar = page.getByTestId("post-calendar");
  await calendar.locator(`[data-post-id="${postId}"]`).getByRole("button").first().click();
  await expect(page.getByRole("link", { name: "View on X" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on Bluesky" })).toHaveAttribute(
    "href",
    `https://bsky.app/profile/${E2E_BLUESKY.handle}/post/${atBluesky[0]!.rkey}`,
  );
  await expect(page.getByRole("link", { name: "View on Mastodon" })).toHaveAttribute(
    "href",
    `http://${MASTODON_FAKE_HOST}/@${E2E_MASTODON.username}/${atMastodon[0]!.id}`,
  );
});
