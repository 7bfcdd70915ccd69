"use client";
import { createContext, useContext } from "react";

export interface AuthFormOptions {
  /** Where to go once signed in (a same-origin path; see safeCallbackUrl). */
  callbackUrl?: string | null;
  /** Called once signed in, before navigating (the modal closes itself here). */
  onSuccess?: () => void;
}

/**
 * What AuthForms tells the login and sign-up islands. A context rather than props: on /auth the
 * forms' fields are rendered on the server and handed to the client as children (AuthFields.tsx).
 */
export const AuthFormOptionsContext = createContext<AuthFormOptions>({});

export function useAuthFormOptions(): AuthFormOptions {
  return useContext(AuthFormOptionsContext);
}
