/**
 * Paying for a plan end to end: a free member picks Pro on /pricing, pays on Stripe's hosted
 * checkout (the Stripe fake's page, which sends the signed events to our webhook and redirects
 * back), lands on /billing?success=true&session_id=..., sees 'Payment Successful' and the Pro
 * badge, and /pricing then shows Pro as the current plan with its 250-prompt allowance.
 */
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/auth";
import { signUp } from "./support/networks";

test("a free member upgrades to Pro through hosted checkout", async ({ page }) => {
  await signUp(page, uniqueEmail("e2e-billing"));

  await page.goto("/pricing");
  await expect(page.getByTestId("pricing-usage")).toHaveText("0 / 25");
  const freeCard = page.getByTestId("plan-Free Trial");
  await expect(freeCard.getByText("Current Plan", { exact: true }).first()).toBeVisible();
  await expect(freeCard.getByText("/forever")).toBeVisible();
  await expect(page.getByTestId("choose-Free Trial")).toBeDisabled();
  const proCard = page.getByTestId("plan-Pro");
  await expect(proCard.getByText("Most Popular")).toBeVisible();
  await expect(proCard.getByText("/month")).toBeVisible();
  // A Free Trial member already has a plan (issue 13, defect 3).
  await expect(page.getByTestId("choose-Pro")).toHaveText("Switch to This Plan");

  // 'Redirecting to payment...' shows while the browser leaves (too briefly to assert).
  await page.getByTestId("choose-Pro").click();

  // Stripe's hosted page (the fake): the amount is the plan's price.
  await expect(page.getByTestId("checkout-amount")).toHaveText("€19.00 / month", { timeout: 15_000 });
  await page.getByRole("button", { name: "Pay €19.00" }).click();

  await expect(page.getByText("Payment Successful", { exact: true })).toBeVisible({ timeout: 15_000 });
  // The return page checks the session with Stripe itself, so the plan is right even before the webhook.
  await expect(page.getByText("Thank you! You are now on the Pro plan.")).toBeVisible();
  // The success parameters are cleaned from the address.
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId("current-plan-name")).toHaveText("Pro");
  await expect(page.getByTestId("pro-badge")).toBeVisible();
  await expect(page.getByTestId("payment-method")).toContainText("VISA •••• 4242");
  await expect(page.getByTestId("billing-history")).toContainText("€19");
  await expect(page.getByTestId("cancel-subscription")).toBeVisible();

  await page.goto("/pricing");
  await expect(page.getByTestId("pricing-usage")).toHaveText("0 / 250");
  await expect(page.getByTestId("plan-Pro").getByText("Current Plan", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("choose-Pro")).toBeDisabled();
  await expect(page.getByTestId("choose-Enterprise")).toHaveText("Switch to This Plan");
  await expect(page.getByTestId("choose-Free Trial")).toHaveText("Downgrade to Free");

  // Back to the free plan: changed at once, then on to the dashboard.
  await page.getByTestId("choose-Free Trial").click();
  await expect(page.getByText("Plan updated!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto("/pricing");
  await expect(page.getByTestId("pricing-usage")).toHaveText("0 / 25");
  // A Free Trial member already has a plan (issue 13, defect 3).
  await expect(page.getByTestId("choose-Pro")).toHaveText("Switch to This Plan");
});

test("the card modal says when the card form cannot load", async ({ page }) => {
  await signUp(page, uniqueEmail("e2e-card"));
  await page.goto("/billing");
  await page.getByTestId("upgrade-pro").click();
  const modal = page.getByRole("dialog", { name: "Complete Payment" });
  await expect(modal.getByText("Upgrade to Pro plan - €19/month")).toBeVisible();
  // js.stripe.com cannot be reached from here: the modal says so instead of waiting forever.
  await expect(modal.getByTestId("stripe-load-failed")).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText(/secured by Stripe/)).toBeVisible();
  await expect(modal.getByRole("link", { name: "Go to pricing" })).toHaveAttribute("href", "/pricing");
  await modal.getByRole("button", { name: "Close", exact: true }).click();
  await expect(modal).toBeHidden();
});
