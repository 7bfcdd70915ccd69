"use client";
import { useState, type FormEvent } from "react";
import { Stack } from "@/components/static/ui";
import { FormButton, TextInput } from "@/components/static/form";
import { PasswordInput } from "@/components/static/form-islands";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { clearNotifications, notifyError, notifySuccess } from "@/components/notify";
import { useSignInCompletion } from "@/components/auth/use-sign-in-completion";
import { LOGIN_FAILED_FALLBACK, loginErrorText } from "@/lib/auth-messages";
import { sessionUser } from "@/lib/session";

export interface AuthFormProps {
  callbackUrl?: string | null;
  /** Called once signed in, before navigating (the modal closes itself here). */
  onSuccess?: () => void;
}

export function LoginForm({ callbackUrl, onSuccess }: AuthFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const { goHome } = useSignInCompletion();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    setSubmitting(true);
    try {
      const { getSession, signIn } = await nextAuthClient();
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result?.ok || result.error) {
        notifyError("Login failed", loginErrorText(result?.error));
        return;
      }
      clearNotifications();
      notifySuccess("Login successful!", "Welcome back to PostPilot.");
      const user = sessionUser(await getSession());
      onSuccess?.();
      goHome(user?.role, callbackUrl);
    } catch {
      notifyError("Login failed", LOGIN_FAILED_FALLBACK);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} data-testid="login-form">
      <Stack gap="sm">
        <TextInput name="email" type="email" label="Email" placeholder="you@example.com" autoComplete="email" required />
        <PasswordInput name="password" label="Password" placeholder="Your password" autoComplete="current-password" required />
        <FormButton type="submit" loading={submitting} fullWidth style={{ marginTop: "var(--mantine-spacing-xs)" }}>
          Log in
        </FormButton>
      </Stack>
    </form>
  );
}
