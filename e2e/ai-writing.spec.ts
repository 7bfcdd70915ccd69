/**
 * AI writing end to end with the offline generator (no OpenAI key in e2e): the wizard's
 * "Use AI Generator" writes a post from a topic that is then scheduled to X, and /ai-suggestions
 * gives three variations of which "Use This!" opens the wizard with the text prefilled.
 */
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { connectX, signUp } from "./support/networks";
import { updateUser } from "./support/users";
import { chooseMethod, scheduleForTomorrow } from "./support/wizard";

test("AI generator writes a post that is scheduled; suggestions prefill the wizard", async ({ page }) => {
  const email = uniqueEmail("e2e-ai");
  await signUp(page, email);
  await connectX(page);

  await page.goto("/create-post");
  await chooseMethod(page, "ai");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Empty topic: the field says so and nothing is generated.
  await page.getByTestId("ai-generate").click();
  await expect(page.getByText("Topic required", { exact: true })).toBeVisible();

  const topic = "Remote team rituals";
  await page.getByTestId("ai-topic").fill(topic);
  await page.getByTestId("ai-generate").click();
  const content = page.getByTestId("post-content");
  await expect(content).toHaveValue(new RegExp(topic, "i"), { timeout: 30_000 });
  await expect(page.getByTestId("ai-generator")).toHaveText("Offline generator");
  await expect(page.getByTestId("ai-usage")).toContainText("AI prompts used:");
  await expect(page.getByTestId("content-counter")).toContainText("/3000 characters");

  // X is connected, so it is preselected.
  await scheduleForTomorrow(page, "x");

  // Suggestions from a subject: three variations; Use This! opens step 2 with the text.
  await page.goto("/ai-suggestions");
  await expect(page.getByText("AI-Powered Content Generation")).toBeVisible();
  await page.getByRole("tab", { name: "From Subject" }).click();
  await page.getByTestId("suggest-subject").fill("Writing things down in small teams");
  await page.getByTestId("suggest-generate").click();
  const variations = page.getByTestId("suggestion");
  await expect(variations).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId("suggest-generator")).toHaveText("Offline generator");
  const first = await variations.first().getByRole("textbox").inputValue();
  expect(first.trim().length).toBeGreaterThan(0);
  await variations.first().getByRole("button", { name: "Use This!" }).click();
  await expect(page).toHaveURL(/\/create-post$/);
  await expect(page.getByTestId("post-content")).toHaveValue(first);

  // With the prompts used up, the suggestions call says so and sends the user to /pricing.
  await updateUser(email, `"aiPromptsUsed" = "aiPromptsLimit"`);
  await page.goto("/ai-suggestions");
  await page.getByRole("tab", { name: "From Subject" }).click();
  await page.getByTestId("suggest-subject").fill("Writing things down in small teams");
  await page.getByTestId("suggest-generate").click();
  await expect(page.getByText("AI Quota Exceeded", { exact: true })).toBeVisible();
  await expect(page.getByText("You've used 25/25 AI prompts. Upgrade your plan to continue.")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});
