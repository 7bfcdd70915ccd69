import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

/** A post as every list and dialog receives it. */
export type PostItem = Outputs["post"]["list"]["data"][number];
export type PostStatus = PostItem["status"];
/** A post as the calendar draws it (GET /api/dashboard/calendar/summary); opening one reads the whole post. */
export type CalendarPostItem = Outputs["post"]["calendarSummary"]["data"][number];
export type SocialAccountItem = Outputs["accounts"]["list"]["data"][number];
export type AppUser = Outputs["auth"]["me"]["user"];
export type PublishAnswer = Outputs["post"]["publish"];
export type SaveAnswer = Outputs["post"]["save"];
/** What a save asks the server for: a row of the post lifecycle (services/posts/lifecycle.ts). */
export type SaveMode = Inputs["post"]["save"]["mode"];
