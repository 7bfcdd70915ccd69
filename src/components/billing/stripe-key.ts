/** A publishable key the card form can use: pk_test_/pk_live_ and not an example placeholder. */
export function isUsablePublishableKey(key: string | null | undefined): key is string {
  if (!key) return false;
  return /^pk_(test|live)_[A-Za-z0-9_]+$/.test(key) && !/placeholder|your_|xxx/i.test(key);
}

/** Prices in euro as the spec shows them: €19, €9.50. */
export function formatEuro(amount: number): string {
  return `€${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
