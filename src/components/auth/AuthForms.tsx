"use client";
import { useState } from "react";
import { Stack } from "@/components/static/ui";
import { Tabs } from "@/components/static/form-islands";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { LoginForm, type AuthFormProps } from "@/components/auth/LoginForm";
import { SignupForm } from "@/components/auth/SignupForm";

export type AuthTab = "login" | "signup";

export function isAuthTab(value: string | null | undefined): value is AuthTab {
  return value === "login" || value === "signup";
}

/**
 * Login and sign-up tabs plus Google (when the server has it): the same component on /auth and in
 * the header's modal. Plain HTML with Mantine's classes (static/form.tsx): no Mantine React code.
 */
export function AuthForms({
  defaultTab = "login",
  googleUnavailable,
  ...formProps
}: AuthFormProps & { defaultTab?: AuthTab; googleUnavailable?: boolean }) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={setTab}
        grow
        tabs={[
          { value: "login", label: "Login", panel: <LoginForm {...formProps} /> },
          { value: "signup", label: "Sign up", panel: <SignupForm {...formProps} /> },
        ]}
      />
      <GoogleButton unavailable={googleUnavailable} />
    </Stack>
  );
}
