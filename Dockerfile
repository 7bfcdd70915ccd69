# syntax=docker/dockerfile:1
# PostPilot's production image: one image for the web app, the worker and the migration step,
# chosen by the command (docs/deploy.md):
#   web      node node_modules/next/dist/bin/next start      (the default CMD)
#   worker   node --import tsx jobs/worker.ts
#   migrate  npm run migrate                                  (one-shot, before web and worker)
# Build once per release, with a fixed build id shared by every web node:
#   docker build --build-arg BUILD_ID=$(git rev-parse --short HEAD) -t postpilot:<version> .

# Node 22 LTS (supported until April 2027); 24 LTS works too: --build-arg NODE_IMAGE=node:24-bookworm-slim
ARG NODE_IMAGE=node:22-bookworm-slim

# --- dependencies, with the dev ones the build needs (TypeScript, Next's compiler) -------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# postinstall runs `prisma generate`, which reads the schema and prisma.config.ts.
COPY package.json package-lock.json prisma.config.ts ./
# The npm workspaces' manifests (packages/*: the typed API client), so the lockfile matches.
COPY packages/client/package.json ./packages/client/
COPY prisma ./prisma
RUN npm install --no-audit --no-fund

# --- the Next.js build ------------------------------------------------------------------------
FROM deps AS build
ARG BUILD_ID
ENV BUILD_ID=${BUILD_ID} NODE_ENV=production
COPY . .
RUN npm run build

# --- runtime dependencies only ----------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
# The npm workspaces' manifests (packages/*: the typed API client), so the lockfile matches.
COPY packages/client/package.json ./packages/client/
COPY prisma ./prisma
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the image --------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: the web process handles SIGTERM itself (readiness 503, WEB_DRAIN_MS, then close).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/src/generated ./src/generated
COPY --from=build --chown=node:node /app/.next ./.next
# The worker runs from source through tsx; the migration step needs prisma/ and its config.
COPY --chown=node:node package.json package-lock.json next.config.mjs tsconfig.json prisma.config.ts ./
COPY --chown=node:node prisma ./prisma
COPY --chown=node:node src ./src
COPY --chown=node:node jobs ./jobs
COPY --chown=node:node scripts/unref-long-timers.cjs ./scripts/unref-long-timers.cjs
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/next/dist/bin/next", "start"]
