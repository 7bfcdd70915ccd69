"use client";
import { lazy, Suspense } from "react";
import { Grid } from "@/components/static/cards";
import { Stack, Title } from "@/components/static/ui";
import { healthMetrics, overallStatus, type ServiceInfo } from "@/app/(site)/status/status-model";
import { formatTime, useServiceChecks } from "./service-checks";
import type { StatusIcons } from "./status-icons";
import { OverallBanner } from "./OverallBanner";
import { MetricCards } from "./MetricCards";
import { ServiceCard } from "./ServiceCard";

export type { StatusIcons };

// Below the service cards and filled by requests of their own after the page loads: their code
// loads then too (React's lazy, not next/dynamic, whose loader costs about 2 kB on the page).
const PublishingOnTime = lazy(() => import("@/app/(site)/status/PublishingOnTime").then((m) => ({ default: m.PublishingOnTime })));
const RecentIncidents = lazy(() => import("@/app/(site)/status/RecentIncidents").then((m) => ({ default: m.RecentIncidents })));

/**
 * The live part of /status: the overall banner with Refresh, the metrics, the six service cards,
 * the on-time publishing panel and the recent incidents. `services` and `icons` come from the page.
 */
export function StatusBoard({ services, icons }: { services: ServiceInfo[]; icons: StatusIcons }) {
  const { results, current, running, samples, rounds, refresh } = useServiceChecks(services);
  const statuses = services.map((s) => results[s.key]?.status ?? "checking");
  const overall = overallStatus(statuses);
  const metrics = healthMetrics(samples);

  const lastChecked = services
    .map((s) => results[s.key]?.lastChecked)
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const checkingName = services.find((s) => s.key === current)?.name;
  const detail =
    running && checkingName
      ? `Checking ${checkingName}…`
      : lastChecked
        ? `Last updated ${formatTime(lastChecked)} · checks run again every 60 seconds`
        : "Checking each service in turn…";

  return (
    <>
      <OverallBanner overall={overall} detail={detail} running={running} onRefresh={refresh} icons={icons} />

      <MetricCards metrics={metrics} icons={icons.metrics} />

      <Stack gap="md" component="section" aria-labelledby="services-title">
        <Title order={2} size="h3" id="services-title">
          Services
        </Title>
        <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard
              key={service.key}
              service={service}
              icon={icons.services[service.key]}
              result={results[service.key]}
              checkingNow={current === service.key}
            />
          ))}
        </Grid>
      </Stack>

      <Suspense fallback={null}>
        <PublishingOnTime reloadKey={rounds} />
        <RecentIncidents reloadKey={rounds} bullets={icons.incidents} />
      </Suspense>
    </>
  );
}
