# syntax=docker/dockerfile:1.7
# One image for every process of the site: the six services, the web process (the SPA behind Kong), the
# standalone server and the render step of kong.yml. The command chooses (scripts/container-entry.mjs):
#
#   docker build -t europa-launchpad .
#   docker run --read-only --tmpfs /tmp -v data:/data europa-launchpad planner
#
# The sentence model of the document search is baked in from Maven Central at build time (nothing is fetched from
# a model hub at run time); mount another folder and set EMBEDDING_MODEL_DIR to use a different one.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# --- build: dependencies, services, SPA, the model --------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ENV ONNXRUNTIME_NODE_INSTALL=skip \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app

# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
COPY loadtests/package.json loadtests/
COPY services/chat-orchestrator/package.json services/chat-orchestrator/
COPY services/dev-identity/package.json services/dev-identity/
COPY services/document-ingest/package.json services/document-ingest/
COPY services/favourites/package.json services/favourites/
COPY services/http-parser-errors/package.json services/http-parser-errors/
COPY services/mailer/package.json services/mailer/
COPY services/planner/package.json services/planner/
COPY services/platform/package.json services/platform/
COPY services/profile/package.json services/profile/
COPY services/standalone/package.json services/standalone/
# `npm ci` refuses this lockfile (other platforms' optional binaries are not recorded, ADR 1): `npm install`
# installs the locked versions, and the build fails if it changed the lockfile.
RUN --mount=type=cache,target=/root/.npm \
    cp package-lock.json /tmp/package-lock.json \
    && npm install \
    && cmp package-lock.json /tmp/package-lock.json

COPY . .
RUN npm run build \
    && EMBEDDING_MODEL_DIR=/app/models/all-minilm-l6-v2-q npm run install:embedding-model \
    && npm prune --omit=dev

# --- runtime: Node and the built site, as an unprivileged user ---------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
LABEL org.opencontainers.image.title="europa-launchpad" \
      org.opencontainers.image.description="Company website, study-abroad planner and chat demo: services, SPA, render step of kong.yml"
ENV NODE_ENV=production \
    ONNXRUNTIME_NODE_INSTALL=skip \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    EMBEDDING_MODEL_DIR=/app/models/all-minilm-l6-v2-q \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/services services
COPY --from=build --chown=root:root /app/gateway gateway
COPY --from=build --chown=root:root /app/frontend/package.json frontend/
COPY --from=build --chown=root:root /app/frontend/dist frontend/dist
COPY --from=build --chown=root:root /app/loadtests/package.json loadtests/
COPY --from=build --chown=root:root /app/config config
COPY --from=build --chown=root:root /app/infra/keycloak/realm-europa-launchpad.json infra/keycloak/
COPY --from=build --chown=root:root /app/scripts/container-entry.mjs scripts/
COPY --from=build --chown=root:root /app/models models
# The only writable place: the embedded stores, uploads and the mail outbox (a volume; /tmp a tmpfs).
RUN mkdir -p /data && chown 1000:1000 /data
VOLUME ["/data"]
# The image's `node` user, by number so that Kubernetes' runAsNonRoot can check it.
USER 1000:1000
EXPOSE 3001 3002 3003 3004 3005 3006 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/app/scripts/container-entry.mjs", "healthcheck"]
ENTRYPOINT ["node", "/app/scripts/container-entry.mjs"]
CMD ["standalone"]
