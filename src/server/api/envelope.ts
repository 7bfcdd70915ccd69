/** The spec's success envelope: services return domain values; procedures wrap them here, once. */
export function ok<T extends object>(value: T): { success: true } & T {
  return { success: true as const, ...value };
}

/** A publish answer (spec): `success` is true only when every network published. */
export function publishAnswerOf<T extends { allPublished: boolean }>(outcome: T): { success: boolean } & Omit<T, "allPublished"> {
  const { allPublished, ...rest } = outcome;
  return { success: allPublished, ...rest };
}
