import type { Metadata } from "next";
import { Suspense } from "react";
import { UrlNotice } from "@/components/UrlNotice";
import { Features } from "@/app/(site)/_landing/Features";
import { FinalCta } from "@/app/(site)/_landing/FinalCta";
import { Hero } from "@/app/(site)/_landing/Hero";
import { Networks } from "@/app/(site)/_landing/Networks";

const TITLE = "PostPilot · AI-assisted social media manager";
const DESCRIPTION =
  "Write posts with AI, schedule them to LinkedIn, X, Threads, YouTube and TikTok, plan a month of content and generate short videos, all from one dashboard.";

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: DESCRIPTION,
  openGraph: { title: TITLE, description: DESCRIPTION, siteName: "PostPilot", type: "website" },
};

export default function LandingPage() {
  return (
    <>
      <Suspense fallback={null}>
        <UrlNotice />
      </Suspense>
      <Hero />
      <Features />
      <Networks />
      <FinalCta />
    </>
  );
}
