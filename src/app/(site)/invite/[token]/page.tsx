/**
 * /invite/[token]: an invitation to a team workspace (issue 26). A visitor signs up or signs in and
 * comes back here (the token rides in callbackUrl); a signed-in user with the invited address
 * accepts; any other case (wrong address, expired, revoked, accepted, unknown) says why.
 */
import { TRPCError } from "@trpc/server";
import { IconAlertTriangle, IconUsersGroup } from "@tabler/icons-react";
import { pageMetadata } from "@/app/(site)/_shared/metadata";
import { Alert } from "@/components/static/Alert";
import { Button } from "@/components/static/buttons";
import { Container, Group, Stack } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { serverApi } from "@/trpc/server";
import { AcceptInvitation } from "./AcceptInvitation";

export const metadata = pageMetadata("Invitation", "Join a PostPilot team workspace.");
export const dynamic = "force-dynamic";

async function load(token: string) {
  const api = await serverApi();
  const [preview, me] = await Promise.all([
    api.invitations.preview({ token }).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return null;
        throw error;
      },
    ),
    api.auth.me().then(
      (answer) => answer.user,
      () => null,
    ),
  ]);
  return { preview, me };
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { preview, me } = await load(token);
  const back = encodeURIComponent(`/invite/${token}`);

  return (
    <Container size={560} style={{ paddingBlock: "calc(4rem * var(--mantine-scale))" }}>
      <Paper withBorder shadow="sm" radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
        {!preview ? (
          <Stack gap="md">
            <Title order={1}>Invitation not found</Title>
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              This invitation link is not valid. Ask the workspace&apos;s admins for a new one.
            </Alert>
          </Stack>
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <IconUsersGroup size={28} aria-hidden />
              <Title order={1} size="h2">
                Join {preview.workspaceName}
              </Title>
            </Group>
            <Text>
              {preview.inviterName ?? "A member"} invites <strong>{preview.email}</strong> to the PostPilot workspace{" "}
              <strong>{preview.workspaceName}</strong> as <strong>{preview.role.toLowerCase()}</strong>.
            </Text>
            {preview.problem ? (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="This invitation cannot be accepted">
                {preview.problem}
              </Alert>
            ) : me ? (
              <AcceptInvitation token={token} workspaceName={preview.workspaceName} />
            ) : (
              <Stack gap="sm">
                <Text size="sm">Create an account or sign in with {preview.email} to accept; you will come back here.</Text>
                <Group gap="sm">
                  <Button href={`/auth?tab=signup&callbackUrl=${back}`}>Create an account</Button>
                  <Button href={`/auth?callbackUrl=${back}`} variant="default">
                    Sign in
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
