"use client";
import { useState, type FormEvent } from "react";
import { IconSend } from "@tabler/icons-react";
import { Paper, Stack, Title } from "@/components/static/ui";
import { FormButton, NativeSelect, Textarea, TextInput } from "@/components/static/form";
import { notifyError, notifySuccess } from "@/components/notify";
import { postJson } from "@/components/post-json";

const SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "billing", label: "Billing Question" },
  { value: "feature", label: "Feature Request" },
  { value: "partnership", label: "Partnership" },
] as const;

type Subject = (typeof SUBJECTS)[number]["value"];

const SENT = "Message sent successfully!";

/** The server's message repeats the toast title; show only the rest under it. */
function withoutPrefix(text: string, prefix: string): string {
  return (text.startsWith(prefix) ? text.slice(prefix.length) : text).trim();
}

const EMPTY = { name: "", email: "", subject: "" as Subject | "", message: "" };

/** Contact form: idle, sending, then reset on success. Sends with POST /api/contact/submit. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name, email, subject, message } = values;
    if (!name.trim() || !email.trim() || !subject || !message.trim()) {
      notifyError("Missing information", "Please fill in all fields before submitting.");
      return;
    }
    setSending(true);
    try {
      const result = await postJson<{ message: string }>("/api/contact/submit", { name, email, subject, message }, "Please try again later.");
      notifySuccess(SENT, withoutPrefix(result.message, SENT) || "We'll get back to you within 24 hours.");
      setValues(EMPTY);
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
          <Title order={2} size="h3">
            Send us a message
          </Title>
          <TextInput
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            withAsterisk
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            withAsterisk
            value={values.email}
            onChange={(e) => set("email", e.currentTarget.value)}
          />
          <NativeSelect
            label="Subject"
            placeholder="Choose a subject"
            data={SUBJECTS}
            withAsterisk
            value={values.subject}
            onChange={(e) => set("subject", e.currentTarget.value as Subject)}
          />
          <Textarea
            label="Message"
            placeholder="How can we help?"
            minRows={5}
            autosize
            withAsterisk
            value={values.message}
            onChange={(e) => set("message", e.currentTarget.value)}
          />
          <FormButton type="submit" loading={sending} leftSection={<IconSend size={18} />} size="md">
            {sending ? "Sending..." : "Send Message"}
          </FormButton>
        </Stack>
      </form>
    </Paper>
  );
}
