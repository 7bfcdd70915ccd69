"use client";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Textarea, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconMessage } from "@tabler/icons-react";
import { NetworkIcon } from "@/components/NetworkIcon";
import { formatDateTime } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import type { ReviewPost } from "./types";
import classes from "../review.module.css";

/** What the client reads of a post's status (the team's words for it stay inside the app). */
const STATE: Record<string, { label: string; color: string }> = {
  in_review: { label: "Waiting for your review", color: "blue" },
  changes_requested: { label: "Changes requested", color: "orange" },
  scheduled: { label: "Approved, scheduled", color: "green" },
  published: { label: "Published", color: "gray" },
  draft: { label: "Being edited by the team", color: "gray" },
  failed: { label: "Not published yet", color: "gray" },
};

type NetworkPreview = ReviewPost["networks"][number];

/** The post as one network will show it: the account, the text it receives, counted as it counts. */
function NetworkCard({ card, media }: { card: NetworkPreview; media: ReviewPost["media"] }) {
  const shown = media.filter((item) => !item.video);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`review-network-${card.network}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size="md" aria-hidden>
            <NetworkIcon network={card.network} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {card.accountName ?? `${card.label} (account not connected yet)`}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {card.handle ? `@${card.handle} · ${card.label}` : card.label}
            </Text>
          </div>
        </Group>
        <Text size="xs" c={card.overLimit ? "red" : "dimmed"} fw={card.overLimit ? 600 : undefined}>
          <VisuallyHidden>Length as {card.label} counts it: </VisuallyHidden>
          {card.length}/{card.limit}
        </Text>
      </Group>
      <Text size="sm" className={classes.text}>
        {card.text}
      </Text>
      {shown.length > 0 && (
        <SimpleGrid cols={shown.length > 1 ? 2 : 1} mt="sm" spacing="xs">
          {shown.map((item) => (
            <Image key={item.url} src={item.url} alt={item.alt} radius="sm" mah={280} fit="cover" referrerPolicy="no-referrer" />
          ))}
        </SimpleGrid>
      )}
      {media.length > shown.length && (
        <Text size="xs" c="dimmed" mt="xs">
          + {media.length - shown.length} video{media.length - shown.length === 1 ? "" : "s"}
        </Text>
      )}
      {card.overLimit && (
        <Alert color="red" variant="light" mt="sm" p="xs" icon={<IconAlertTriangle size={16} />}>
          <Text size="xs">Longer than {card.label} allows: the team has to shorten it before it goes out.</Text>
        </Alert>
      )}
    </Card>
  );
}

/** One post: its state and time, a card per network, and the client's two decisions while it waits for review. */
export function ReviewPostCard({
  token,
  post,
  zone,
  label,
  onDecided,
}: {
  token: string;
  post: ReviewPost;
  zone: string;
  label: string;
  onDecided: (post: ReviewPost) => void;
}) {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const options = { onSuccess: (answer: { post: ReviewPost }) => onDecided(answer.post) };
  const approve = useMutation(trpc.reviewLinks.approve.mutationOptions(options));
  const requestChanges = useMutation(
    trpc.reviewLinks.requestChanges.mutationOptions({ ...options, onSuccess: (answer) => (setAsking(false), onDecided(answer.post)) }),
  );
  const failure = approve.error ?? requestChanges.error;
  const state = STATE[post.status] ?? { label: post.status, color: "gray" };
  const when = post.publishedAt ?? post.scheduledAt;
  const headingId = `review-post-${post.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid="review-post">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId} suppressHydrationWarning>
            {post.title ?? (when ? `${post.publishedAt ? "Published" : "Planned for"} ${formatDateTime(when, zone)}` : "Not scheduled yet")}
          </Title>
          <Badge color={state.color} variant="light" data-testid="review-post-state">
            {state.label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {post.networks.map((card) => (
            <NetworkCard key={card.network} card={card} media={post.media} />
          ))}
        </SimpleGrid>
        {post.decisions.map((decision) => (
          <Text key={decision.createdAt.toISOString()} size="sm" c="dimmed" suppressHydrationWarning>
            {decision.action === "approved" ? `Approved by ${label}` : `${label} asked for changes: “${decision.comment ?? ""}”`} on{" "}
            {formatDateTime(decision.createdAt, zone)}.
          </Text>
        ))}
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={16} />}>
            {errorInfo(failure, "That did not work. Please try again.").message}
          </Alert>
        )}
        {post.canDecide && !asking && (
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={16} />}

              loading={approve.isPending}
              onClick={() => approve.mutate({ token, postId: post.id })}
            >
              Approve
            </Button>
            <Button variant="default" leftSection={<IconMessage size={16} />} onClick={() => setAsking(true)}>
              Request changes
            </Button>
          </Group>
        )}
        {post.canDecide && asking && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              requestChanges.mutate({ token, postId: post.id, comment });
            }}
          >
            <Stack gap="sm">
              <Textarea
                label="What should change?"
                required
                autosize
                minRows={3}
                maxLength={2000}
                value={comment}
                onChange={(e) => setComment(e.currentTarget.value)}
                data-autofocus
                autoFocus
              />
              <Group gap="sm">
                <Button type="submit" loading={requestChanges.isPending} disabled={!comment.trim()}>
                  Send to the team
                </Button>
                <Button variant="subtle" onClick={() => setAsking(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
