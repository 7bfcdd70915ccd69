"use client";
import { useQuery } from "@tanstack/react-query";
import { Alert, Grid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useLoadErrorToast } from "@/components/posts/use-load-error-toast";
import { useTRPC } from "@/trpc/react";
import { AccountOverview } from "./AccountOverview";
import { DangerZone } from "./DangerZone";
import { NotificationEmailsForm } from "./NotificationEmailsForm";
import { NotificationsForm } from "./NotificationsForm";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { TimeZoneForm } from "./TimeZoneForm";

const LOAD_FAILED = "Failed to load your profile. Please refresh the page.";

/** /profile: overview, profile, time zone, password, notifications and the danger zone. */
export function ProfileView() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  useLoadErrorToast(me.isError, LOAD_FAILED);
  const user = me.data?.user;

  return (
    <Stack gap="lg" maw={1100} data-testid="profile-page">
      <div>
        <Title order={1}>Profile Settings</Title>
        <Text c="dimmed">Manage your account, security and notifications.</Text>
      </div>

      {me.isError && !user ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {LOAD_FAILED}
        </Alert>
      ) : !user ? (
        <Stack gap="md">
          <Skeleton height={140} radius="md" />
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <AccountOverview user={user} />
              <TimeZoneForm user={user} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileForm user={user} />
              {/* Google manages the sign-in of linked accounts: no password to change here. */}
              {!user.googleId && <PasswordForm />}
              <NotificationsForm user={user} />
              <NotificationEmailsForm emailOn={user.notificationPreferences.emailNotifications} />
              <DangerZone />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
