import { createClient } from "@postpilot/client";

const client = createClient({
  baseUrl: process.env.POSTPILOT_URL ?? "http://localhost:3000",
  apiKey: process.env.POSTPILOT_API_KEY!, // a key with the publish scope
});

const inOneHour = new Date(Date.now() + 60 * 60 * 1000);
const { post } = await client.post.schedule.mutate({
  content: "Our spring collection is out 🌱",
  platforms: ["sandbox"],
  scheduledAt: inOneHour.toISOString(),
});
console.log(`Scheduled ${post.id} (${post.status}) for ${post.scheduledAt?.toISOString()}`);
