"use client";
import { useState, type ReactNode } from "react";
import { Stack } from "@/components/static/layout";
import { Tabs } from "@/components/static/Tabs";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { AuthFormOptionsContext, type AuthFormOptions } from "@/components/auth/auth-form-options";

export type AuthTab = "login" | "signup";

export function isAuthTab(value: string | null | undefined): value is AuthTab {
  return value === "login" || value === "signup";
}

/**
 * Login and sign-up tabs plus Google (when the server has it): the same component on /auth and in
 * the header's modal. The two forms come in as `login` and `signup` (LoginPanel and SignupPanel of
 * AuthFields.tsx), which /auth renders on the server. Plain HTML with Mantine's classes: no Mantine
 * React code.
 */
export function AuthForms({
  defaultTab = "login",
  googleUnavailable,
  login,
  signup,
  callbackUrl,
  onSuccess,
}: AuthFormOptions & { defaultTab?: AuthTab; googleUnavailable?: boolean; login: ReactNode; signup: ReactNode }) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  return (
    <AuthFormOptionsContext value={{ callbackUrl, onSuccess }}>
      <Stack gap="md">
        <Tabs
          value={tab}
          onChange={setTab}
          grow
          tabs={[
            { value: "login", label: "Login", panel: login },
            { value: "signup", label: "Sign up", panel: signup },
          ]}
        />
        <GoogleButton unavailable={googleUnavailable} />
      </Stack>
    </AuthFormOptionsContext>
  );
}
