/**
 * "12,345": a whole number with en-US thousands separators, without Intl (its first use on a page
 * costs a phone a long task: src/lib/zone-clock.ts). What `n.toLocaleString("en-US")` writes for
 * the counts the pages show.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}
