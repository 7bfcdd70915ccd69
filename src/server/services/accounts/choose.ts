/**
 * Choosing which account a login connects, for networks where one login manages several (Facebook:
 * the member's Pages). After the consent page, a member with several Pages has an inactive account
 * row holding their login's token and the list of Pages (oauth.ts); here they see the list and pick
 * one, whose token is fetched again from the network and stored in place of the login's.
 */
import { env } from "@/env";
import { networkLabel, type NetworkKey } from "@/lib/networks";
import { AppError } from "@/server/errors";
import { db } from "@/server/db";
import { OAuthError } from "@/server/integrations/social/types";
import { decryptSecret } from "@/server/lib/crypto";
import { logger } from "@/server/logger";
import { workspaceApp } from "./network-apps";
import { connectableNetwork, pendingChoiceOf, saveConnectedAccount, type AccountOwner, type PendingChoice } from "./oauth";

export type Choice = PendingChoice["choosing"][number];

/** The accounts (Pages) the member may choose from; empty when no choice is waiting. */
export async function pendingChoices(workspaceId: string, network: NetworkKey): Promise<Choice[]> {
  const account = await db.socialAccount.findUnique({
    where: { workspaceId_platform: { workspaceId, platform: network } },
    select: { metadata: true, isActive: true },
  });
  if (!account || account.isActive) return [];
  return pendingChoiceOf(account.metadata) ?? [];
}

export async function chooseAccount(owner: AccountOwner, network: NetworkKey, choiceId: string): Promise<{ message: string; accountName: string }> {
  const label = networkLabel(network);
  const app = await workspaceApp(owner.workspaceId, network);
  const connector = connectableNetwork(network, app);
  const account = await db.socialAccount.findUnique({ where: { workspaceId_platform: { workspaceId: owner.workspaceId, platform: network } } });
  const choices = account && !account.isActive ? pendingChoiceOf(account.metadata) : null;
  if (!account || !choices || !connector.listTargets) {
    throw new AppError("BAD_REQUEST", `There is no ${label} Page to choose: connect ${label} first.`);
  }
  if (!choices.some((c) => c.id === choiceId)) throw new AppError("BAD_REQUEST", `That ${label} Page is not one you can connect.`);

  let targets;
  try {
    targets = await connector.listTargets(decryptSecret(account.accessTokenEnc), AbortSignal.timeout(env().NETWORK_TIMEOUT_MS));
  } catch (err) {
    const message = err instanceof OAuthError ? err.message : `Could not reach ${label}.`;
    logger.warn({ network, userId: owner.userId, reason: message }, "could not list the accounts to choose from");
    throw new AppError(err instanceof OAuthError && err.permanent ? "BAD_REQUEST" : "SERVICE_UNAVAILABLE", `${message} Connect ${label} again.`);
  }
  const target = targets.find((t) => t.profile.platformUserId === choiceId);
  if (!target) throw new AppError("BAD_REQUEST", `${label} no longer lets PostPilot post to that Page. Connect ${label} again.`);
  const saved = await saveConnectedAccount(owner, network, {
    profile: target.profile,
    tokens: target.tokens,
    // The pending row's app: the one its login token was issued to.
    app: app && app.clientId === account.appClientId ? app : null,
    onlyIf: { accessTokenEnc: account.accessTokenEnc },
  });
  if (!saved) throw new AppError("CONFLICT", `Your ${label} connection changed meanwhile. Please try again.`);
  return { message: `${label} Page ${target.profile.accountName} connected.`, accountName: target.profile.accountName };
}
