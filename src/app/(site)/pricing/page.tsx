/**
 * /pricing: the plans from the server in a 4-column grid, the member's plan and AI usage, and the
 * plan buttons (free plan: changed at once; paid plans: Stripe's hosted checkout). Server-rendered
 * with Mantine's classes (src/components/static); only the buttons and the modal are client code.
 */
import { IconCheck, IconInfoCircle, IconSparkles } from "@tabler/icons-react";
import { TRPCError } from "@trpc/server";
import { env } from "@/env";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import { limitLabel, planButtonLabel, planLimitLabel } from "@/components/billing/rules";
import { formatEuro } from "@/components/billing/stripe-key";
import { teamPlanLabel } from "@/lib/teams";
import { Alert, Badge, Grid, ThemeIcon, IconList, minHeightFromSm } from "@/components/static/cards";
import { Container, Group, Stack } from "@/components/static/layout";
import { Card } from "@/components/static/surfaces";
import { Anchor, Text, Title } from "@/components/static/text";
import { serverApi } from "@/trpc/server";
import { PlanButton, PlanChoiceHost } from "./PlanChoice";

export const metadata = pageMetadata("Pricing", "PostPilot plans: Free Trial, Basic, Pro and Enterprise, billed monthly in euro.");

// The plans, the member's plan and whether payments are configured are read per request.
export const dynamic = "force-dynamic";

/** The plans and the member's plan; failures are only logged (spec part 2 §8), a visitor has no plan. */
async function pricingData() {
  const api = await serverApi();
  const [plans, currentPlan] = await Promise.all([
    api.billing.plans().then(
      (answer) => answer.plans,
      (error: unknown) => {
        console.error("Failed to load plans", error);
        return [];
      },
    ),
    api.billing.currentMembership().then(
      (answer) => answer.currentPlan,
      (error: unknown) => {
        if (!(error instanceof TRPCError && error.code === "UNAUTHORIZED")) console.error("Failed to load the current plan", error);
        return null;
      },
    ),
  ]);
  return { plans, currentPlan };
}

export default async function PricingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ plans, currentPlan }, params] = await Promise.all([pricingData(), searchParams]);
  const paymentsConfigured = Boolean(env().STRIPE_SECRET_KEY);
  const current = currentPlan?.subscription ?? null;
  const badgeRow = minHeightFromSm(22);

  return (
    <Container size="xl" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap="xl">
        <Stack gap={4} style={{ textAlign: "center" }}>
          <Title order={1}>Simple, transparent pricing</Title>
          <Text size="lg" dimmed>
            Pick the plan that fits your publishing. Billed monthly in euro; cancel any time.
          </Text>
        </Stack>

        {currentPlan && (
          <Alert id="pricing-banner" color="blue" icon={<IconSparkles size={18} />} data-testid="pricing-banner">
            You are on the <strong>{currentPlan.subscription}</strong> plan. AI prompts used:{" "}
            <strong data-testid="pricing-usage">
              {currentPlan.aiPromptsUsed} / {limitLabel(currentPlan.aiPromptsLimit)}
            </strong>
          </Alert>
        )}
        {!paymentsConfigured && (
          <Alert id="payments-not-configured" color="yellow" icon={<IconInfoCircle size={18} />} data-testid="payments-not-configured">
            Payments are not configured on this server, so paid plans cannot be bought here yet. The Free Trial works as usual.
          </Alert>
        )}

        <Grid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {plans.map((plan) => {
            const isCurrent = current === plan.name;
            return (
              <Card
                key={plan.id}
                padding="lg"
                data-testid={`plan-${plan.name}`}
                style={isCurrent ? { borderColor: "var(--mantine-color-blue-filled)", borderWidth: 2 } : undefined}
              >
                <Stack gap="md" style={{ height: "100%" }}>
                  <Stack gap={6}>
                    {/* Side by side, every card keeps a badge row, so names, prices and buttons line up. */}
                    <Group gap={4} className={badgeRow.className} style={badgeRow.style}>
                      {plan.popular && (
                        <Badge variant="filled" color="grape">
                          Most Popular
                        </Badge>
                      )}
                      {isCurrent && (
                        <Badge variant="filled" color="blue">
                          Current Plan
                        </Badge>
                      )}
                    </Group>
                    <Title order={2} size="h3">
                      {plan.name}
                    </Title>
                  </Stack>
                  <Group gap={4} align="baseline">
                    <Text style={{ fontSize: "calc(2.25rem * var(--mantine-scale))", fontWeight: 700 }}>{formatEuro(plan.price)}</Text>
                    <Text dimmed>{plan.price === 0 ? "/forever" : "/month"}</Text>
                  </Group>
                  <Text style={{ fontWeight: 500 }} data-testid={`plan-limit-${plan.name}`}>
                    {planLimitLabel(plan.aiPromptsLimit)} AI prompts / month
                  </Text>
                  <Text size="sm" data-testid={`plan-teams-${plan.name}`}>
                    {teamPlanLabel(plan.name) ?? "Personal workspace only (no team workspaces)"}
                  </Text>
                  <IconList
                    spacing={6}
                    size="sm"
                    style={{ flexGrow: 1 }}
                    items={plan.features}
                    icon={
                      <ThemeIcon size={18} radius="xl" variant="filled" color="teal">
                        <IconCheck size={12} />
                      </ThemeIcon>
                    }
                  />
                  <PlanButton
                    plan={{ name: plan.name, price: plan.price }}
                    label={planButtonLabel(plan, { processingPlan: null, currentPlan: current })}
                    popular={plan.popular}
                    currentPlan={current}
                    paymentsConfigured={paymentsConfigured}
                  />
                  {!paymentsConfigured && plan.price > 0 && (
                    <Text size="xs" dimmed style={{ textAlign: "center" }}>
                      Payments are not configured
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </Grid>

        <Text size="sm" dimmed style={{ textAlign: "center" }}>
          Paid plans reset your AI prompt usage when they start and every month after. Payments are processed securely by Stripe, our card provider.
          Need a custom plan? <Anchor href="/contact">Contact us</Anchor>.
        </Text>
      </Stack>
      <PlanChoiceHost checkoutCanceled={params.canceled === "true"} />
    </Container>
  );
}
