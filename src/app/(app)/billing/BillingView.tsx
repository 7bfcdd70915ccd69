"use client";
/**
 * /billing: current plan, usage this month, quick stats, payment methods and billing history, with
 * the Pro upgrade (card payment modal), cancellation, card removal and invoice downloads.
 */
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconCreditCard, IconCrown, IconDownload, IconLink, IconSend, IconSparkles } from "@tabler/icons-react";
import { canCancelSubscription, canUpgradeToPro, usagePercent } from "@/components/billing/rules";
import { BILLING_UPGRADE_PLAN, isUnlimited } from "@/lib/plans";
import { formatEuro, isUsablePublishableKey } from "@/components/billing/stripe-key";
import { notifyError, notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { formatDate } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import { StatCard } from "@/components/StatCard";
import { errorInfo } from "@/trpc/errors";
import { useTRPC, useTRPCClient } from "@/trpc/react";

// Stripe Elements load with the payment modal, not with the billing page.
const CardPaymentModal = dynamic(() => import("@/components/billing/CardPaymentModal").then((m) => m.CardPaymentModal), { ssr: false });

const STATUS_COLORS = { paid: "teal", pending: "yellow", failed: "red" } as const;

function UsageRow({ label, used, limit, testId }: { label: string; used: number; limit: number; testId: string }) {
  const unlimited = isUnlimited(limit);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} data-testid={testId}>
          {used} / {unlimited ? "Unlimited" : limit}
        </Text>
      </Group>
      <Progress value={usagePercent(used, limit)} color={!unlimited && used >= limit ? "red" : "blue"} aria-label={`${label} used`} />
    </div>
  );
}

