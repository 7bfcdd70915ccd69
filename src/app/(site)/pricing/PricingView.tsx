"use client";
/**
 * /pricing: the plans from the server in a 4-column grid, the member's plan and AI usage, and the
 * plan buttons (free plan: changed at once; paid plans: Stripe's hosted checkout).
 */
import { useEffect, useState } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Anchor, Badge, Button, Card, Center, Container, Group, List, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconInfoCircle, IconSparkles } from "@tabler/icons-react";
import { openAuthModal } from "@/components/auth/auth-modal-store";
import { limitLabel, planButtonLabel, planLimitLabel } from "@/components/billing/rules";
import { formatEuro } from "@/components/billing/stripe-key";
import { notifyError, notifyInfo, notifySuccess } from "@/components/notify";
import { useSessionUser } from "@/components/session-user";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

// The same calm "Payment Not Available" modal as /billing; loaded only when it is needed.
const CardPaymentModal = dynamic(() => import("@/components/billing/CardPaymentModal").then((m) => m.CardPaymentModal), { ssr: false });

interface PlanCardData {
  id: string;
  name: string;
  price: number;
  aiPromptsLimit: number;
  popular: boolean;
  features: string[];
}

export function PricingView({ paymentsConfigured }: { paymentsConfigured: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const searchParams = useSearchParams();
  const signedIn = useSessionUser().user !== null;
  const [processingPlan, setProcessingPlan] = useState<string | null>(null);
  /** The paid plan a member chose while payments are switched off on this server. */
  const [unavailablePlan, setUnavailablePlan] = useState<PlanCardData | null>(null);

  const plans = useQuery(trpc.membership.plans.queryOptions());
  const current = useQuery({ ...trpc.membership.current.queryOptions(), enabled: signedIn });
  const currentPlan = current.data?.currentPlan ?? null;

  // Plan and current-plan failures are only logged (spec part 2 §8).
  useEffect(() => {
    if (plans.error) console.error("Failed to load plans", plans.error);
    if (current.error) console.error("Failed to load the current plan", current.error);
  }, [plans.error, current.error]);

  useEffect(() => {
    if (searchParams.get("canceled") === "true") {
      notifyInfo("Checkout cancelled", "No payment was made. Your plan is unchanged.");
      router.replace("/pricing");
    }
  }, [searchParams, router]);

  const changePlan = useMutation(trpc.membership.upgrade.mutationOptions());
  const checkout = useMutation(trpc.membership.createCheckout.mutationOptions());
  const busy = processingPlan !== null;

  async function choose(plan: PlanCardData) {
    if (!signedIn) {
      notifyError("Authentication required", "Please log in to upgrade your plan.");
      openAuthModal("login");
      return;
    }
    if (plan.price > 0 && !paymentsConfigured) {
      setUnavailablePlan(plan);
      return;
    }
    setProcessingPlan(plan.name);
    if (plan.price === 0) {
      try {
        const answer = await changePlan.mutateAsync({ planName: plan.name, paymentMethod: "free" });
        notifySuccess("Plan updated!", answer.message);
        await Promise.all([queryClient.invalidateQueries(trpc.membership.pathFilter()), queryClient.invalidateQueries(trpc.auth.me.pathFilter())]);
        setTimeout(() => router.push("/dashboard"), 2000);
      } catch (err) {
        notifyError("Update failed", errorInfo(err, "Failed to update plan. Please try again.").message);
      } finally {
        setProcessingPlan(null);
      }
      return;
    }
    try {
      const answer = await checkout.mutateAsync({ planName: plan.name });
      notifyInfo("Redirecting to payment...", `Taking you to Stripe to pay for the ${plan.name} plan.`);
      window.location.assign(answer.url);
      // Stay "Processing..." while the browser leaves.
    } catch (err) {
      const info = errorInfo(err, "Failed to create checkout session. Please try again.");
      // Payments switched off on the server (409 featureDisabled): the same modal, no red toast.
      if (info.extra.featureDisabled) setUnavailablePlan(plan);
      else notifyError("Checkout failed", info.message);
      setProcessingPlan(null);
    }
  }

  return (
    <Container size="xl" py={48}>
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={1}>Simple, transparent pricing</Title>
          <Text c="dimmed" size="lg">
            Pick the plan that fits your publishing. Billed monthly in euro; cancel any time.
          </Text>
        </Stack>

        {currentPlan && (
          <Alert color="blue" variant="light" icon={<IconSparkles size={18} />} data-testid="pricing-banner">
            You are on the <strong>{currentPlan.subscription}</strong> plan. AI prompts used:{" "}
            <strong data-testid="pricing-usage">
              {currentPlan.aiPromptsUsed} / {limitLabel(currentPlan.aiPromptsLimit)}
            </strong>
          </Alert>
        )}
        {!paymentsConfigured && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="payments-not-configured">
            Payments are not configured on this server, so paid plans cannot be bought here yet. The Free Trial works as usual.
          </Alert>
        )}

        {plans.isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {(plans.data?.plans ?? []).map((plan) => {
              const isCurrent = currentPlan?.subscription === plan.name;
              return (
                <Card
                  key={plan.id}
                  withBorder
                  radius="md"
                  padding="lg"
                  data-testid={`plan-${plan.name}`}
                  style={isCurrent ? { borderColor: "var(--mantine-color-blue-filled)", borderWidth: 2 } : undefined}
                >
                  <Stack gap="md" h="100%">
                    <Stack gap={6}>
                      {/* Side by side, every card keeps a badge row, so names, prices and buttons line up. */}
                      <Group gap={4} mih={{ base: 0, sm: 22 }}>
                        {plan.popular && <Badge color="grape">Most Popular</Badge>}
                        {isCurrent && (
                          <Badge color="blue" variant="filled">
                            Current Plan
                          </Badge>
                        )}
                      </Group>
                      <Title order={3}>{plan.name}</Title>
                    </Stack>
                    <Group gap={4} align="baseline">
                      <Text fz={36} fw={700}>
                        {formatEuro(plan.price)}
                      </Text>
                      <Text c="dimmed">{plan.price === 0 ? "/forever" : "/month"}</Text>
                    </Group>
                    <Text fw={500} data-testid={`plan-limit-${plan.name}`}>
                      {planLimitLabel(plan.aiPromptsLimit)} AI prompts / month
                    </Text>
                    <List
                      spacing={6}
                      size="sm"
                      style={{ flexGrow: 1 }}
                      icon={
                        <ThemeIcon size={18} radius="xl" color="teal">
                          <IconCheck size={12} />
                        </ThemeIcon>
                      }
                    >
                      {plan.features.map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                    </List>
                    <Button
                      fullWidth
                      variant={plan.popular ? "filled" : "light"}
                      disabled={busy || isCurrent}
                      onClick={() => void choose(plan)}
                      data-testid={`choose-${plan.name}`}
                    >
                      {planButtonLabel(plan, { processingPlan, currentPlan: currentPlan?.subscription ?? null })}
                    </Button>
                    {!paymentsConfigured && plan.price > 0 && (
                      <Text size="xs" c="dimmed" ta="center">
                        Payments are not configured
                      </Text>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}

        <Text size="sm" c="dimmed" ta="center">
          Paid plans reset your AI prompt usage when they start and every month after. Payments are processed securely by Stripe, our card
          provider. Need a custom plan?{" "}
          <Anchor component={Link} href="/contact">
            Contact us
          </Anchor>
          .
        </Text>
      </Stack>
      {unavailablePlan && (
        <CardPaymentModal
          opened
          onClose={() => setUnavailablePlan(null)}
          planName={unavailablePlan.name}
          amount={unavailablePlan.price}
          clientSecret={null}
          publishableKey={null}
          onPaid={() => undefined}
        />
      )}
    </Container>
  );
}
