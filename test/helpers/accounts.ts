import { randomBytes } from "node:crypto";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import type { FakeNetwork, SocialNetworkFake } from "../fakes/social-network";

/** Connects a network account for a user: our encrypted row, and the token the fake network accepts. */
export async function connectAccount(
  fake: SocialNetworkFake,
  userId: string,
  network: FakeNetwork,
  options: { expired?: boolean; registered?: boolean } = {},
) {
  const token = `${network}-token-${randomBytes(6).toString("hex")}`;
  const platformUserId = `${network}-${randomBytes(4).toString("hex")}`;
  const username = `${network}_user_${platformUserId.slice(-4)}`;
  if (options.registered !== false) fake.registerToken(network, token, { platformUserId, username });
  return db.socialAccount.create({
    data: {
      userId,
      platform: network,
      platformUserId,
      accountName: `${network} account`,
      username,
      accessTokenEnc: encryptSecret(token),
      expiresAt: options.expired ? new Date(Date.now() - 60_000) : new Date(Date.now() + 3600_000),
    },
  });
}
