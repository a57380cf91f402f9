# syntax=docker/dockerfile:1
# The portal as one image: the API and the built SPA on one port. The same image runs the queue
# worker with `node backend/dist/cli.js worker` (see docker-compose.yml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json nest-cli.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY shared shared
COPY backend backend
COPY frontend frontend
# The look is fixed at build time (README, Configuration).
ARG VITE_BRAND_PRIMARY
ARG VITE_BRAND_ACCENT
ARG VITE_BRAND_LOGO
RUN npm run build -w shared && npx nest build && npm run build -w frontend

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# Only the backend's runtime packages: the SPA is static files by now. argon2 loads a prebuilt binary.
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
# The backend folder as in the repository, so data files kept beside the sources come along,
# then any workspace-local packages and the compiled code.
COPY backend backend
COPY --from=deps /app/backend backend
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/frontend/dist frontend/dist
# The sample content packages seeded at start.
COPY content content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: migrated, and the database, Redis and the files answer. A worker answers on WORKER_PORT.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.WORKER_PORT || process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--no-allocation-site-pretenuring", "backend/dist/cli.js", "serve"]
