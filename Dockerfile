# The production shape of CampPass: one stateless app container (PostgreSQL, S3, SES, Stripe and
# reCAPTCHA are configured through the environment; see .env.example).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY apps ./apps
COPY tools ./tools
# npm install follows the lockfile; see
# docs/decisions/ci.md#npm-install-with-an-unchanged-lockfile-check-instead-of-npm-ci for why not npm ci.
RUN npm install --no-audit --no-fund
COPY . .
RUN if node -e "process.exit(require('./apps/portal/package.json').scripts?.build ? 0 : 1)"; then \
      npm run build --workspace apps/portal; \
    fi

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
