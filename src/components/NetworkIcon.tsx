import {
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMastodon,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconFlask,
  type Icon,
} from "@tabler/icons-react";
import type { NetworkKey } from "@/lib/networks";

const ICONS: Record<NetworkKey, Icon> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  threads: IconBrandThreads,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
  youtube: IconBrandYoutube,
  bluesky: IconBrandBluesky,
  mastodon: IconBrandMastodon,
  // Not a real network: a neutral mark, never a brand.
  sandbox: IconFlask,
};

/** The brand mark of a network, everywhere the product shows one. */
export function NetworkIcon({ network, size = 22, stroke }: { network: NetworkKey; size?: number; stroke?: number }) {
  const Mark = ICONS[network];
  return <Mark size={size} stroke={stroke} aria-hidden />;
}
