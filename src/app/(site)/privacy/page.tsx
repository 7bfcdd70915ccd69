import { Anchor } from "@/components/static/text";
import { LegalDocument, type LegalSection } from "@/app/(site)/_shared/LegalDocument";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "Privacy Policy",
  "What PostPilot stores about you and why, who it is shared with (social networks, AI providers, Stripe), how long it is kept and your rights.",
);

const SECTIONS: LegalSection[] = [
  {
    title: "Who is responsible",
    body: [
      'This policy explains how the organisation running the PostPilot service at this address ("we") handles your personal data. We are the controller of that data under the EU General Data Protection Regulation (GDPR).',
      "PostPilot is open-source and self-hostable. If you use a copy run by someone else, that operator is responsible for your data. The PostPilot software does not send your data to its developers.",
    ],
  },
  {
    title: "What we collect",
    body: [
      [
        "Account data: your name, e-mail address, a hash of your password (never the password itself), time zone, plan, AI prompt usage and notification preferences. If you sign in with Google, we also receive your Google account ID, name and e-mail address.",
        "Connected social accounts: the network, your account name and ID there, and the access and refresh tokens the network issues. Tokens are stored encrypted.",
        "Your content: posts, schedules, uploaded images and videos, AI requests (topics, links, prompts) and the text, images and videos generated for you, and the insights networks report on your published posts.",
        "Billing data: your plan, invoices and payment history. Card payments are handled by Stripe; we receive only the card brand, last four digits and expiry date, never the full card number or security code.",
        "Messages you send us through the contact form.",
        "Technical data: IP address, browser, and the time and result of requests, recorded in server logs and used for security and rate limiting.",
      ],
    ],
  },
  {
    title: "How we use it",
    body: [
      [
        "To run the service: sign you in, store and publish your posts, generate AI content you ask for and show your insights (performance of our contract with you).",
        "To bill paid plans and keep the records tax law requires (contract and legal obligation).",
        "To keep the service secure: detect abuse, limit repeated sign-in attempts and investigate errors (our legitimate interest).",
        "To send service e-mails such as security alerts, post reminders and weekly reports, according to your notification preferences.",
        "To send product news only if you switch on marketing e-mails; they are off by default and you can switch them off at any time (consent).",
      ],
      "We do not sell your data, do not use it for advertising and do not use your content to train AI models.",
    ],
  },
  {
    title: "Who we share it with",
    body: [
      [
        "Social networks you connect (such as LinkedIn, X and Threads): the posts and media you publish to them, sent through their APIs with your access token.",
        "AI providers, only when you use AI features: OpenAI for text and fal.ai for images and video receive the topic, link content, prompt or draft you provide, not your account details.",
        "Stripe, our payment provider, for card payments and invoices.",
        "Our e-mail delivery provider, to send the e-mails described above and forward contact messages.",
        "Our hosting provider, which stores the data on our behalf.",
        "Authorities, when the law requires us to.",
      ],
      "Each of these processors may only use the data to provide their service to us. Some are based outside the European Economic Area; transfers are covered by the European Commission's standard contractual clauses or an adequacy decision.",
    ],
  },
  {
    title: "How long we keep it",
    body: [
      "We keep your account data and content while your account exists. When you delete your account from your profile page, we delete your profile, posts, media, connected accounts and their tokens. A record that an account was deleted, without its personal data, stays in our audit log.",
      "Payment records needed for tax purposes are kept, by us or by Stripe, for as long as tax law requires (seven years in the Netherlands). Server logs are kept for a short period for security and then deleted. Contact messages are kept only as long as we need them to handle your request.",
    ],
  },
  {
    title: "How we protect it",
    body: [
      "Passwords are hashed with Argon2, social network tokens are encrypted at rest, connections are encrypted with HTTPS, and only the people who run the service can reach the servers. Changing your password ends your other sessions and API tokens.",
    ],
  },
  {
    title: "Cookies and local storage",
    body: [
      "We use a session cookie to keep you signed in and store your light or dark theme choice in your browser. We do not use advertising or third-party tracking cookies.",
    ],
  },
  {
    title: "Your rights",
    body: [
      "You can see and correct your name and e-mail address on your profile page, change your notification preferences there and delete your account at any time. You also have the right to ask for a copy of your data in a portable format, to restrict or object to our use of it and to withdraw consent you gave.",
      <>
        Send requests through the <Anchor href="/contact">contact page</Anchor>; we answer within a month. You may also complain to a data protection
        authority, in the Netherlands the Autoriteit Persoonsgegevens.
      </>,
    ],
  },
  {
    title: "Children",
    body: ["PostPilot is not meant for children under 16, and we do not knowingly collect their data."],
  },
  {
    title: "Changes to this policy",
    body: [
      "If we make a material change to this policy we will tell you at least 30 days before it takes effect, by e-mail and in the app. The date at the top shows when it was last updated.",
    ],
  },
  {
    title: "Contact",
    body: [
      <>
        Questions about your privacy? Write to us through the <Anchor href="/contact">contact page</Anchor> or at support@example.com.
      </>,
    ],
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="20 November 2026"
      intro="We collect only what PostPilot needs to work for you, keep it safe and never sell it. This policy explains what we store, why, who sees it and the choices you have."
      sections={SECTIONS}
    />
  );
}
