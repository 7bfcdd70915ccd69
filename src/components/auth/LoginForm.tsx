"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import { Stack } from "@/components/static/layout";
import { FormButton } from "@/components/static/FormButton";
import { useAuthFormOptions } from "@/components/auth/auth-form-options";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { clearNotifications, notifyError, notifySuccess } from "@/components/notify-on-use";
import { useSignInCompletion } from "@/components/auth/use-sign-in-completion";
import { LOGIN_FAILED_FALLBACK, loginErrorText } from "@/lib/auth-messages";
import { sessionUser } from "@/lib/signed-in-user";

/** The login form's island: submits its fields (`email`, `password`: AuthFields.tsx) to next-auth. */
export function LoginForm({ children }: { children: ReactNode }) {
  const { callbackUrl, onSuccess } = useAuthFormOptions();
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
        {children}
        <FormButton type="submit" loading={submitting} fullWidth style={{ marginTop: "var(--mantine-spacing-xs)" }}>
          Log in
        </FormButton>
      </Stack>
    </form>
  );
}
