"use client";
import { useState, type Dispatch, type SetStateAction } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import { notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { formatDateTime } from "@/lib/time";
import { networkLabel } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import { PlanImage } from "./PlanImage";

export interface PlanPost {
  id: string;
  content: string;
  platforms: string[];
  scheduledAt: Date | string | null;
}

/** Step 3, Review & Edit: each draft with its time, networks and image, to edit or delete. */
export function PlanReview({
  posts,
  setPosts,
  images,
  approvalIssue,
  timeZone,
}: {
  posts: PlanPost[];
  setPosts: Dispatch<SetStateAction<PlanPost[]>>;
  /** postId → the id of its image in the making. */
  images: Record<string, string>;
  approvalIssue: string | null;
  timeZone: string;
}) {
  const trpc = useTRPC();
  const update = useMutation(trpc.post.update.mutationOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editText, setEditText] = useState("");

  async function saveEdit(id: string) {
    try {
      const answer = await update.mutateAsync({ id, content: editText });
      setPosts((list) => list.map((p) => (p.id === id ? { ...p, content: answer.post.content } : p)));
      setEditingId(null);
      notifySuccess("Post Updated!");
    } catch (error) {
      notifyServerError(error, "Failed to update post");
    }
  }

  async function deletePost(id: string) {
    if (!window.confirm("Are you sure you want to delete this post?")) return;
    try {
      await remove.mutateAsync({ id });
      setPosts((list) => list.filter((p) => p.id !== id));
    } catch (error) {
      notifyServerError(error, "Failed to delete post");
    }
  }

  return (
    <Stack gap="sm">
      {approvalIssue && (
        <Alert color="red" title="Approval issue" data-testid="approval-issue">
          {approvalIssue}
        </Alert>
      )}
      {posts.length === 0 && <Text c="dimmed">No drafts left in this plan. Go back to generate a new one.</Text>}
      {posts.map((post) => (
        <Card key={post.id} withBorder radius="sm" padding="sm" data-testid="plan-post">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={500}>
              {post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : "No time"}
            </Text>
            <Group gap={6}>
              {post.platforms.map((p) => (
                <Badge key={p} size="sm" variant="light">
                  {networkLabel(p)}
                </Badge>
              ))}
            </Group>
          </Group>
          {editingId === post.id ? (
            <Stack gap={6}>
              <Textarea value={editText} onChange={(e) => setEditText(e.currentTarget.value)} autosize minRows={3} maxLength={2000} />
              <Group gap="xs">
                <Button size="xs" leftSection={<IconCheck size={14} />} onClick={() => void saveEdit(post.id)} loading={update.isPending}>
                  Save
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditingId(null)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {post.content}
            </Text>
          )}
          {images[post.id] && (
            <div style={{ marginTop: 6 }}>
              <PlanImage mediaId={images[post.id]!} />
            </div>
          )}
          {editingId !== post.id && (
            <Group gap="xs" mt={6}>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} />}
                onClick={() => {
                  setEditingId(post.id);
                  setEditText(post.content);
                }}
              >
                Edit
              </Button>
              <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void deletePost(post.id)}>
                Delete
              </Button>
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
