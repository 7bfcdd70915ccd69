"use client";
import { CardPaymentModal } from "@/components/billing/CardPaymentModal";
import { MantineIsland } from "@/components/MantineIsland";

/** /billing's "Payment Not Available" modal, with Mantine's provider (the page has none). Loaded on use. */
export default function UnavailablePlanModal({ planName, amount, onClose }: { planName: string; amount: number; onClose: () => void }) {
  return (
    <MantineIsland>
      <CardPaymentModal
        opened
        onClose={onClose}
        planName={planName}
        amount={amount}
        clientSecret={null}
        publishableKey={null}
        onPaid={() => undefined}
      />
    </MantineIsland>
  );
}