export function BillingView({ publishableKey }: { publishableKey: string | null }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const searchParams = useSearchParams();
  const { user, timeZone } = useAppUser();

  const plan = useQuery(trpc.billing.plan.queryOptions());
  const methods = useQuery(trpc.billing.paymentMethods.queryOptions());
  const history = useQuery(trpc.billing.history.queryOptions());
  const usage = useQuery(trpc.billing.usage.queryOptions());
  // Pro's price comes from the plans the server sells, so the modal asks for what will be charged.
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const pro = plans.data?.plans.find((p) => p.name === BILLING_UPGRADE_PLAN);

  const [payment, setPayment] = useState<{ opened: boolean; clientSecret: string | null }>({ opened: false, clientSecret: null });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const upgrade = useMutation(trpc.billing.upgrade.mutationOptions());
  const confirmUpgrade = useMutation(trpc.billing.confirmUpgrade.mutationOptions());
  const cancel = useMutation(trpc.billing.cancel.mutationOptions());
  const removeMethod = useMutation(trpc.billing.removePaymentMethod.mutationOptions());

  const reload = () =>
    Promise.all([queryClient.invalidateQueries(trpc.billing.pathFilter()), queryClient.invalidateQueries(trpc.auth.me.pathFilter())]).then(
      () => undefined,
    );

  const loadFailed = plan.isError || methods.isError || history.isError || usage.isError;
  useEffect(() => {
    if (loadFailed) notifyError("Loading Error", "Failed to load billing data. Please refresh the page.");
  }, [loadFailed]);

  // Back from Stripe's checkout: the server applies the session at once (the webhook may still be
  // on its way), then we say so once, refresh, and clean the URL.
  const shown = useRef(false);
  const confirmCheckout = useMutation(trpc.billing.confirmCheckout.mutationOptions());
  useEffect(() => {
    const sessionId = searchParams.get("session_id");
    if (searchParams.get("success") !== "true" || !sessionId) return;
    if (!shown.current) {
      shown.current = true;
      confirmCheckout
        .mutateAsync({ sessionId })
        .then((answer) => answer.message)
        // Stripe sent the member here after payment; the webhook still applies it if this check fails.
        .catch(() => "Thank you! Your plan updates in a moment.")
        .then((message) => {
          notifySuccess("Payment Successful", message);
          return reload();
        });
    }
    router.replace("/billing", { scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [searchParams, router]);

  async function startUpgrade() {
    setPayment({ opened: true, clientSecret: null });
    // Without a usable key the modal explains that payments are unavailable; no intent is created.
    if (!isUsablePublishableKey(publishableKey)) return;
    try {
      const answer = await upgrade.mutateAsync({ plan: "pro" });
      if (!answer.requiresPayment) {
        setPayment({ opened: false, clientSecret: null });
        notifySuccess("Plan updated!", answer.message);
        await reload();
        return;
      }
      setPayment({ opened: true, clientSecret: answer.clientSecret });
    } catch (err) {
      setPayment({ opened: false, clientSecret: null });
      notifyError("Payment Setup Failed", errorInfo(err, "Could not start the payment. Please try again.").message);
    }
  }

  async function paid(paymentIntentId: string) {
    try {
      const answer = await confirmUpgrade.mutateAsync({ paymentIntentId });
      setPayment({ opened: false, clientSecret: null });
      notifySuccess("Payment Successful!", answer.message);
      setTimeout(() => void reload(), 1000);
    } catch (err) {
      notifyError("Upgrade Failed", errorInfo(err, "Your payment was received but the upgrade failed. Please contact support.").message);
    }
  }

  async function doCancel() {
    try {
      const answer = await cancel.mutateAsync();
      notifySuccess("Subscription Cancelled", answer.message);
      setConfirmCancel(false);
      await reload();
    } catch (err) {
      setConfirmCancel(false);
      notifyError("Cancellation Failed", `${errorInfo(err, "Could not cancel your subscription.").message} Please contact support if this persists.`);
    }
  }

  async function doRemove(id: string) {
    try {
      await removeMethod.mutateAsync({ id });
      notifySuccess("Payment method removed", "The card is no longer saved.");
      await queryClient.invalidateQueries(trpc.billing.paymentMethods.pathFilter());
    } catch (err) {
      notifyError("Removal Failed", errorInfo(err, "Could not remove the payment method. Please try again.").message);
    } finally {
      setRemoving(null);
    }
  }

  async function download(id: string) {
    setDownloading(id);
    try {
      const answer = await client.billing.invoice.query({ id });
      window.open(answer.downloadUrl, "_blank", "noopener,noreferrer");
    } catch (err) {
      const info = errorInfo(err, "Could not download the invoice. Please try again.");
      if (info.message === "Invoice not available") notifyError("Invoice not available", "This invoice has no downloadable copy.");
      else notifyError("Download Failed", info.message);
    } finally {
      setDownloading(null);
    }
  }

  const current = plan.data?.plan;
  const isAdmin = user?.role === "admin";
  const canUpgrade = current !== undefined && canUpgradeToPro(current, pro, isAdmin);
  const canCancel = current !== undefined && canCancelSubscription(current, isAdmin);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Billing &amp; Subscription</Title>
        <Text c="dimmed">Your plan, usage, payment methods and invoices.</Text>
      </div>

      <Card withBorder radius="md" padding="lg" data-testid="current-plan">
        {current ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="sm">
                <Title order={2} size="h3" data-testid="current-plan-name">
                  {current.name}
                </Title>
                {user?.role === "paid" && (
                  <Badge color="grape" variant="filled" leftSection={<IconCrown size={12} />} data-testid="pro-badge">
                    Pro
                  </Badge>
                )}
                <Badge
                  variant="light"
                  color={current.status === "past_due" ? "red" : current.status === "canceling" ? "yellow" : "teal"}
                  data-testid="plan-status"
                >
                  {current.status === "canceling" ? "Cancels at period end" : current.status === "past_due" ? "Payment overdue" : current.status}
                </Badge>
              </Group>
              <Text fw={700} fz="xl">
                {formatEuro(current.price)}
                <Text span c="dimmed" fz="sm">
                  {current.price === 0 ? "/forever" : "/month"}
                </Text>
              </Text>
            </Group>
            {current.nextBillingDate && <Text size="sm">Next billing date: {formatDate(current.nextBillingDate, timeZone)}</Text>}
            {current.accessUntil && <Text size="sm">Your plan stays active until {formatDate(current.accessUntil, timeZone)}.</Text>}
            <Group>
              {canUpgrade && (
                <Button
                  leftSection={<IconSparkles size={16} />}
                  onClick={() => void startUpgrade()}
                  loading={upgrade.isPending}
                  data-testid="upgrade-pro"
                >
                  Upgrade to Pro
                </Button>
              )}
              {canCancel && (
                <Button variant="default" color="red" onClick={() => setConfirmCancel(true)} data-testid="cancel-subscription">
                  Cancel Subscription
                </Button>
              )}
              <Button component={Link} href="/pricing" variant="subtle">
                Compare plans
              </Button>
            </Group>
          </Stack>
        ) : (
          <Skeleton height={80} />
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          label="Scheduled posts"
          value={usage.data?.usage.postsScheduled}
          icon={<IconCalendarEvent size={22} />}
          color="blue"
          testId="stat-scheduled"
          size="md"
        />
        <StatCard
          label="Published this month"
          value={usage.data?.usage.postsPublished}
          icon={<IconSend size={22} />}
          color="teal"
          testId="stat-published"
          size="md"
        />
        <StatCard
          label="Connected accounts"
          value={usage.data?.usage.accountsConnected}
          icon={<IconLink size={22} />}
          color="grape"
          testId="stat-accounts"
          size="md"
        />
        <StatCard
          label="AI prompts used"
          value={usage.data?.usage.aiSuggestionsUsed}
          icon={<IconSparkles size={22} />}
          color="orange"
          testId="stat-prompts"
          size="md"
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Usage this month
        </Title>
        {usage.data ? (
          <Stack gap="md">
            <UsageRow
              label="AI prompts"
              used={usage.data.usage.aiSuggestionsUsed}
              limit={usage.data.usage.monthlyLimit.aiSuggestions}
              testId="usage-prompts"
            />
            <UsageRow
              label="Connected accounts"
              used={usage.data.usage.accountsConnected}
              limit={usage.data.usage.monthlyLimit.accounts}
              testId="usage-accounts"
            />
            <UsageRow
              label="Scheduled posts"
              used={usage.data.usage.postsScheduled}
              limit={usage.data.usage.monthlyLimit.posts}
              testId="usage-posts"
            />
          </Stack>
        ) : (
          <Skeleton height={100} />
        )}
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Payment methods
        </Title>
        {methods.data?.paymentMethods.length === 0 && <Text c="dimmed">No saved payment methods. Your card is saved when you pay for a plan.</Text>}
        <Stack gap="sm">
          {methods.data?.paymentMethods.map((method) => (
            <Group key={method.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="payment-method">
              <Group gap="sm" style={{ flex: 1, minWidth: 0 }}>
                <IconCreditCard size={20} />
                <Text>
                  {method.type === "paypal"
                    ? `PayPal ${method.email ?? ""}`
                    : `${(method.brand ?? "card").toUpperCase()} •••• ${method.last4 ?? "????"}`}
                </Text>
                {method.expiryMonth && method.expiryYear && (
                  <Text size="sm" c="dimmed">
                    Expires {String(method.expiryMonth).padStart(2, "0")}/{method.expiryYear}
                  </Text>
                )}
                {method.isDefault && <Badge variant="light">Default</Badge>}
              </Group>
              <Button variant="subtle" color="red" size="xs" style={{ flexShrink: 0 }} onClick={() => setRemoving(method.id)}>
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Billing history
        </Title>
        {history.data?.billingHistory.length === 0 ? (
          <Text c="dimmed">No invoices yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table data-testid="billing-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data?.billingHistory.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDate(item.date, timeZone)}</Table.Td>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td>{formatEuro(item.amount)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[item.status]} variant="light">
                        {item.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconDownload size={14} />}
                        loading={downloading === item.id}
                        onClick={() => void download(item.id)}
                      >
                        Download
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <CardPaymentModal
        opened={payment.opened}
        onClose={() => setPayment({ opened: false, clientSecret: null })}
        planName={pro?.name ?? BILLING_UPGRADE_PLAN}
        amount={pro?.price ?? 0}
        clientSecret={payment.clientSecret}
        publishableKey={publishableKey}
        onPaid={paid}
      />
      <ConfirmDialog
        opened={confirmCancel}
        title="Cancel subscription?"
        message="You keep your plan until the end of the period you have paid for. After that you move to the Free Trial."
        confirmLabel="Cancel subscription"
        cancelLabel="Keep my plan"
        loading={cancel.isPending}
        onConfirm={() => void doCancel()}
        onCancel={() => setConfirmCancel(false)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove payment method?"
        message="The card will no longer be saved for future payments."
        confirmLabel="Remove"
        loading={removeMethod.isPending}
        onConfirm={() => removing && void doRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
