import { expect, test } from "@playwright/test";

test("the home page answers without a server error", async ({ page }) => {
  const response = await page.goto("/");
  expect(response, "no response for /").not.toBeNull();
  expect(response!.status()).toBeLessThan(500);
});
