"use client";
/**
 * The interactive part of /pricing: the plan buttons (free plan: changed at once; paid plans:
 * Stripe's hosted checkout; visitors: the sign-in modal), the "Payment Not Available" modal and the
 * notice after a cancelled checkout. The cards around the buttons are server-rendered (page.tsx).
 * The buttons share one small store, so a plan being processed disables all of them.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { openAuthModal } from "@/components/auth/auth-modal-store";
import { notifyError, notifyInfo, notifySuccess } from "@/components/notify-on-use";
import { useSessionUser } from "@/components/session-user";
import { ActionButton } from "@/components/static/cards-button";
import { errorInfo } from "@/trpc/errors";
import { mutateProcedure } from "@/trpc/fetch-procedure";

// The same calm "Payment Not Available" modal as /billing (Mantine's Modal); loaded only when needed.
// React's lazy, not next/dynamic (its loader costs about 2 kB on the page); shown after a click only.
const UnavailablePlanModal = lazy(() => import("./UnavailablePlanModal"));

export interface ChoosablePlan {
  name: string;
  price: number;
}

interface ChoiceState {
  processingPlan: string | null;
  /** The paid plan a member chose while payments are switched off on this server. */
  unavailablePlan: ChoosablePlan | null;
}

let state: ChoiceState = { processingPlan: null, unavailablePlan: null };
const listeners = new Set<() => void>();

function update(change: Partial<ChoiceState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function useChoiceState(): ChoiceState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

type Router = ReturnType<typeof useRouter>;

async function choose(plan: ChoosablePlan, signedIn: boolean, paymentsConfigured: boolean, router: Router) {
  if (!signedIn) {
    notifyError("Authentication required", "Please log in to upgrade your plan.");
    openAuthModal("login");
    return;
  }
  if (plan.price > 0 && !paymentsConfigured) {
    update({ unavailablePlan: plan });
    return;
  }
  update({ processingPlan: plan.name });
  if (plan.price === 0) {
    try {
      const answer = await mutateProcedure("billing.changePlan", { planName: plan.name, paymentMethod: "free" });
      notifySuccess("Plan updated!", answer.message);
      // The cards show the new plan (server-rendered again) until the dashboard opens.
      router.refresh();
      setTimeout(() => router.push("/dashboard"), 2000);
    } catch (err) {
      const message = errorInfo(err, "Failed to update plan. Please try again.").message;
      notifyError("Update failed", message);
    } finally {
      update({ processingPlan: null });
    }
    return;
  }
  try {
    const answer = await mutateProcedure("billing.createCheckout", { planName: plan.name });
    notifyInfo("Redirecting to payment...", `Taking you to Stripe to pay for the ${plan.name} plan.`);
    window.location.assign(answer.url);
    // Stay "Processing..." while the browser leaves.
  } catch (err) {
    const info = errorInfo(err, "Failed to create checkout session. Please try again.");
    // Payments switched off on the server (409 featureDisabled): the same modal, no red toast.
    if (info.extra.featureDisabled) update({ unavailablePlan: plan });
    else notifyError("Checkout failed", info.message);
    update({ processingPlan: null });
  }
}

/**
 * A plan card's button. `currentPlan`: the member's plan as the server read it (null for a visitor);
 * `label`: planButtonLabel's answer without a plan being processed (the server's), since
 * "Processing..." comes first in its rules and is the only one that changes on the page.
 */
export function PlanButton({
  plan,
  label,
  popular,
  currentPlan,
  paymentsConfigured,
}: {
  plan: ChoosablePlan;
  label: string;
  popular: boolean;
  currentPlan: string | null;
  paymentsConfigured: boolean;
}) {
  const router = useRouter();
  const { processingPlan } = useChoiceState();
  const sessionUser = useSessionUser().user;
  const signedIn = currentPlan !== null || sessionUser !== null;
  return (
    <ActionButton
      fullWidth
      variant={popular ? "filled" : "light"}
      disabled={processingPlan !== null || currentPlan === plan.name}
      onClick={() => void choose(plan, signedIn, paymentsConfigured, router)}
      data-testid={`choose-${plan.name}`}
    >
      {processingPlan === plan.name ? "Processing..." : label}
    </ActionButton>
  );
}

/** The modal for a paid plan while payments are off, and the notice after a cancelled checkout. */
export function PlanChoiceHost({ checkoutCanceled }: { checkoutCanceled: boolean }) {
  const router = useRouter();
  const { unavailablePlan } = useChoiceState();

  useEffect(() => {
    if (!checkoutCanceled) return;
    notifyInfo("Checkout cancelled", "No payment was made. Your plan is unchanged.");
    router.replace("/pricing");
  }, [checkoutCanceled, router]);

  if (!unavailablePlan) return null;
  return (
    <Suspense fallback={null}>
      <UnavailablePlanModal planName={unavailablePlan.name} amount={unavailablePlan.price} onClose={() => update({ unavailablePlan: null })} />
    </Suspense>
  );
}
