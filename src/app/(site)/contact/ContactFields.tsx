import { NativeSelect, Textarea, TextInput } from "@/components/static/form";
import { Title } from "@/components/static/text";

/** The subjects of POST /api/contact/submit (CONTACT_SUBJECTS on the server). */
const SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "billing", label: "Billing Question" },
  { value: "feature", label: "Feature Request" },
  { value: "partnership", label: "Partnership" },
];

/** The contact form's heading and fields, rendered on the server inside the ContactForm island. */
export function ContactFields() {
  return (
    <>
      <Title order={2} size="h3">
        Send us a message
      </Title>
      <TextInput name="name" label="Name" placeholder="Your name" autoComplete="name" withAsterisk />
      <TextInput name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" withAsterisk />
      <NativeSelect name="subject" label="Subject" placeholder="Choose a subject" data={SUBJECTS} withAsterisk />
      <Textarea name="message" label="Message" placeholder="How can we help?" minRows={5} autosize withAsterisk />
    </>
  );
}
