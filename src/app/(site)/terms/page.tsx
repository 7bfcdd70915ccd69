import { Anchor } from "@/components/static/text";
import { LegalDocument, type LegalSection } from "@/app/(site)/_shared/LegalDocument";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "Terms of Service",
  "The terms for using PostPilot: your account, connected social networks, AI features, plans and payments, cancellation and changes.",
);

const SECTIONS: LegalSection[] = [
  {
    title: "Who these terms are between",
    body: [
      <>
        PostPilot is open-source, self-hostable software for writing, scheduling and publishing social media posts. These terms apply to the PostPilot
        service at this address and form an agreement between you and the organisation that runs it (&quot;we&quot;, &quot;us&quot;). By creating an
        account or using the service you accept them.
      </>,
      "If you run your own copy of PostPilot, you are the operator of that copy: these terms do not give us any access to it, and you may adapt them for your own users. Your use of the source code itself is governed by its open-source licence, not by these terms.",
    ],
  },
  {
    title: "Your account",
    body: [
      "You must be at least 16 years old and give accurate information when you sign up. One account is for one person; teams should give every member their own account.",
      "Keep your password and API tokens secret. Anyone holding a token can act as you through the API, so you are responsible for activity under your account until you tell us it has been compromised. Changing your password ends your other sessions and tokens.",
      "You can delete your account at any time from your profile page. We may suspend or close an account that breaks these terms, and will tell you why unless the law or the security of the service prevents it.",
    ],
  },
  {
    title: "Connected social networks",
    body: [
      "You connect a social network by approving PostPilot on that network's own sign-in page (OAuth). We never see your network password. The access tokens the network gives us are stored encrypted and used only to do what you ask: publish and schedule your posts, read the status of your accounts and collect insights on your published posts.",
      "You can disconnect a network at any time from the Accounts page; we then delete its tokens and stop acting on that account. You can also withdraw access from the network's own settings.",
      "You must follow the rules of every network you post to. Networks may change their APIs, limit how often we can post, reject content or suspend accounts; we are not responsible for their decisions, and a post can fail because of them. Failed posts are shown with the network's reason so you can publish them again.",
    ],
  },
  {
    title: "Your content",
    body: [
      "You keep all rights to the posts, images, videos and other material you create or upload. You give us a limited licence to store, copy, process and send that content only as needed to run the service for you: to show it to you, send it to the networks you choose and to the AI providers when you ask for AI help.",
      "You are responsible for what you publish. Do not use PostPilot to:",
      [
        "post anything unlawful, infringing, defamatory, hateful or harassing;",
        "send spam or run deceptive, automated or coordinated inauthentic activity;",
        "break the rules of a social network or get around its limits;",
        "upload malware, or probe, overload or attack the service or other users;",
        "get around your plan's limits, share accounts or resell the service without our written agreement.",
      ],
    ],
  },
  {
    title: "AI features",
    body: [
      "AI features send the topic, link, prompt or draft you provide to third-party AI providers: OpenAI for text and fal.ai for images and video, or to a local generator when a provider is not configured. Their answers are produced automatically and can be wrong, out of date or similar to other people's content. Review every AI-generated post before you publish it; you are responsible for what you publish.",
      "AI use is counted in AI prompts. Each plan includes a monthly allowance: Free Trial 25, Basic 100, Pro 250 and Enterprise 700 prompts. The allowance resets every month and unused prompts do not carry over. Some features, such as content plans and AI short videos, are only available on paid plans.",
    ],
  },
  {
    title: "Plans, payments and cancellation",
    body: [
      <>
        Paid plans are billed monthly in advance in euro, at the price shown on the <Anchor href="/pricing">pricing page</Anchor> when you subscribe.
        Card payments are processed by our payment provider, Stripe. Your card details go directly to Stripe and never reach our servers; we only keep
        the card brand, its last four digits and its expiry date to show them to you.
      </>,
      "Your plan renews automatically each month until you cancel. You can cancel at any time from the billing page: you keep your plan until the end of the month you have paid for, and are not charged again. Except where the law requires otherwise, we do not refund partial months.",
      "If a payment fails we will ask you to update your card; if it keeps failing, we may move your account to the Free Trial plan. We give at least 30 days' notice before a price change applies to you, and you can cancel before it takes effect.",
    ],
  },
  {
    title: "Availability and changes to the service",
    body: [
      <>
        We work to keep PostPilot available and publish its current state on the <Anchor href="/status">status page</Anchor>, but we cannot promise it
        will never be interrupted. We may need maintenance windows, and scheduled posts due during an interruption are published as soon as possible
        afterwards.
      </>,
      "We improve the service continuously and may change or retire features. If we remove a feature that is a main part of a paid plan, we will tell you in advance and you may cancel.",
    ],
  },
  {
    title: "Liability",
    body: [
      'The service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss, lost profits, lost followers or reach, or for the acts of social networks, AI providers or payment providers. Our total liability for any claim is limited to the amount you paid us in the twelve months before it arose.',
      "Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under the law of the country where you live.",
    ],
  },
  {
    title: "Changes to these terms",
    body: [
      "We may update these terms. For a material change we will tell you at least 30 days before it takes effect, by e-mail and in the app. If you do not agree, you can cancel and delete your account before then; if you keep using PostPilot after the change takes effect, the new terms apply.",
    ],
  },
  {
    title: "Law and disputes",
    body: [
      "These terms are governed by the law of the Netherlands, and disputes go to the competent court in Amsterdam, unless the mandatory consumer law of the country where you live gives you other rights.",
    ],
  },
  {
    title: "Contact",
    body: [
      <>
        Questions about these terms? Write to us through the <Anchor href="/contact">contact page</Anchor> or at support@example.com. We answer within
        24 hours.
      </>,
    ],
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="20 November 2026"
      intro="Plain-language terms for using PostPilot. Please read them: they explain what you can expect from us and what we expect from you."
      sections={SECTIONS}
    />
  );
}
