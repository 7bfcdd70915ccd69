/**
 * The webhooks page (issue 28): register an endpoint with the keyboard (a receiver this spec starts,
 * reached at a made-up public name through the test routes), copy its one-time secret, create a post,
 * see the receiver get the signed event and the page show the delivery with its signature header;
 * axe (critical and serious) in both colour schemes on the page and its dialogs.
 */
import { expect, test } from "@playwright/test";
import { E2E_FAKE_PORT } from "../test/fakes/serve";
import { Receiver, verifySignature } from "../test/webhooks/receiver";
import { PASSWORD, registerUser, submitLogin, uniqueEmail } from "./support/auth";
import { axeBothSchemes, chooseScheme, formatFindings } from "./support/axe";
import { apiToken } from "./support/networks";

/** playwright.config.ts routes this name to the receiver's port (GUARDED_FETCH_TEST_ROUTES). */
const WEBHOOK_FAKE_HOST = "webhooks.fake.test";
const WEBHOOK_RECEIVER_PORT = E2E_FAKE_PORT + 8;

test("register a webhook with the keyboard and see a signed delivery; no serious axe finding", async ({ page, request }) => {
  test.setTimeout(180_000);
  const receiver = new Receiver();
  await receiver.start(WEBHOOK_RECEIVER_PORT);
  try {
    const email = uniqueEmail("e2e-webhooks");
    await registerUser(request, email);
    await chooseScheme(page, "light");
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    await page.goto("/workspace/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("No endpoints yet")).toBeVisible();
    const failing = await axeBothSchemes(page, "/workspace/webhooks (empty)");

    await page.getByRole("button", { name: "Add endpoint" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "URL" })).toBeFocused();
    await page.keyboard.type(`http://${WEBHOOK_FAKE_HOST}/hooks/postpilot`);
    failing.push(...(await axeBothSchemes(page, "add dialog", "[role='dialog']")));
    await dialog.getByRole("checkbox", { name: /^post\.created/ }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Add endpoint" }).focus();
    await page.keyboard.press("Enter");

    const shown = page.getByRole("dialog", { name: "Copy the signing secret" });
    await expect(shown).toBeVisible();
    const secret = (await shown.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    failing.push(...(await axeBothSchemes(page, "secret dialog", "[role='dialog']")));
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toHaveCount(0);

    const endpoint = page.getByTestId("webhook-endpoint").filter({ visible: true });
    await expect(endpoint).toContainText(WEBHOOK_FAKE_HOST);
    await expect(page.getByTestId("webhooks-page")).not.toContainText(secret);

    // A post is created through the API: the receiver gets post.created, signed as documented.
    const token = await apiToken(request, email);
    const made = await request.post("/api/posts/draft", {
      headers: { Authorization: `Bearer ${token}` },
      data: { content: "Hello, receiver", platforms: [] },
    });
    expect(made.status(), await made.text()).toBe(200);
    await expect.poll(() => receiver.events().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const got = receiver.received.find((r) => r.status === 200)!;
    expect(JSON.parse(got.body)).toMatchObject({ type: "post.created", data: { post: { text: "Hello, receiver" } } });
    const header = got.headers["postpilot-signature"] as string;
    expect(verifySignature(secret, header, got.body)).toBe(true);

    // The page shows the delivery, its answer, and the signature header it carried.
    await endpoint.getByRole("button", { name: "Show deliveries" }).focus();
    await page.keyboard.press("Enter");
    const delivery = page.getByTestId("webhook-delivery").filter({ visible: true }).first();
    await expect(delivery).toContainText("post.created");
    await expect(delivery).toContainText("succeeded");
    await delivery.getByText("Payload and signature").click();
    await expect(delivery.getByTestId("webhook-signature").first()).toContainText(header);
    await expect(delivery.getByRole("button", { name: "Redeliver" })).toBeVisible();
    failing.push(...(await axeBothSchemes(page, "/workspace/webhooks (one delivery)")));

    // Deleting is asked first, from the keyboard; then the endpoint is gone.
    await endpoint.getByRole("button", { name: /^Delete / }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Delete this endpoint?" });
    await expect(confirm).toContainText("and its deliveries are forgotten");
    failing.push(...(await axeBothSchemes(page, "delete dialog", "[role='dialog']")));
    await expect(confirm.getByRole("button", { name: "Delete endpoint" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("No endpoints yet.").filter({ visible: true })).toBeVisible();

    expect(failing.length, `critical or serious axe violations:\n${formatFindings(failing)}`).toBe(0);
  } finally {
    await receiver.stop();
  }
});
