# syntax=docker/dockerfile:1
# Build stage: install everything from the lockfile, build rules, protocol, server and client.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles its native module when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/rules/package.json packages/rules/
COPY packages/protocol/package.json packages/protocol/
COPY packages/server/package.json packages/server/
COPY packages/client/package.json packages/client/
RUN npm ci
COPY packages packages
RUN npm run build && npm prune --omit=dev && npm cache clean --force

# Runtime stage: only what the server needs, as the non-root node user.
# The same command as `npm start` and the tests: node packages/server/dist/main.js, configured by
#   PORT, DATA_DIR (SQLite, one process) or DATABASE_URL (PostgreSQL),
#   REDIS_URL + PUBLIC_ADDRESS (several processes; see docs/operations.md).
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/packages/protocol/package.json packages/protocol/
COPY --from=build /app/packages/protocol/dist packages/protocol/dist
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/client/dist packages/client/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "packages/server/dist/main.js"]
