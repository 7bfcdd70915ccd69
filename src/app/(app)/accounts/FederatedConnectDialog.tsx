"use client";
import { useState } from "react";
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorInfo } from "@/trpc/errors";
import { useTRPCClient } from "@/trpc/react";

export type FederatedNetwork = "bluesky" | "mastodon";

/**
 * What Connect asks before it can start for the networks without a single server: Bluesky's
 * handle and an app password (signed in at once, no consent page; the password is never shown
 * again), Mastodon's instance (then its own consent page).
 */
export function FederatedConnectDialog({
  network,
  onClose,
  onConnected,
}: {
  network: FederatedNetwork | null;
  onClose: () => void;
  /** Bluesky connected in place: the server's message. */
  onConnected: (message: string) => void;
}) {
  const client = useTRPCClient();
  const [identifier, setIdentifier] = useState("");
  const [appPassword, setAppPassword] = useState("");
  const [service, setService] = useState("");
  const [instance, setInstance] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setAppPassword("");
    setError(null);
    setBusy(false);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (network === "bluesky") {
        const answer = await client.accounts.bluesky.auth.mutate({ identifier, appPassword, ...(service.trim() ? { service } : {}) });
        setAppPassword("");
        setBusy(false);
        onConnected(answer.message);
        return;
      }
      const { authUrl } = await client.accounts.mastodon.auth.mutate({ instance });
      // Off to the instance's consent page; it sends the browser back to /api/mastodon/callback.
      window.location.assign(authUrl);
    } catch (err) {
      setBusy(false);
      setError(errorInfo(err, "Could not connect. Please try again.").message);
    }
  }

  return (
    <Modal opened={network !== null} onClose={close} title={network === "bluesky" ? "Connect Bluesky" : "Connect Mastodon"} centered>
      <form onSubmit={(e) => void submit(e)} data-testid={`connect-${network ?? "none"}-form`}>
        <Stack gap="sm">
          {network === "bluesky" ? (
            <>
              <Text size="sm" c="dimmed">
                Sign in with your handle and an app password (Bluesky → Settings → Privacy and security → App passwords). It is stored encrypted and
                never shown again; revoke it on Bluesky at any time.
              </Text>
              <TextInput
                label="Handle"
                placeholder="you.bsky.social"
                required
                value={identifier}
                onChange={(e) => setIdentifier(e.currentTarget.value)}
                autoComplete="username"
              />
              <PasswordInput
                label="App password"
                placeholder="xxxx-xxxx-xxxx-xxxx"
                required
                value={appPassword}
                onChange={(e) => setAppPassword(e.currentTarget.value)}
                autoComplete="off"
              />
              <TextInput
                label="Your own server (optional)"
                description="Only if your account is on a PDS you host; leave empty for bsky.social."
                placeholder="https://pds.example.com"
                value={service}
                onChange={(e) => setService(e.currentTarget.value)}
              />
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Which server is your Mastodon account on? You will sign in there and allow PostPilot to post for you.
              </Text>
              <TextInput
                label="Instance"
                placeholder="mastodon.social"
                required
                value={instance}
                onChange={(e) => setInstance(e.currentTarget.value)}
              />
              <Text size="xs" c="dimmed">
                Don&apos;t have one?{" "}
                <Anchor href="https://joinmastodon.org/servers" target="_blank" rel="noreferrer" inherit>
                  Find a server
                </Anchor>
                .
              </Text>
            </>
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={16} />} data-testid="connect-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {network === "bluesky" ? "Connect" : "Continue"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
