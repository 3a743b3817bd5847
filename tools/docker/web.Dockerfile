# One static front end (the shell or a remote) served by nginx, as a CDN would serve it.
FROM node:20-bookworm AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npx nx run ${APP}:build

FROM nginx:1.27-alpine
ARG APP
ARG NGINX_CONF=remote.conf
COPY tools/docker/${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist/${APP} /usr/share/nginx/html
