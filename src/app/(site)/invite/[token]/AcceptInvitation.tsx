"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { IconAlertTriangle } from "@tabler/icons-react";
import { postJson } from "@/components/post-json";
import { Alert } from "@/components/static/Alert";
import { FormButton } from "@/components/static/FormButton";
import { Stack } from "@/components/static/layout";
import { setActiveWorkspaceCookie } from "@/components/workspace/workspace-cookie";

/** Accepts over the REST door, makes the team the active workspace and opens the dashboard there. */
export function AcceptInvitation({ token, workspaceName }: { token: string; workspaceName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson<{ data: { id: string } }>(
        `/api/invitations/${encodeURIComponent(token)}/accept`,
        {},
        "The invitation could not be accepted. Please try again.",
      );
      setActiveWorkspaceCookie(answer.data.id);
      router.push("/dashboard");
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {error}
        </Alert>
      )}
      <FormButton type="button" loading={busy} onClick={() => void accept()}>
        Accept and join {workspaceName}
      </FormButton>
    </Stack>
  );
}
