import { expect, test, type Page } from "@playwright/test";
import { logIn, registerUser, uniqueEmail } from "./support/auth";

/** The route table of spec part 2 §2. */
const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/create-post",
  "/posts",
  "/calendar",
  "/ai-suggestions",
  "/ai-videos",
  "/accounts",
  "/profile",
  "/billing",
  "/settings",
  "/workspace/api-keys",
  "/workspace/webhooks",
];
const PUBLIC_ROUTES = ["/", "/auth", "/pricing", "/about", "/contact", "/docs", "/terms", "/privacy", "/status"];
/** The footer is shown everywhere except these (and their sub-paths). */
const WITHOUT_FOOTER = new Set([...SIGNED_IN_ROUTES, "/admin"]);

async function expectHealthyPage(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response, `no response for ${route}`).not.toBeNull();
  expect(response!.status(), `status of ${route}`).toBeLessThan(500);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header, `navigation bar on ${route}`).toBeVisible();
  await expect(header.getByRole("link", { name: "Pricing" })).toBeVisible();
}

test("a signed-in user can open every route, with the footer exactly where the spec puts it", async ({ page, request }) => {
  // Twenty-one pages, each compiled and rendered once: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const email = uniqueEmail("e2e-routes");
  await registerUser(request, email);
  await logIn(page, email);

  for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, "/admin"]) {
    await test.step(route, async () => {
      await expectHealthyPage(page, route);
      await expect(page).toHaveURL(new RegExp(`${route === "/" ? "" : route}/?$`));
      const footer = page.getByRole("contentinfo");
      if (WITHOUT_FOOTER.has(route)) await expect(footer, `no footer on ${route}`).toHaveCount(0);
      else await expect(footer, `footer on ${route}`).toBeVisible();
    });
  }

  await test.step("/auth/callback sends a signed-in user home", async () => {
    await expectHealthyPage(page, "/auth/callback");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("the sidebar lists the signed-in pages", async () => {
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("app-sidebar");
    for (const label of [
      "Dashboard",
      "Create Post",
      "Posts",
      "Calendar",
      "AI Suggestions",
      "AI Videos",
      "Accounts",
      "Profile",
      "Billing",
      "API keys",
      "Connected apps",
    ]) {
      await expect(sidebar.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});

test("a plain user does not see the admin page", async ({ page, request }) => {
  const email = uniqueEmail("e2e-notadmin");
  await registerUser(request, email);
  await logIn(page, email);

  await expectHealthyPage(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toHaveCount(0);
});

test("an anonymous visit to /dashboard ends on /auth", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fdashboard$/);
  await expect(page.getByTestId("login-form")).toBeVisible();
});

test("an anonymous visit to /admin ends on / with the toast 'Authentication required' (spec part 2)", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });

  const response = await page.goto("/no-such-page-here");
  expect(response!.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect.poll(() => warnings.some((w) => w.includes("/no-such-page-here"))).toBe(true);
});
