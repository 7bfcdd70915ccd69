/** A service check's result, shared by the checks and the incidents they record. */
export type ServiceState = "operational" | "degraded" | "outage";

export interface ServiceCheck {
  name: string;
  status: ServiceState;
  /** false when the service has no credentials and the app uses its local fallback */
  configured: boolean;
  description: string;
  responseTime: number;
  lastChecked: Date;
}
