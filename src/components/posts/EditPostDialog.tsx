"use client";
import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { IconAlertTriangle, IconMessageCircle, IconRefresh, IconSend, IconTrash } from "@tabler/icons-react";
import { RegeneratePanel } from "@/components/ai/RegeneratePanel";
import { LinkAnchor } from "@/components/links";
import { notifySuccess } from "@/components/notify";
import { NETWORKS, networkLabel, NETWORK_KEYS, type NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import { accountLimits, usableNetworks } from "./usable-networks";
import { ConfirmDialog } from "./ConfirmDialog";
import { notifyPublishResult, notifyServerError } from "./feedback";
import { StatusBadge } from "./PostBadges";
import { EDIT_MAX_CHARS, mediaFromPost } from "./editor/draft";
import { usePostEditor } from "./editor/use-post-editor";
import { ScheduleFields } from "./ScheduleFields";
import { VideoPostNotice } from "./VideoPostNotice";
import { zonedParts } from "@/lib/time";
import type { PostItem } from "./types";
import { useAppUser, useRefreshPosts } from "@/components/app/use-app-user";
import { useWorkspaceRole } from "@/components/app/use-workspace-role";
import { roleAllows } from "@/lib/post-roles";

export interface EditPostDialogProps {
  /** The post to edit; null closes the dialog. */
  post: PostItem | null;
  onClose: () => void;
  onSaved?: (post: PostItem) => void;
  onDeleted?: (postId: string) => void;
  /** "Comments & history": the page closes this dialog and opens the post's thread (focus then returns to this dialog's opener). */
  onOpenThread?: (post: PostItem) => void;
}

/** Edit a post's content, networks and (for scheduled posts) time; or delete it. Used by the dashboard, posts list and calendar. */
export function EditPostDialog({ post, onClose, onSaved, onDeleted, onOpenThread }: EditPostDialogProps) {
  // Times are entered in the user's zone: wait for the profile before filling the form.
  const { timeZone, isLoading } = useAppUser();
  return (
    <Modal opened={post !== null} onClose={onClose} title="Edit Post" size="lg" centered>
      {post &&
        (post.source === "video" ? (
          <VideoPostNotice onClose={onClose} />
        ) : isLoading ? (
          <Loader size="sm" />
        ) : (
          <EditPostForm
            key={`${post.id}:${timeZone}`}
            post={post}
            timeZone={timeZone}
            onClose={onClose}
            onSaved={onSaved}
            onDeleted={onDeleted}
            onOpenThread={onOpenThread}
          />
        ))}
    </Modal>
  );
}

function EditPostForm({
  post,
  timeZone,
  onClose,
  onSaved,
  onDeleted,
  onOpenThread,
}: Omit<EditPostDialogProps, "post"> & { post: PostItem; timeZone: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const accounts = useQuery(trpc.accounts.list.queryOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());

  // Delete only where the member's role allows it (src/lib/post-roles.ts; the server refuses it otherwise).
  const { viewer } = useWorkspaceRole();
  const mayDelete = viewer !== null && roleAllows("delete", viewer, post.authorId);
  const isScheduled = post.status === "scheduled";
  // Sent back by a reviewer: the dialog's main action resubmits it as its author asked (at a time, shown, or now).
  const resubmits = post.status === "changes_requested";
  const showsTime = isScheduled || (resubmits && post.reviewIntent !== "now");
  const offered = useMemo(() => usableNetworks(accounts.data?.data), [accounts.data]);
  // Only connected networks can be kept: a network disconnected since is dropped on save.
  const editor = usePostEditor({
    usable: offered,
    accountsLoading: accounts.isLoading,
    accountLimits: accountLimits(accounts.data?.data),
    timeZone,
    initial: () => {
      const parts = post.scheduledAt ? zonedParts(post.scheduledAt, timeZone) : null;
      return {
        content: post.content,
        media: mediaFromPost(post),
        platforms: post.platforms.filter((p): p is NetworkKey => (NETWORK_KEYS as readonly string[]).includes(p)),
        publishMode: null,
        date: parts?.date ?? null,
        time: parts?.time ?? "",
      };
    },
    post: { id: post.id, status: post.status, scheduledAt: post.scheduledAt },
    maxChars: EDIT_MAX_CHARS,
    onlyUsable: true,
  });
  const { draft, change, platforms, length, overNetwork } = editor;
  const [savingAs, setSavingAs] = useState<"keep" | "draft" | "resubmit" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const dropped = accounts.data ? post.platforms.filter((p) => !offered.includes(p as NetworkKey)) : [];

  /** Save Changes: the edits, and a scheduled post's (new) time; the post stays where it is. */
  async function save() {
    setSavingAs("keep");
    const saved = await editor.submit({
      mode: "keep",
      withDate: showsTime,
      withMedia: false,
      failureTitle: "Update Failed",
      failureMessage: "Failed to update post. Please try again.",
    });
    setSavingAs(null);
    if (!saved.ok) return;
    notifySuccess("Post Updated!", "Your changes have been saved.");
    onSaved?.(saved.answer.post);
    onClose();
    void refresh();
  }

  /** Resubmit for review: the edits, and the post goes back to the reviewers (at its time, or to go out at once, as asked). */
  async function resubmit() {
    setSavingAs("resubmit");
    const mode = post.reviewIntent === "now" ? "now" : "schedule";
    const saved = await editor.submit({ mode, withDate: mode === "schedule", withMedia: false, failureTitle: "Failed to resubmit the post" });
    setSavingAs(null);
    if (!saved.ok) return;
    if (mode === "now") notifyPublishResult(saved.answer);
    else if (saved.answer.post.status === "in_review") notifySuccess("Submitted for review", saved.answer.message);
    else notifySuccess("Post Scheduled", saved.answer.message);
    onSaved?.(saved.answer.post);
    onClose();
    void refresh();
  }

  /** Keeps the post as a draft (networks optional); a scheduled post stops waiting to go out but keeps its date. */
  async function saveAsDraft() {
    setSavingAs("draft");
    const saved = await editor.submit({ mode: "draft", withDate: isScheduled, withMedia: true, failureTitle: "Failed to save the draft" });
    setSavingAs(null);
    if (!saved.ok) return;
    notifySuccess("Draft saved", "Your post is saved in Drafts.");
    onSaved?.(saved.answer.post);
    onClose();
    void refresh();
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ id: post.id });
      setConfirming(false);
      notifySuccess("Post deleted", "The post has been removed.");
      onDeleted?.(post.id);
      onClose();
      void refresh();
    } catch (error) {
      setConfirming(false);
      notifyServerError(error, "Failed to delete post");
    }
  }

  const updating = savingAs === "keep";
  const savingDraft = savingAs === "draft";
  const resubmitting = savingAs === "resubmit";
  const busy = updating || remove.isPending || savingDraft || resubmitting;
  return (
    <Stack gap="md" data-testid="edit-post-dialog">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Status:
        </Text>
        <StatusBadge status={post.status} />
      </Group>
      <div>
        <Textarea
          label="Content"
          value={draft.content}
          onChange={(e) => change({ content: e.currentTarget.value })}
          autosize
          minRows={5}
          maxRows={14}
          withAsterisk
          data-testid="edit-content"
        />
        <Group justify="space-between" mt={4}>
          {post.status !== "published" && !regenerating ? (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconRefresh size={14} />}
              onClick={() => setRegenerating(true)}
              data-testid="edit-regenerate-open"
            >
              Regenerate with AI
            </Button>
          ) : (
            <span />
          )}
          <Text size="xs" c={length > EDIT_MAX_CHARS ? "red" : "dimmed"} data-testid="edit-counter">
            {length}/{EDIT_MAX_CHARS}
          </Text>
        </Group>
      </div>
      {regenerating && (
        <RegeneratePanel
          postId={post.id}
          content={draft.content}
          platforms={platforms}
          onText={(text) => change({ content: text })}
          saveLabel="Save Changes"
        />
      )}

      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Platforms
        </Text>
        {accounts.isLoading ? (
          <Loader size="sm" />
        ) : offered.length === 0 ? (
          <Text size="sm" c="dimmed">
            No connected platforms. Go to <LinkAnchor href="/accounts">Accounts</LinkAnchor> to connect platforms.
          </Text>
        ) : (
          <Checkbox.Group value={platforms} onChange={(picked) => change({ platforms: picked as NetworkKey[] })}>
            <Group gap="lg">
              {offered.map((key) => (
                <Checkbox key={key} value={key} label={NETWORKS[key].label} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {dropped.length > 0 && (
          <Text size="xs" c="orange">
            {dropped.map(networkLabel).join(", ")} {dropped.length === 1 ? "is" : "are"} not connected any more and will be removed from this post.
          </Text>
        )}
        {overNetwork.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
            <Text size="xs">{overNetwork.join(" ")}</Text>
          </Alert>
        )}
      </Stack>

      {showsTime && (
        <ScheduleFields
          date={draft.date}
          time={draft.time}
          timeZone={timeZone}
          onDateChange={(date) => change({ date })}
          onTimeChange={(time) => change({ time })}
        />
      )}

      <Group justify="space-between" mt="sm">
        <Group gap="xs">
          {mayDelete && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} disabled={busy}>
              Delete
            </Button>
          )}
          {onOpenThread && (
            <Button variant="subtle" leftSection={<IconMessageCircle size={16} />} onClick={() => onOpenThread(post)} disabled={busy}>
              Comments & history
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {post.status !== "published" && (
            <Button
              variant="light"
              onClick={() => void saveAsDraft()}
              loading={savingDraft}
              disabled={updating || remove.isPending || resubmitting}
              data-testid="edit-save-draft"
            >
              Save as draft
            </Button>
          )}
          <Button
            variant={resubmits ? "default" : "filled"}
            onClick={() => void save()}
            loading={updating}
            disabled={remove.isPending || savingDraft || resubmitting}
          >
            Save Changes
          </Button>
          {resubmits && (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => void resubmit()}
              loading={resubmitting}
              disabled={remove.isPending || savingDraft || updating}
              data-testid="edit-resubmit"
            >
              Resubmit for review
            </Button>
          )}
        </Group>
      </Group>

      <ConfirmDialog
        opened={confirming}
        title="Delete post"
        message="Are you sure you want to delete this post?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
