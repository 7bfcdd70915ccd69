/** Plan facts both the server and the pages need (pure: no database, no React). */

/** The plan every new member starts on, and the one a paid plan falls back to. */
export const FREE_PLAN_NAME = "Free Trial";

/** The plan /billing/upgrade sells: the billing screen knows Free and Pro only (spec part 2 §1). */
export const BILLING_UPGRADE_PLAN = "Pro";

/** An AI prompt allowance of -1 (or the legacy 999999) means unlimited. */
export function isUnlimited(limit: number): boolean {
  return limit < 0 || limit >= 999_999;
}
