/** The named zod schemas of the contact router (./contact.ts). */
import { z } from "zod";

export const MISSING = "Missing information — Please fill in all fields before submitting.";
export const filled = (max: number) =>
  z.string({ error: MISSING }).trim().min(1, MISSING).max(max, `Please keep this field under ${max} characters.`);
