# One multi-stage build for every app: `docker compose build` picks a target per service.
# syntax=docker/dockerfile:1

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/config/package.json libs/config/
COPY libs/db-schema/package.json libs/db-schema/
COPY libs/messaging/package.json libs/messaging/
COPY libs/taxonomy/package.json libs/taxonomy/
COPY libs/matching/package.json libs/matching/
COPY libs/api-client/package.json libs/api-client/
COPY libs/tracing/package.json libs/tracing/
COPY machines/package.json machines/
COPY apps/bff/package.json apps/bff/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY apps/mail-sink/package.json apps/mail-sink/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node node_modules/typescript/bin/tsc -b \
 && cd apps/web && node ../../node_modules/vite/bin/vite.js build

# Server images keep production dependencies only.
FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM node:24-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/libs ./libs
# The BFF reads the proposal machine's transitions.
COPY --from=build /app/machines ./machines
USER node

FROM server AS bff
COPY --from=build /app/apps/bff/package.json apps/bff/
COPY --from=build /app/apps/bff/dist apps/bff/dist
# The search's ranking weights (a reviewed file beside the code, read at start).
COPY --from=build /app/apps/bff/data apps/bff/data
# The drawings the demo catalogue (DEMO_CATALOGUE=true) renders its photos from.
COPY --from=build /app/apps/web/public/images/listings apps/web/public/images/listings
ENV BFF_HOST=0.0.0.0 BFF_PORT=3000
EXPOSE 3000
CMD ["node", "apps/bff/dist/main.js"]

FROM server AS worker
COPY --from=build /app/apps/worker/package.json apps/worker/
COPY --from=build /app/apps/worker/dist apps/worker/dist
CMD ["node", "apps/worker/dist/main.js"]

# The page server nginx sends page requests to: the built index.html with each page's head
# (apps/web/server/page-head), and the public pages' bodies from the server renderer the web build
# puts beside dist (dist-ssr, every dependency bundled in). No node_modules: Node 24 runs its
# TypeScript as it is.
FROM node:24-bookworm-slim AS pages
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/server/page-head apps/web/server/page-head
# The gallery's photo sizes, which the head's preload of a listing's first photo repeats.
COPY --from=build /app/apps/web/src/components/catalogue/photo-sizes.ts apps/web/src/components/catalogue/photo-sizes.ts
COPY --from=build /app/apps/web/dist/index.html apps/web/dist/index.html
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
USER node
ENV PAGES_HOST=0.0.0.0 PAGES_PORT=5174 BFF_URL=http://bff:3000
EXPOSE 5174
CMD ["node", "apps/web/server/page-head/serve.ts"]

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
