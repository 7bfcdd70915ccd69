import type { ReactNode } from "react";
import type { OverallStatus, ServiceKey } from "@/app/(site)/status/status-model";

/** The board's icons, rendered by the server page (so their code is not part of the page's JavaScript). */
export interface StatusIcons {
  services: Record<ServiceKey, ReactNode>;
  overall: Record<Exclude<OverallStatus, "checking">, ReactNode>;
  refresh: ReactNode;
  metrics: { uptime: ReactNode; requests: ReactNode; responseTime: ReactNode; successRate: ReactNode };
  incidents: { ongoing: ReactNode; resolved: ReactNode };
}
