# The API image: builds the bundle, then runs it with production dependencies only.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx nx run api:build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# glibc malloc for image processing (README: Memory): freed pixel buffers go back to the system.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist/api ./dist/api
EXPOSE 3000
# Pending migrations run at start, before the server listens.
CMD ["node", "dist/api/main.js"]
