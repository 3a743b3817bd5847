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
# Fewer glibc malloc arenas: memory freed after image processing goes back to the system (sharp's advice).
ENV MALLOC_ARENA_MAX=2
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist/api ./dist/api
EXPOSE 3000
# Pending migrations run at start, before the server listens.
CMD ["node", "dist/api/main.js"]
