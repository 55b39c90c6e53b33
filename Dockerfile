# App image: the web app built with Vite, the server run with tsx (no separate server compile step),
# on Node.js 24 LTS (the major of package.json `engines` and .nvmrc; docs/decisions/0022), as the
# image's unprivileged `node` user. Only npm downloads anything. Shape and settings:
# docs/decisions/0029-deployment-shape.md; several instances: README "Running several instances".

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
# The web app into client/.builds/<build> (client/dist is its symlink; scripts/build-web.mjs), then
# only the runtime dependencies (tsx, Prisma's client, ...) stay.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/.data
WORKDIR /app
# The code stays root-owned (read-only for the app); only DATA_DIR is the app's to write.
COPY --from=build /app /app
# DATA_DIR/uploads holds booking-message photos (a shared volume across instances in compose).
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 4000
# Liveness only (the process answers); readiness (/api/health/ready) is for load balancers and
# orchestrators, which take an instance out of rotation without restarting it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains and exits 0 (SHUTDOWN_DRAIN_SECONDS + SHUTDOWN_TIMEOUT_SECONDS, 30 s by default):
# give the container more than that to stop (docker stop -t 40, compose stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/src/main.ts"]
