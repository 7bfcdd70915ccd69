"use client";
import { useMemo, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconRefresh, IconTrash } from "@tabler/icons-react";
import { RegeneratePanel } from "@/components/ai/RegeneratePanel";
import { LinkAnchor, LinkButton } from "@/components/links";
import { notifyError, notifySuccess } from "@/components/notify";
import { NETWORKS, networkLabel, type NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import { usableNetworks } from "./access";
import { ConfirmDialog } from "./ConfirmDialog";
import { notifyServerError } from "./feedback";
import { StatusBadge } from "./PostBadges";
import { ScheduleFields } from "./ScheduleFields";
import { visibleLength } from "./text";
import { isFuture, zonedParts, zonedToDate } from "./time";
import type { PostItem } from "./types";
import { useAppUser, useRefreshPosts } from "./useAppUser";

/** Longest text the edit dialog accepts (the wizard allows 3000). */
export const EDIT_MAX_CHARS = 2000;

export interface EditPostDialogProps {
  /** The post to edit; null closes the dialog. */
  post: PostItem | null;
  onClose: () => void;
  onSaved?: (post: PostItem) => void;
  onDeleted?: (postId: string) => void;
}

/** Edit a post's content, networks and (for scheduled posts) time; or delete it. Used by the dashboard, posts list and calendar. */
export function EditPostDialog({ post, onClose, onSaved, onDeleted }: EditPostDialogProps) {
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
          <EditPostForm key={`${post.id}:${timeZone}`} post={post} timeZone={timeZone} onClose={onClose} onSaved={onSaved} onDeleted={onDeleted} />
        ))}
    </Modal>
  );
}

/** An AI video's post: its title, caption and schedule are edited with the video, on /ai-videos. */
function VideoPostNotice({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md" data-testid="edit-video-post">
      <Text size="sm">This post is an AI video. Edit its title, caption and schedule on the AI Videos page, where it can also be published or removed.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <LinkButton href="/ai-videos">Open AI Videos</LinkButton>
      </Group>
    </Stack>
  );
}

function EditPostForm({ post, timeZone, onClose, onSaved, onDeleted }: Omit<EditPostDialogProps, "post"> & { post: PostItem; timeZone: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshPosts();
  const accounts = useQuery(trpc.dashboard.accounts.queryOptions());
  const update = useMutation(trpc.post.update.mutationOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());
  const saveDraft = useMutation(trpc.post.saveDraft.mutationOptions());

  const isScheduled = post.status === "scheduled";
  const initialParts = post.scheduledAt ? zonedParts(post.scheduledAt, timeZone) : null;
  const [content, setContent] = useState(post.content);
  const [picked, setPicked] = useState<string[]>(post.platforms);
  const [date, setDate] = useState<string | null>(initialParts?.date ?? null);
  const [time, setTime] = useState(initialParts?.time ?? "");
  const [confirming, setConfirming] = useState(false);
  const [regenerating, setRegenerating] = useState(false);

  const offered = useMemo(() => usableNetworks(accounts.data?.data), [accounts.data]);
  // Only connected networks can be kept: a network disconnected since is dropped on save.
  const platforms = picked.filter((p): p is NetworkKey => offered.includes(p as NetworkKey));
  const dropped = accounts.data ? post.platforms.filter((p) => !offered.includes(p as NetworkKey)) : [];
  const length = visibleLength(content);
  const overNetwork = platforms
    .map((p) => NETWORKS[p as NetworkKey])
    .filter((n) => n && length > n.charLimit)
    .map((n) => `${n.label} allows at most ${n.charLimit} characters.`);

  async function save() {
    if (!content.trim()) return notifyError("Content required", "Please add some content to your post.");
    if (visibleLength(content.trim()) > EDIT_MAX_CHARS) {
      return notifyError("Content too long", `Your post is ${visibleLength(content.trim())} characters; the limit here is ${EDIT_MAX_CHARS}.`);
    }
    if (platforms.length === 0) return notifyError("Platform required", "Please select at least one platform.");
    let scheduledAt: string | undefined;
    if (isScheduled) {
      const at = zonedToDate(date, time, timeZone);
      if (!at) return notifyError("Schedule required", "Please set a date and time for scheduled posts.");
      if (!isFuture(at)) return notifyError("Invalid schedule time", "Please select a future date and time.");
      scheduledAt = at.toISOString();
    }
    try {
      const result = await update.mutateAsync({ id: post.id, content, platforms, ...(scheduledAt ? { scheduledAt } : {}) });
      notifySuccess("Post Updated!", "Your changes have been saved.");
      onSaved?.(result.post);
      onClose();
      void refresh();
    } catch (error) {
      notifyServerError(error, "Update Failed", "Failed to update post. Please try again.");
    }
  }

  /** Keeps the post as a draft (networks optional); a scheduled post stops waiting to go out but keeps its date. */
  async function saveAsDraft() {
    if (!content.trim()) return notifyError("Content required", "Please add some content to your post.");
    const at = isScheduled ? zonedToDate(date, time, timeZone) : post.scheduledAt ? new Date(post.scheduledAt) : null;
    try {
      const result = await saveDraft.mutateAsync({ id: post.id, content, platforms, mediaUrls: post.media, scheduledAt: at ? at.toISOString() : null });
      notifySuccess("Draft saved", "Your post is saved in Drafts.");
      onSaved?.(result.post);
      onClose();
      void refresh();
    } catch (error) {
      notifyServerError(error, "Failed to save the draft");
    }
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

  const busy = update.isPending || remove.isPending || saveDraft.isPending;
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
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={14}
          withAsterisk
          data-testid="edit-content"
        />
        <Group justify="space-between" mt={4}>
          {post.status !== "published" && !regenerating ? (
            <Button variant="subtle" size="compact-xs" leftSection={<IconRefresh size={14} />} onClick={() => setRegenerating(true)} data-testid="edit-regenerate-open">
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
      {regenerating && <RegeneratePanel postId={post.id} content={content} platforms={platforms} onText={setContent} saveLabel="Save Changes" />}

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
          <Checkbox.Group value={platforms} onChange={setPicked}>
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

      {isScheduled && <ScheduleFields date={date} time={time} timeZone={timeZone} onDateChange={setDate} onTimeChange={setTime} />}

      <Group justify="space-between" mt="sm">
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} disabled={busy}>
          Delete
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {post.status !== "published" && (
            <Button variant="light" onClick={() => void saveAsDraft()} loading={saveDraft.isPending} disabled={update.isPending || remove.isPending} data-testid="edit-save-draft">
              Save as draft
            </Button>
          )}
          <Button onClick={() => void save()} loading={update.isPending} disabled={remove.isPending || saveDraft.isPending}>
            Save Changes
          </Button>
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
