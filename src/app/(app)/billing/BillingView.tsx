"use client";
/**
 * /billing: current plan, usage this month, quick stats, payment methods and billing history, with
 * the Pro upgrade (card payment modal), cancellation, card removal and invoice downloads. Each
 * section is its own file beside this one; this one holds the data, the upgrade and the dialogs.
 */
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Stack, Text, Title } from "@mantine/core";
import { canCancelSubscription, canUpgradeToPro } from "@/components/billing/rules";
import { BILLING_UPGRADE_PLAN } from "@/lib/plans";
import { isUsablePublishableKey } from "@/components/billing/stripe-key";
import { notifyError, notifySuccess } from "@/components/notify";
import { ConfirmDialog } from "@/components/posts/ConfirmDialog";
import { useAppUser } from "@/components/app/use-app-user";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { CurrentPlan } from "./CurrentPlan";
import { UsageStats, UsageThisMonth } from "./UsageThisMonth";
import { PaymentMethods } from "./PaymentMethods";
import { BillingHistory } from "./BillingHistory";

// Stripe Elements load with the payment modal, not with the billing page.
const CardPaymentModal = dynamic(() => import("@/components/billing/CardPaymentModal").then((m) => m.CardPaymentModal), { ssr: false });

export function BillingView({ publishableKey }: { publishableKey: string | null }) {
  const trpc = useTRPC();
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

      <CurrentPlan
        current={current}
        user={user}
        timeZone={timeZone}
        canUpgrade={canUpgrade}
        canCancel={canCancel}
        upgrading={upgrade.isPending}
        onUpgrade={() => void startUpgrade()}
        onCancel={() => setConfirmCancel(true)}
      />
      <UsageStats usage={usage.data?.usage} />
      <UsageThisMonth usage={usage.data?.usage} />
      <PaymentMethods methods={methods.data?.paymentMethods} onRemove={setRemoving} />
      <BillingHistory items={history.data?.billingHistory} timeZone={timeZone} />

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
