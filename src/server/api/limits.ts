/** Largest JSON request body either door accepts; media uploads go through their own route. */
export const MAX_JSON_BODY_BYTES = 1_000_000;
