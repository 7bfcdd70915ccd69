import { expect, test, type Page } from "@playwright/test";

/** Opens a public page and checks it answered, has a real title and the shared frame. */
async function openPublicPage(page: Page, route: string, title: RegExp) {
  const response = await page.goto(route);
  expect(response, `no response for ${route}`).not.toBeNull();
  expect(response!.status(), `status of ${route}`).toBe(200);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", /\w{3,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\w{3,}/);
}

test("the landing page", async ({ page }) => {
  await openPublicPage(page, "/", /PostPilot/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the about page: mission, story, values, team and stats", async ({ page }) => {
  await openPublicPage(page, "/about", /^About · PostPilot$/);
  await expect(page.getByRole("heading", { name: "About PostPilot", level: 1 })).toBeVisible();
  await expect(page.getByText(/started in 2023/)).toBeVisible();
  for (const value of ["User-Centric", "Results-Driven", "Innovation", "Security"]) {
    await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("team-card")).toHaveCount(3);
  const stats = page.getByTestId("about-stats");
  for (const figure of ["10K+", "1M+", "50+", "99.9%"]) await expect(stats.getByText(figure, { exact: true })).toBeVisible();
});

test("the docs: getting started, features, an API reference generated from OpenAPI, and the FAQ", async ({ page }) => {
  await openPublicPage(page, "/docs", /^Documentation · PostPilot$/);
  const tabs = page.getByRole("tablist");
  for (const name of ["Getting Started", "Features", "API Reference", "FAQ"]) await expect(tabs.getByRole("tab", { name })).toBeVisible();

  await expect(page.getByRole("heading", { name: /^Step 4:/ })).toBeVisible();
  const browsers = { Chrome: "90+", Firefox: "88+", Safari: "14+", Edge: "90+" };
  for (const [browser, version] of Object.entries(browsers)) {
    await expect(page.getByTestId(`browser-${browser}`)).toContainText(version);
  }

  await tabs.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByRole("heading", { name: "Features", level: 2 })).toBeVisible();

  await tabs.getByRole("tab", { name: "API Reference" }).click();
  const login = page.locator('[data-endpoint="POST /api/auth/login"]');
  await expect(login.getByRole("button", { name: /POST \/api\/auth\/login/ })).toBeVisible();
  await expect(login).toContainText("Public");
  const dashboard = page.locator('[data-endpoint="GET /api/dashboard"]');
  await expect(dashboard.getByRole("button", { name: /GET \/api\/dashboard/ })).toBeVisible();
  await expect(dashboard).toContainText("Bearer token");
  await expect(page.getByRole("heading", { name: "Authentication", level: 3 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /\/api\/openapi\.json/ })).toHaveAttribute("href", "/api/openapi.json");

  // Every path of the served OpenAPI document is listed, and an endpoint opens to show its fields.
  const spec = (await (await page.request.get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(spec.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  await expect(page.getByTestId("api-endpoint")).toHaveCount(operations);
  await login.getByRole("button").click();
  await expect(login.getByRole("cell", { name: "email", exact: true })).toBeVisible();
  await expect(login.getByRole("cell", { name: "password", exact: true })).toBeVisible();

  await tabs.getByRole("tab", { name: "FAQ" }).click();
  await page.getByRole("button", { name: "How many social accounts can I connect?" }).click();
  await expect(page.getByText("Free: 3 accounts. Pro: 10 accounts. Enterprise: unlimited.")).toBeVisible();
  await page.getByRole("button", { name: "What video formats and sizes are supported?" }).click();
  await expect(page.getByText("Videos up to 100MB in MP4, MOV or AVI format.")).toBeVisible();
});

test("the docs open on the tab named in the address", async ({ page }) => {
  await page.goto("/docs?tab=api");
  await expect(page.getByRole("tab", { name: "API Reference" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[data-endpoint="POST /api/auth/login"]')).toBeVisible();
});

for (const { route, title, heading } of [
  { route: "/terms", title: /^Terms of Service · PostPilot$/, heading: "Terms of Service" },
  { route: "/privacy", title: /^Privacy Policy · PostPilot$/, heading: "Privacy Policy" },
]) {
  test(`${route}: legal text with a working back-to-home link`, async ({ page }) => {
    await openPublicPage(page, route, title);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/30 days/).first()).toBeVisible();
    await expect(page.getByText(/Stripe/).first()).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("the contact page", async ({ page }) => {
  await openPublicPage(page, "/contact", /^Contact · PostPilot$/);
  await expect(page.getByTestId("contact-form")).toBeVisible();
});

test("the status page checks every service in turn and reports them all operational", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    // The spec's checks, in order (GET /api/health, /api/status/<service>); the incident list and
    // the on-time publishing panel are read beside them.
    const match = /\/api\/(health|status\/(?:database|openai|falai|email|auth))(?:\?|$)/.exec(new URL(request.url()).pathname);
    if (match) calls.push(match[1]!);
  });

  await openPublicPage(page, "/status", /^Service Status · PostPilot$/);
  const banner = page.getByTestId("overall-status");
  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(6);
  for (const name of ["API", "Database", "AI text (OpenAI)", "AI media (fal.ai)", "E-mail", "Authentication"]) {
    await expect(cards.getByRole("heading", { name, exact: true })).toBeVisible();
  }

  // Database and Redis are up in the test environment; OpenAI, fal.ai and e-mail are not configured
  // and count as operational with their local fallbacks.
  await expect(page.locator('[data-testid="service-card"][data-status="operational"]')).toHaveCount(6, { timeout: 20_000 });
  await expect(banner).toContainText("All Systems Operational");
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  await expect(page.getByTestId("not-configured").first()).toHaveText("Not configured — local fallback in use");
  await expect(page.getByTestId("metric-uptime")).toHaveText("99.9%");
  await expect(page.getByTestId("metric-requests")).toHaveText("6");
  await expect(page.getByTestId("metric-success-rate")).toHaveText("100%");
  await expect(page.getByTestId("metric-response-time")).toHaveText(/^\d+ ms$/);
  await expect(page.getByRole("heading", { name: "Recent incidents" })).toBeVisible();
  // Nothing was scheduled in this test run's last hour yet, or it went out on time: either way nothing waits.
  await expect(page.getByTestId("publishing-on-time")).toHaveAttribute("data-status", "operational");
  await expect(page.getByTestId("publishing-lateness")).toContainText("On time.");
  expect(calls).toEqual(["health", "status/database", "status/openai", "status/falai", "status/email", "status/auth"]);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("metric-requests")).toHaveText("12", { timeout: 20_000 });
  await expect(banner).toContainText("All Systems Operational");
});

test("a failing check shows a toast, an outage card and a partial banner", async ({ page }) => {
  // The database check answers as the server does when PostgreSQL is down (HTTP 503, the spec's error shape).
  await page.route(/\/api\/status\/database/, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ success: false, message: "Database is experiencing issues: timed out after 3000 ms" }),
    }),
  );
  await page.goto("/status");
  await expect(page.getByRole("alert").filter({ hasText: "Database is experiencing issues" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-service="database"]')).toHaveAttribute("data-status", "outage");
  await expect(page.locator('[data-testid="service-card"][data-status="operational"]')).toHaveCount(5, { timeout: 20_000 });
  await expect(page.getByTestId("overall-status")).toContainText("Some Systems Experiencing Issues");
  await expect(page.getByTestId("metric-success-rate")).toHaveText("83.3%");
});

test("the header's scheme switch flips the page's colours and keeps the choice; on a phone its menu opens and closes", async ({ page }) => {
  await page.goto("/about");
  const html = page.locator("html");
  const before = await html.getAttribute("data-mantine-color-scheme");
  const after = before === "dark" ? "light" : "dark";
  const toggle = page.getByRole("banner").getByRole("button", { name: "Toggle color scheme" });
  // The icons are drawn on the server and handed to the button: both are in it, CSS shows one.
  await expect(toggle.locator("svg")).toHaveCount(2);
  await toggle.click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", after);
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", after);

  await page.setViewportSize({ width: 400, height: 800 });
  const menuButton = page.getByRole("button", { name: "Open navigation menu" });
  await expect(menuButton.locator("svg")).toHaveCount(1);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});
