/** Reads the spec's error fields from a tRPC client error (message, requiresUpgrade, quotaExceeded, ...). */
export interface AppErrorInfo {
  message: string;
  status: number;
  extra: Record<string, unknown>;
}

export function errorInfo(error: unknown, fallback: string): AppErrorInfo {
  const e = error as { message?: string; data?: { httpStatus?: number; extra?: Record<string, unknown> } } | null;
  return {
    message: e?.message && e.message.length < 300 ? e.message : fallback,
    status: e?.data?.httpStatus ?? 0,
    extra: e?.data?.extra ?? {},
  };
}
