import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountsView } from "./AccountsView";

export const metadata: Metadata = {
  title: "Connected Accounts",
  description: "Connect and manage your social media accounts.",
};

export default function AccountsPage() {
  return (
    <Suspense>
      <AccountsView />
    </Suspense>
  );
}
