# syntax=docker/dockerfile:1
# The lab portal as a container image (docs/deploy.md): a build stage with every tool, and a
# runtime stage with the compiled server, the browser bundles and the production dependencies.
# Build: docker build -t lab-portal .

FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The browser bundles into dist/web, the server compiled into dist/server, then only what runs.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:26-bookworm-slim AS runtime
# pg_dump and psql for `portal backup` and `portal restore` (PostgreSQL 15, as compose.yaml runs).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client=15* \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/portal/data \
  UPLOADS_DIR=/var/lib/portal/uploads
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/templates ./templates
COPY --from=build /app/bin ./bin
RUN mkdir -p /var/lib/portal/data/reports /var/lib/portal/uploads && chown -R node:node /var/lib/portal
# The image's own unprivileged user; the code stays root's, read-only to the process.
USER node
VOLUME ["/var/lib/portal/data", "/var/lib/portal/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/server.js"]
