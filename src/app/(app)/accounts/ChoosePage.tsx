"use client";
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconBrandFacebook } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

/**
 * After a Facebook login with several Pages: the Pages to choose from, one button each. Shown
 * while a choice waits (GET /api/facebook/pages answers none otherwise).
 */
export function ChoosePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pages = useQuery(trpc.accounts.facebook.pages.queryOptions());
  const [choosing, setChoosing] = useState<string | null>(null);
  const select = useMutation(
    trpc.accounts.facebook.selectPage.mutationOptions({
      onSuccess: (answer) => notifySuccess("Facebook Connected!", answer.message),
      onError: (error) => notifyError("Connection Failed", errorInfo(error, "Could not connect the Page. Please try again.").message),
      onSettled: () => {
        setChoosing(null);
        void queryClient.invalidateQueries(trpc.accounts.facebook.pathFilter());
        void queryClient.invalidateQueries(trpc.dashboard.pathFilter());
        void queryClient.invalidateQueries(trpc.accounts.list.pathFilter());
        void queryClient.invalidateQueries(trpc.post.pathFilter());
      },
    }),
  );
  const list = pages.data?.pages ?? [];
  if (list.length === 0) return null;
  return (
    <Alert color="blue" icon={<IconBrandFacebook size={18} />} title="Choose the Facebook Page to connect" data-testid="choose-facebook-page">
      <Stack gap="xs">
        <Text size="sm">You manage several Pages. PostPilot posts to the one you choose; you can change it later by connecting again.</Text>
        <Group gap="xs">
          {list.map((page) => (
            <Button
              key={page.id}
              size="xs"
              variant="light"
              loading={choosing === page.id}
              disabled={choosing !== null && choosing !== page.id}
              onClick={() => {
                setChoosing(page.id);
                select.mutate({ pageId: page.id });
              }}
            >
              {page.name}
            </Button>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}
