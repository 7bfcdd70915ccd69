import type { Metadata } from "next";

const SITE_NAME = "PostPilot";

/**
 * Title, description and their Open Graph copies for a public page. The layout's title template
 * ("%s · PostPilot") does not reach `openGraph.title`, so the shared title is spelled out here.
 */
export function pageMetadata(title: string, description: string): Metadata {
  return {
    title,
    description,
    openGraph: { title: `${title} · ${SITE_NAME}`, description, siteName: SITE_NAME, type: "website" },
  };
}
