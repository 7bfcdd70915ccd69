"use client";
import type { ReactNode } from "react";
import { Badge, Loader, ThemeIcon } from "@/components/static/cards";
import { Card, Group, Stack, Text, Title } from "@/components/static/ui";
import { STATUS_COLOR, STATUS_LABEL, type ServiceInfo, type ServiceStatus } from "@/app/(site)/status/status-model";
import { formatTime, type ServiceResult } from "./service-checks";

const NOT_CONFIGURED = "Not configured — local fallback in use";

/** "Not configured: the offline text generator is in use" → "The offline text generator is in use". */
function fallbackDetail(description: string): string {
  const rest = description.replace(/^not configured[:.\s-]*/i, "");
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : "";
}

/** One service: its status, what the check said, when and how fast. */
export function ServiceCard({
  service,
  icon,
  result,
  checkingNow,
}: {
  service: ServiceInfo;
  icon: ReactNode;
  result: ServiceResult | undefined;
  checkingNow: boolean;
}) {
  const status: ServiceStatus = result?.status ?? "checking";
  const detail = result && !result.configured ? fallbackDetail(result.description) : "";
  return (
    <Card padding="lg" data-testid="service-card" data-service={service.key} data-status={status}>
      <Stack gap="sm" style={{ height: "100%" }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" color={STATUS_COLOR[status]}>
              {icon}
            </ThemeIcon>
            <Title order={3} size="h5">
              {result?.name ?? service.name}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {checkingNow && result && <Loader size={14} aria-label={`Checking ${service.name}`} />}
            <Badge color={STATUS_COLOR[status]} leftSection={status === "checking" ? <Loader size={10} color="gray" /> : undefined}>
              {STATUS_LABEL[status]}
            </Badge>
          </Group>
        </Group>
        {result ? (
          result.configured ? (
            <Text size="sm">{result.description}</Text>
          ) : (
            <div>
              <Text size="sm" style={{ fontWeight: 500, color: "var(--mantine-color-yellow-light-color)" }} data-testid="not-configured">
                {NOT_CONFIGURED}
              </Text>
              {detail && (
                <Text size="sm" dimmed>
                  {detail}
                </Text>
              )}
            </div>
          )
        ) : (
          <Text size="sm" dimmed>
            {service.about}
          </Text>
        )}
        <Group
          gap="lg"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)", marginTop: "auto", paddingTop: "var(--mantine-spacing-xs)" }}
        >
          <div>
            <Text size="xs" dimmed>
              Last checked
            </Text>
            <Text size="sm" style={{ fontWeight: 500 }} data-testid="last-checked">
              {result ? formatTime(result.lastChecked) : "—"}
            </Text>
          </div>
          <div>
            <Text size="xs" dimmed>
              Response time
            </Text>
            <Text
              size="sm"
              style={{ fontWeight: 500 }}
              data-testid="response-time"
              title={result?.serverTime != null ? `Server-side check: ${result.serverTime} ms` : undefined}
            >
              {result ? `${result.elapsedMs} ms` : "—"}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
