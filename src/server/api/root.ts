/**
 * The one app router, by domain (not by the spec's URLs: those live in each procedure's .meta),
 * served to React over tRPC and to API clients over REST. Each router's zod schemas are in
 * `<router>.schemas.ts` beside it.
 */
import "server-only";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { accountsRouter } from "@/server/api/routers/accounts";
import { adminRouter } from "@/server/api/routers/admin";
import { aiRouter } from "@/server/api/routers/ai";
import { apiKeysRouter } from "@/server/api/routers/api-keys";
import { connectedAppsRouter } from "@/server/api/routers/connected-apps";
import { importsRouter } from "@/server/api/routers/imports";
import { webhooksRouter } from "@/server/api/routers/webhooks";
import { authRouter } from "@/server/api/routers/auth";
import { billingRouter } from "@/server/api/routers/billing";
import { contactRouter } from "@/server/api/routers/contact";
import { dashboardRouter } from "@/server/api/routers/dashboard";
import { mediaRouter } from "@/server/api/routers/media";
import { notificationsRouter } from "@/server/api/routers/notifications";
import { networkAppsRouter } from "@/server/api/routers/network-apps";
import { postRouter } from "@/server/api/routers/post";
import { reviewLinksRouter } from "@/server/api/routers/review-links";
import { profileRouter } from "@/server/api/routers/profile";
import { reviewRouter } from "@/server/api/routers/review";
import { statusRouter } from "@/server/api/routers/status";
import { videoRouter } from "@/server/api/routers/video";
import { workspaceRouter } from "@/server/api/routers/workspace";
import { membersRouter } from "@/server/api/routers/members";
import { invitationsRouter } from "@/server/api/routers/invitations";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  profile: profileRouter,
  dashboard: dashboardRouter,
  post: postRouter,
  accounts: accountsRouter,
  ai: aiRouter,
  media: mediaRouter,
  video: videoRouter,
  billing: billingRouter,
  admin: adminRouter,
  contact: contactRouter,
  status: statusRouter,
  workspace: workspaceRouter,
  networkApps: networkAppsRouter,
  review: reviewRouter,
  members: membersRouter,
  invitations: invitationsRouter,
  notifications: notificationsRouter,
  reviewLinks: reviewLinksRouter,
  apiKeys: apiKeysRouter,
  connectedApps: connectedAppsRouter,
  imports: importsRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
