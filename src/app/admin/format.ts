/** Number formats of the admin dashboard. */
const euro = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatEuro(value: number): string {
  return euro.format(value);
}

export function formatNumber(value: number): string {
  return plain.format(value);
}

export function formatPercent(value: number): string {
  return `${plain.format(value)}%`;
}

/** -1 and 999999 mean unlimited. */
export function formatLimit(limit: number): string {
  return limit < 0 || limit >= 999_999 ? "Unlimited" : plain.format(limit);
}

export const ROLE_LABELS = { free: "Free", paid: "Pro", admin: "Admin" } as const;
export const ROLE_COLORS = { free: "gray", paid: "grape", admin: "indigo" } as const;
export const STATUS_LABELS = { active: "Active", inactive: "Inactive", suspended: "Suspended" } as const;
export const STATUS_COLORS = { active: "teal", inactive: "gray", suspended: "red" } as const;
