"use client";
import { Fragment, useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Group, Loader, Pill, Select, Stack, Text, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useAppUser } from "@/components/app/use-app-user";
import { notifyServerError } from "@/components/posts/feedback";
import { formatDateTime } from "@/lib/time";
import { useTRPC } from "@/trpc/react";

/** The server's limit (services/posts/comments.ts), shown as a counter. */
const COMMENT_MAX = 5000;

type Member = { id: string; name: string };
type Comment = {
  id: string;
  body: string;
  author: Member | null;
  mentions: { id: string; name: string | null }[];
  createdAt: Date;
  editedAt: Date | null;
  canEdit: boolean;
  canDelete: boolean;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text with each mention of a member ("@Name") in bold; plain text, escaped by React. */
function CommentBody({ comment }: { comment: Comment }) {
  const names = comment.mentions.flatMap((m) => (m.name ? [`@${m.name}`] : []));
  if (names.length === 0) return <>{comment.body}</>;
  const parts = comment.body.split(new RegExp(`(${names.map(escapeRegExp).join("|")})`, "g"));
  return (
    <>
      {parts.map((part, i) =>
        names.includes(part) ? (
          <Text span fw={700} key={i}>
            {part}
          </Text>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A comment's text and its mentions, written or edited: the picker adds "@Name" and the member's id. */
function CommentEditor({
  postId,
  initial,
  label,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  postId: string;
  initial?: { body: string; mentions: Member[] };
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: string, mentionIds: string[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const trpc = useTRPC();
  const [body, setBody] = useState(initial?.body ?? "");
  const [mentions, setMentions] = useState<Member[]>(initial?.mentions ?? []);
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search, 200);
  const choices = useQuery(trpc.post.mentionable.queryOptions({ id: postId, q: query }));
  const options = (choices.data?.data ?? []).filter((m) => !mentions.some((chosen) => chosen.id === m.id));

  function mention(id: string | null) {
    const member = choices.data?.data.find((m) => m.id === id);
    if (!member) return;
    setMentions((list) => [...list, member]);
    setBody((text) => `${text}${text && !text.endsWith(" ") ? " " : ""}@${member.name} `);
    setSearch("");
  }

  async function submit() {
    if (
      await onSubmit(
        body,
        mentions.map((m) => m.id),
      )
    ) {
      setBody("");
      setMentions([]);
    }
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={COMMENT_MAX}
        description={`${body.length} / ${COMMENT_MAX}`}
      />
      <Select
        label="Mention a member"
        placeholder="Type a name"
        searchable
        clearable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={mention}
        data={options.map((m) => ({ value: m.id, label: m.name }))}
        filter={({ options: all }) => all}
        nothingFoundMessage={choices.isFetching ? "Searching…" : "No member by that name"}
      />
      {mentions.length > 0 && (
        <Group gap={4} role="group" aria-label="Members mentioned">
          {mentions.map((m) => (
            <Pill
              key={m.id}
              withRemoveButton
              removeButtonProps={{ "aria-label": `Do not mention ${m.name}` }}
              onRemove={() => setMentions((list) => list.filter((x) => x.id !== m.id))}
            >
              @{m.name}
            </Pill>
          ))}
        </Group>
      )}
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="xs" loading={busy} disabled={body.trim() === ""} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The comment thread of a post: newest at the bottom, earlier ones on request, and a box to write. */
export function PostComments({ postId }: { postId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { timeZone } = useAppUser();
  const thread = useInfiniteQuery(
    trpc.post.comments.infiniteQueryOptions({ id: postId, limit: 30 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  const reload = () => queryClient.invalidateQueries(trpc.post.comments.pathFilter());
  const add = useMutation(trpc.post.addComment.mutationOptions({ onSuccess: reload }));
  const edit = useMutation(trpc.post.editComment.mutationOptions({ onSuccess: reload }));
  const remove = useMutation(trpc.post.deleteComment.mutationOptions({ onSuccess: reload }));
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function attempt(call: () => Promise<unknown>, failure: string): Promise<boolean> {
    try {
      await call();
      return true;
    } catch (error) {
      notifyServerError(error, failure);
      return false;
    }
  }

  if (thread.isPending) return <Loader size="sm" aria-label="Loading comments" />;
  if (thread.isError) return <Text size="sm">The comments could not be loaded. Close and open them again.</Text>;
  // Pages come newest first; the thread reads oldest first.
  const comments = (thread.data.pages.flatMap((page) => page.data) as Comment[]).slice().reverse();
  return (
    <Stack gap="sm">
      {thread.hasNextPage && (
        <Group justify="center">
          <Button variant="default" size="xs" loading={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
            Show earlier comments
          </Button>
        </Group>
      )}
      {comments.length === 0 && <Text size="sm">No comments yet. Start the conversation below.</Text>}
      <ol aria-label="Comments" style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="post-comments">
        {comments.map((comment) => (
          <li key={comment.id} style={{ padding: "6px 0", borderBottom: "1px solid var(--mantine-color-default-border)" }} data-testid="post-comment">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {comment.author?.name ?? "Former member"}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={new Date(comment.createdAt).toISOString()}>{formatDateTime(comment.createdAt, timeZone)}</time>
                {comment.editedAt && " (edited)"}
              </Text>
            </Group>
            {editing === comment.id ? (
              <CommentEditor
                postId={postId}
                initial={{ body: comment.body, mentions: comment.mentions.map((m) => ({ id: m.id, name: m.name ?? "former member" })) }}
                label="Edit your comment"
                submitLabel="Save"
                busy={edit.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={async (body, mentionIds) => {
                  const saved = await attempt(
                    () => edit.mutateAsync({ id: postId, commentId: comment.id, body, mentionIds }),
                    "Could not save the comment",
                  );
                  if (saved) setEditing(null);
                  return saved;
                }}
              />
            ) : (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                <CommentBody comment={comment} />
              </Text>
            )}
            {editing !== comment.id && (comment.canEdit || comment.canDelete) && (
              <Group gap="xs" mt={4}>
                {comment.canEdit && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setEditing(comment.id)}
                    aria-label={`Edit comment of ${formatDateTime(comment.createdAt, timeZone)}`}
                  >
                    Edit
                  </Button>
                )}
                {comment.canDelete && confirming !== comment.id && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setConfirming(comment.id)}
                    aria-label={`Delete comment of ${formatDateTime(comment.createdAt, timeZone)}`}
                  >
                    Delete
                  </Button>
                )}
                {confirming === comment.id && (
                  <Group gap={4} role="group" aria-label="Delete this comment?">
                    <Text size="xs">Delete this comment?</Text>
                    <Button
                      size="compact-xs"
                      color="red"
                      loading={remove.isPending}
                      data-autofocus
                      onClick={() =>
                        void attempt(() => remove.mutateAsync({ id: postId, commentId: comment.id }), "Could not delete the comment").then(() =>
                          setConfirming(null),
                        )
                      }
                    >
                      Delete
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </Group>
                )}
              </Group>
            )}
          </li>
        ))}
      </ol>
      <CommentEditor
        postId={postId}
        label="Write a comment"
        submitLabel="Comment"
        busy={add.isPending}
        onSubmit={(body, mentionIds) => attempt(() => add.mutateAsync({ id: postId, body, mentionIds }), "Could not add the comment")}
      />
    </Stack>
  );
}
