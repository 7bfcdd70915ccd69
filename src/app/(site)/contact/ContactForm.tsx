"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import { IconSend } from "@tabler/icons-react";
import { Stack } from "@/components/static/layout";
import { Paper } from "@/components/static/surfaces";
import { FormButton } from "@/components/static/FormButton";
import { notifyError, notifySuccess } from "@/components/notify";
import { postJson } from "@/components/post-json";

const SENT = "Message sent successfully!";

/** The server's message repeats the toast title; show only the rest under it. */
function withoutPrefix(text: string, prefix: string): string {
  return (text.startsWith(prefix) ? text.slice(prefix.length) : text).trim();
}

/**
 * The contact form's island: idle, sending, then emptied on success. Its fields (`name`, `email`,
 * `subject`, `message`) are rendered on the server (ContactFields.tsx); it reads them with FormData
 * and sends them to POST /api/contact/submit.
 */
export function ContactForm({ children }: { children: ReactNode }) {
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [name, email, subject, message] = ["name", "email", "subject", "message"].map((key) => String(data.get(key) ?? ""));
    if (!name!.trim() || !email!.trim() || !subject || !message!.trim()) {
      notifyError("Missing information", "Please fill in all fields before submitting.");
      return;
    }
    setSending(true);
    try {
      const result = await postJson<{ message: string }>("/api/contact/submit", { name, email, subject, message }, "Please try again later.");
      notifySuccess(SENT, withoutPrefix(result.message, SENT) || "We'll get back to you within 24 hours.");
      form.reset();
    } catch (error) {
      notifyError("Failed to send message", (error as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="md" style={{ padding: "var(--mantine-spacing-xl)" }}>
      <form onSubmit={handleSubmit} noValidate data-testid="contact-form">
        <Stack gap="md">
          {children}
          <FormButton type="submit" loading={sending} leftSection={<IconSend size={18} />} size="md">
            {sending ? "Sending..." : "Send Message"}
          </FormButton>
        </Stack>
      </form>
    </Paper>
  );
}
