"use client";
import { useState } from "react";
import { Stack, Tabs } from "@mantine/core";
import { GoogleButton } from "@/components/auth/GoogleButton";
import { LoginForm, type AuthFormProps } from "@/components/auth/LoginForm";
import { SignupForm } from "@/components/auth/SignupForm";

export type AuthTab = "login" | "signup";

export function isAuthTab(value: string | null | undefined): value is AuthTab {
  return value === "login" || value === "signup";
}

/** Login and sign-up tabs plus Google (when the server has it): the same component on /auth and in the header's modal. */
export function AuthForms({
  defaultTab = "login",
  googleUnavailable,
  ...formProps
}: AuthFormProps & { defaultTab?: AuthTab; googleUnavailable?: boolean }) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => isAuthTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="signup">Sign up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="md">
          <LoginForm {...formProps} />
        </Tabs.Panel>
        <Tabs.Panel value="signup" pt="md">
          <SignupForm {...formProps} />
        </Tabs.Panel>
      </Tabs>
      <GoogleButton unavailable={googleUnavailable} />
    </Stack>
  );
}
