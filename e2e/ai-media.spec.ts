/**
 * AI media end to end with the offline generator (no FAL_KEY in e2e) and the real worker: the
 * media dialog makes an image that is attached and scheduled with a post; a paid user generates a
 * 7-day content plan with images and approves it.
 */
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { apiToken, connectX, signUp, uniquePostText } from "./support/networks";
import { makePaid } from "./support/users";
import { chooseMethod, scheduleForTomorrow } from "./support/wizard";

test("the AI media dialog generates an offline image that is attached to a scheduled post", async ({ page, request }) => {
  const email = uniqueEmail("e2e-media");
  await signUp(page, email);
  await connectX(page);

  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const text = uniquePostText("AI image post");
  await page.getByTestId("post-content").fill(text);

  await page.getByTestId("ai-media-open").click();
  const dialog = page.getByRole("dialog", { name: "Generate media with AI" });
  await expect(dialog).toBeVisible();
  // Spec defaults: only X is selected, so X's size; realistic style; HD.
  await expect(dialog.getByTestId("ai-media-platform")).toHaveValue(/^X \(1600×900\)$/);
  await expect(dialog.getByTestId("ai-media-style")).toHaveValue("Realistic");
  await expect(dialog.getByTestId("ai-media-quality")).toHaveValue("HD");
  await expect(dialog.getByTestId("ai-media-cost")).toHaveText("Costs 10 AI prompts");

  // No prompt: the field says so and nothing is charged.
  await dialog.getByTestId("ai-media-generate").click();
  await expect(dialog.getByText("Prompt required", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("ai-media-cost")).toHaveText("Costs 10 AI prompts");

  await dialog.getByTestId("ai-media-prompt").fill("A paper plane over a city at dawn");
  await dialog.getByTestId("ai-media-generate").click();
  // The worker draws it; the dialog polls until it is completed and the image has loaded.
  await expect(dialog.getByTestId("ai-media-image")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId("ai-media-offline")).toHaveText("Offline generator");
  await expect(dialog.getByTestId("ai-media-cost")).toContainText("used 10/");
  await expect(dialog.getByTestId("ai-media-use")).toBeEnabled();
  await dialog.getByTestId("ai-media-use").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await expect(page.getByTestId("media-item")).toContainText("AI image (offline)");

  await scheduleForTomorrow(page, "x");

  // The scheduled post carries the generated file, stored by us.
  const token = await apiToken(request, email);
  const answer = await request.get("/api/dashboard/posts?showAll=true", { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: { content: string; media: string[] }[] };
  const post = body.data.find((p) => p.content === text);
  expect(post?.media).toHaveLength(1);
  expect(post!.media[0]).toMatch(/\/api\/media\/[0-9a-f-]{36}\.png$/);
  const file = await request.get(post!.media[0]!);
  expect(file.headers()["content-type"]).toBe("image/png");
});

test("a paid user generates a 7-day content plan with images and approves it", async ({ page }) => {
  test.slow(); // seven drafts, seven images on the worker
  const email = uniqueEmail("e2e-plan");
  await signUp(page, email);
  await makePaid(email, 500);
  await connectX(page);

  // The wizard refuses planning until it has read the user (and their paid role): wait until the
  // card is unlocked, which is when a click can choose it.
  await page.goto("/create-post");
  await expect(page.getByTestId("method-ai-plan").filter({ visible: true })).not.toHaveAttribute("data-locked", /.*/);
  await chooseMethod(page, "ai-plan");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("plan-subject").fill("Home composting");
  await page.getByTestId("plan-platform-x").check();
  await page.getByTestId("plan-include-images").check();
  await expect(page.getByTestId("plan-cost")).toHaveText("35 AI prompts");
  await page.getByTestId("generate-plan").click();

  const drafts = page.getByTestId("plan-post");
  await expect(drafts).toHaveCount(7, { timeout: 60_000 });
  // Each draft gets its image from the worker.
  await expect(page.getByTestId("plan-image")).toHaveCount(7, { timeout: 60_000 });

  await page.getByTestId("approve-plan").click();
  await expect(page.getByText("Content plan approved", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/posts$/, { timeout: 15_000 });
});
