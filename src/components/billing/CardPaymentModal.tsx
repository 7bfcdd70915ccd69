"use client";
/**
 * The card payment modal (spec part 2, "Card payment modal"): Stripe Elements' card field and
 * 'Pay €{amount}'. Stripe.js comes from js.stripe.com; when it cannot load (offline, blocked) the
 * modal says so instead of spinning. Without a usable publishable key: 'Payment Not Available'.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Button, Group, Loader, Stack, Text, useComputedColorScheme } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { notifyError } from "@/components/notify";
import { formatEuro, isUsablePublishableKey } from "./stripe-key";

const stripeLoads = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let load = stripeLoads.get(key);
  if (!load) {
    load = loadStripe(key);
    // A failed load may succeed later (network back): do not keep the failure.
    load.catch(() => stripeLoads.delete(key));
    stripeLoads.set(key, load);
  }
  return load;
}

export interface CardPaymentModalProps {
  opened: boolean;
  onClose: () => void;
  planName: string;
  amount: number;
  clientSecret: string | null;
  publishableKey: string | null;
  /** Called with the PaymentIntent id once Stripe says the card payment succeeded. */
  onPaid: (paymentIntentId: string) => Promise<void> | void;
}

export function CardPaymentModal(props: CardPaymentModalProps) {
  const { opened, onClose, planName, amount, publishableKey } = props;
  const usable = isUsablePublishableKey(publishableKey);
  return (
    <Modal opened={opened} onClose={onClose} title={usable ? "Complete Payment" : "Payment Not Available"} centered data-testid="card-payment-modal">
      {usable ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Upgrade to {planName} plan - {formatEuro(amount)}/month
          </Text>
          <StripeCardForm {...props} publishableKey={publishableKey} />
          <Group gap={6} wrap="nowrap">
            <IconLock size={14} />
            <Text size="xs" c="dimmed">
              Payments are secured by Stripe. Your card details are never stored on our servers.
            </Text>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">Card payments are not set up on this server yet. Please contact support to upgrade your plan.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button component="a" href="/contact" target="_blank" rel="noopener noreferrer">
              Contact Support
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function StripeCardForm({ publishableKey, clientSecret, ...rest }: CardPaymentModalProps & { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let active = true;
    stripeFor(publishableKey)
      .then((loaded) => {
        if (!active) return;
        if (loaded) setStripe(loaded);
        else setLoadFailed(true);
      })
      .catch(() => active && setLoadFailed(true));
    return () => {
      active = false;
    };
  }, [publishableKey]);

  if (loadFailed) {
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Card form unavailable" data-testid="stripe-load-failed">
          The secure card form could not be loaded from Stripe. Check your connection and try again, or choose a plan on the pricing page to pay on
          Stripe&apos;s checkout page.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={rest.onClose}>
            Close
          </Button>
          <Button component="a" href="/pricing">
            Go to pricing
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!clientSecret || !stripe) {
    return (
      <Stack gap="md">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">Setting up payment...</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={rest.onClose}>
            Cancel
          </Button>
          <Button disabled>Pay {formatEuro(rest.amount)}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardForm clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function CardForm({
  clientSecret,
  amount,
  onClose,
  onPaid,
}: Pick<CardPaymentModalProps, "amount" | "onClose" | "onPaid"> & { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  // Stripe draws the card field in its own frame: give it the page's text colours (dark mode too).
  const dark = useComputedColorScheme("light") === "dark";
  const cardStyle = {
    base: { color: dark ? "#e9ecef" : "#212529", iconColor: dark ? "#e9ecef" : "#495057", "::placeholder": { color: dark ? "#909296" : "#868e96" } },
  };

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error || !result.paymentIntent) {
        notifyError("Payment Failed", result.error?.message ?? "Payment processing failed");
        return;
      }
      await onPaid(result.paymentIntent.id);
    } catch (err) {
      notifyError("Payment Failed", err instanceof Error && err.message ? err.message : "Payment processing failed");
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay}>
      <Stack gap="md">
        <div style={{ padding: 12, border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}>
          <CardElement options={{ hidePostalCode: true, style: cardStyle }} />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={processing}>
            Cancel
          </Button>
          <Button type="submit" loading={false} disabled={!stripe || processing}>
            {processing ? "Processing..." : `Pay ${formatEuro(amount)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
