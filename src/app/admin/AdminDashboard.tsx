"use client";
import { useState } from "react";
import { Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconActivity, IconChartBar, IconHome, IconSettings, IconStack2, IconUsers } from "@tabler/icons-react";
import { ActivityTab } from "./ActivityTab";
import { AnalyticsTab } from "./AnalyticsTab";
import { OverviewTab } from "./OverviewTab";
import { QueuesTab } from "./QueuesTab";
import { SettingsTab } from "./SettingsTab";
import { UsersTab } from "./UsersTab";

const TABS = [
  { value: "overview", label: "Overview", icon: IconHome },
  { value: "users", label: "Users", icon: IconUsers },
  { value: "analytics", label: "Analytics", icon: IconChartBar },
  { value: "settings", label: "Settings", icon: IconSettings },
  { value: "activity", label: "Activity", icon: IconActivity },
  { value: "queues", label: "Queues", icon: IconStack2 },
] as const;

/** /admin for admins: each tab loads its own data when opened. */
export function AdminDashboard() {
  const [tab, setTab] = useState<string>("overview");
  return (
    <Container size="xl" py="lg" data-testid="admin-dashboard">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Admin Dashboard</Title>
            <Text c="dimmed">Users, AI settings, statistics and background jobs.</Text>
          </div>
        </Group>
        <Tabs value={tab} onChange={(v) => setTab(v ?? "overview")} keepMounted={false} variant="outline">
          <Tabs.List style={{ flexWrap: "wrap" }}>
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="lg">
            <OverviewTab onOpenUsers={() => setTab("users")} />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="lg">
            <UsersTab />
          </Tabs.Panel>
          <Tabs.Panel value="analytics" pt="lg">
            <AnalyticsTab />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="lg">
            <SettingsTab />
          </Tabs.Panel>
          <Tabs.Panel value="activity" pt="lg">
            <ActivityTab />
          </Tabs.Panel>
          <Tabs.Panel value="queues" pt="lg">
            <QueuesTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
