"use client";
import { WorkspaceNav } from "@/components/workspace/WorkspaceNav";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useWorkspaceRole } from "@/components/app/use-workspace-role";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { APPROVAL_POLICIES, type ApprovalPolicy } from "@/lib/post-statuses";
import { useTRPC } from "@/trpc/react";

const CHOICES: Record<ApprovalPolicy, { label: string; description: string }> = {
  everyone: {
    label: "Everyone",
    description: "Every member's posts go to review; another editor, admin or the owner approves them (nobody approves their own).",
  },
  contributors: {
    label: "Contributors only",
    description: "Contributors' posts go to review; editors, admins and the owner schedule and publish directly.",
  },
  never: {
    label: "Never",
    description: "Nobody's posts need approval: every member who writes can schedule and publish.",
  },
};

/** The workspace's approval policy (admins and the owner): a radio group, saved on Save. */
export function ReviewSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { canSetPolicy, known, kind } = useWorkspaceRole();
  const policy = useQuery({ ...trpc.review.policy.queryOptions(), enabled: canSetPolicy });
  const save = useMutation(trpc.review.setPolicy.mutationOptions());
  const [choice, setChoice] = useState<ApprovalPolicy | null>(null);
  const current = policy.data?.approvalPolicy;
  const value = choice ?? current ?? null;

  async function submit() {
    if (!value) return;
    try {
      await save.mutateAsync({ approvalPolicy: value });
      await queryClient.invalidateQueries(trpc.review.pathFilter());
      setChoice(null);
      notifySuccess("Saved", `Approval: ${CHOICES[value].label.toLowerCase()}.`);
    } catch (error) {
      notifyServerError(error, "Failed to save the approval policy");
    }
  }

  return (
    <Stack gap="lg" maw={720} data-testid="review-settings">
      <WorkspaceNav />
      <div>
        <Title order={1}>Review and approval</Title>
        <Text c="dimmed">Whose posts wait for an approval before they are scheduled or published in this workspace.</Text>
      </div>
      {known && !canSetPolicy ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Admins choose this">
          Only the workspace&apos;s admins and owner can change who needs approval.
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              {!current ? (
                <Skeleton height={160} />
              ) : (
                <Radio.Group
                  label="Approval required for"
                  description={kind === "personal" ? "A personal workspace has only you: there is nobody else to approve." : undefined}
                  value={value}
                  onChange={(v) => setChoice(v as ApprovalPolicy)}
                  name="approvalPolicy"
                >
                  <Stack gap="sm" mt="sm">
                    {APPROVAL_POLICIES.map((p) => (
                      <Radio
                        key={p}
                        value={p}
                        label={CHOICES[p].label}
                        description={CHOICES[p].description}
                        disabled={kind === "personal" && p === "everyone"}
                        data-testid={`policy-${p}`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              <Text size="sm" c="dimmed">
                Posts already in review stay there until they are approved, sent back or withdrawn.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={!current || value === current} data-testid="policy-save">
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
