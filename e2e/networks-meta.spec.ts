import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { accountCard, backFromConsent, fakePosts, signUp, uniquePostText } from "./support/networks";
import { chooseMethod } from "./support/wizard";

/** A real 1×1 PNG (uploads are checked by their content). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("connect Facebook choosing one of two Pages and Instagram, then publish an image post to both", async ({ page, request }) => {
  await signUp(page, uniqueEmail("e2e-meta"));
  await page.goto("/accounts");

  // Facebook: the fake's member manages two Pages, so the page asks which one.
  const facebook = accountCard(page, "facebook");
  await backFromConsent(page, () => facebook.getByRole("button", { name: "Connect" }).click());
  await expect(page.getByText("Choose your Facebook Page", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  const chooser = page.getByTestId("choose-facebook-page");
  await expect(chooser.getByRole("button")).toHaveText(["E2E Bakery", "E2E Cafe"]);
  await chooser.getByRole("button", { name: "E2E Cafe" }).click();
  await expect(facebook).toHaveAttribute("data-state", "connected");
  await expect(facebook.getByTestId("account-name")).toHaveText("E2E Cafe");
  await expect(chooser).toHaveCount(0);

  const instagram = accountCard(page, "instagram");
  await backFromConsent(page, () => instagram.getByRole("button", { name: "Connect" }).click());
  await expect(page.getByText("Instagram Connected!", { exact: true })).toBeVisible();
  await expect(instagram).toHaveAttribute("data-state", "connected");

  // Text alone: Instagram is not preselected, and selecting it says it needs an image.
  const text = uniquePostText("Fresh bread from the e2e bakery");
  await page.goto("/create-post");
  await chooseMethod(page, "manual");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("post-content").fill(text);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("platform-facebook")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("platform-instagram")).toHaveAttribute("aria-checked", "false");
  await page.getByTestId("platform-instagram").click();
  await expect(page.getByTestId("needs-media-instagram")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Instagram needs an image or a video: add one, or unselect it.")).toBeVisible();

  // With an image: both go out.
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByTestId("media-input").setInputFiles({ name: "bread.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("needs-media-instagram")).toHaveCount(0);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByTestId("publish-mode-now").click();
  await page.getByTestId("submit-post").click();
  await expect(page.getByText("Post Published", { exact: true })).toBeVisible();

  const received = (await fakePosts(request)).filter((p) => p.text === text);
  expect(received.map((p) => p.network).sort()).toEqual(["facebook", "instagram"]);
  await page.goto("/posts");
  const post = page.getByTestId("post-card").filter({ hasText: text });
  await expect(post).toHaveAttribute("data-status", "published");
});
