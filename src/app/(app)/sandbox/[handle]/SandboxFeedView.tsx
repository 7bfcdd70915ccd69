"use client";
import { Alert, Avatar, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFlask, IconInfoCircle } from "@tabler/icons-react";
import { LinkAnchor, LinkButton } from "@/components/links";
import { formatDateTime } from "@/lib/time";
import { useAppUser } from "@/components/app/use-app-user";
import type { SandboxFeedPage } from "@/server/services/accounts/sandbox";

/** A social-feed look for the sandbox's posts, with their simulated insights. */
export function SandboxFeedView({ feed, firstPage }: { feed: SandboxFeedPage; firstPage: boolean }) {
  const { timeZone } = useAppUser();
  return (
    <Stack gap="lg" maw={680} mx="auto" data-testid="sandbox-feed">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="violet" radius="xl" size="lg" aria-hidden>
          <IconFlask size={24} />
        </Avatar>
        <div>
          <Title order={1} size="h2">
            {feed.accountName}
          </Title>
          <Text c="dimmed" size="sm">
            @{feed.handle} · Sandbox (local preview, not a real network)
          </Text>
        </div>
      </Group>
      <Alert color="violet" variant="light" icon={<IconInfoCircle size={18} />}>
        Only you can see this feed. Posts published to the sandbox appear here instead of on a real network; their insights are simulated. Manage the
        sandbox on{" "}
        <LinkAnchor href="/accounts" inherit>
          Accounts
        </LinkAnchor>
        .
      </Alert>

      {feed.posts.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {firstPage ? "Nothing published to the sandbox yet." : "No older posts."}
        </Text>
      )}

      {feed.posts.map((post) => (
        <Card key={post.id} id={`post-${post.id}`} withBorder radius="md" padding="lg" data-testid="sandbox-post">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {feed.accountName}{" "}
              <Text span c="dimmed" size="sm">
                @{feed.handle}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(post.createdAt, timeZone)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="sandbox-post-text">
            {post.text}
          </Text>
          {post.mediaUrls.length > 0 && (
            <SimpleGrid cols={post.mediaUrls.length > 1 ? 2 : 1} mt="sm" spacing="xs">
              {post.mediaUrls.map((url) => (
                <Image key={url} src={url} alt="" radius="sm" mah={320} fit="cover" />
              ))}
            </SimpleGrid>
          )}
          <Group gap="md" mt="md" data-testid="sandbox-post-insights">
            <Badge variant="light" color="gray" size="sm">
              Simulated
            </Badge>
            <Text size="xs" c="dimmed">
              {post.insights.impressions} impressions · {post.insights.likes} likes · {post.insights.comments} comments · {post.insights.shares}{" "}
              shares
            </Text>
          </Group>
        </Card>
      ))}

      <Group justify="space-between">
        {!firstPage ? (
          <LinkButton href={`/sandbox/${encodeURIComponent(feed.handle)}`} variant="default">
            Newest posts
          </LinkButton>
        ) : (
          <span />
        )}
        {feed.nextCursor && (
          <LinkButton href={`/sandbox/${encodeURIComponent(feed.handle)}?cursor=${encodeURIComponent(feed.nextCursor)}`} variant="default">
            Older posts
          </LinkButton>
        )}
      </Group>
    </Stack>
  );
}
