import { AccordionRoot } from "@/components/static/docs";
import { AccordionItem } from "@/components/static/docs-client";
import { Stack } from "@/components/static/layout";
import { Anchor, Text, Title } from "@/components/static/text";

const FAQ = [
  {
    q: "How many social accounts can I connect?",
    a: "Free: 3 accounts. Pro: 10 accounts. Enterprise: unlimited.",
  },
  {
    q: "Which networks can I post to?",
    a: "LinkedIn, X, Threads, Facebook Pages and Instagram (posts with an image or a video) for posts; TikTok and YouTube Shorts for AI short videos.",
  },
  {
    q: "What video formats and sizes are supported?",
    a: "Videos up to 100MB in MP4, MOV or AVI format.",
  },
  {
    q: "What is an AI prompt?",
    a: "The unit of the monthly AI allowance: AI generations use prompts, for example a content plan uses one per day, and images and videos cost more. Free Trial includes 25 prompts a month, Basic 100, Pro 250 and Enterprise 700.",
  },
  {
    q: "Can I change or cancel my plan?",
    a: "Yes, at any time. Paid plans are billed monthly in euro; after cancelling you keep your plan until the end of the period you paid for.",
  },
  {
    q: "Is my data safe?",
    a: "Access tokens of your social accounts are stored encrypted, passwords are hashed, and card details go straight to our payment provider and never reach our servers.",
  },
  {
    q: "Can I run PostPilot myself?",
    a: "Yes. PostPilot is open source and self-hostable: it needs PostgreSQL and Redis, and works without AI or e-mail credentials by falling back to local generators.",
  },
];

export function DocsFaq() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          Frequently asked questions
        </Title>
        <Text dimmed>
          Not answered here? <Anchor href="/contact">Contact us</Anchor>.
        </Text>
      </div>
      <AccordionRoot variant="separated">
        {FAQ.map((item, index) => (
          <AccordionItem key={item.q} id={`faq-${index}`} variant="separated" control={item.q}>
            {item.a}
          </AccordionItem>
        ))}
      </AccordionRoot>
    </Stack>
  );
}
