{{/* vim: set filetype=mustache: */}}

{{/* The chart's name. */}}
{{- define "site.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The full name: release and chart, or fullnameOverride. */}}
{{- define "site.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Labels of every resource. */}}
{{- define "site.labels" -}}
app.kubernetes.io/name: {{ include "site.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Labels of one service's resources: dict "root" $ "name" <service>. */}}
{{- define "site.componentLabels" -}}
{{ include "site.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Selector of one service's pods. */}}
{{- define "site.selectorLabels" -}}
app.kubernetes.io/name: {{ include "site.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Annotations of every resource. */}}
{{- define "site.annotations" -}}
{{- with .Values.commonAnnotations }}
annotations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* The site's image: registry/repository@digest, or :tag (the appVersion by default). */}}
{{- define "site.image" -}}
{{- $image := .Values.image -}}
{{- if $image.digest -}}
{{- printf "%s/%s@%s" $image.registry $image.repository $image.digest -}}
{{- else -}}
{{- printf "%s/%s:%s" $image.registry $image.repository (default .Chart.AppVersion $image.tag) -}}
{{- end -}}
{{- end -}}

{{- define "site.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "site.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* The Secret the services read: the existing one, or the chart's. */}}
{{- define "site.secretName" -}}
{{- default (include "site.fullname" .) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* Whether the chart's own Secret holds a key: dict "root" $ "key" <key>. */}}
{{- define "site.secretHasKey" -}}
{{- $values := dict "mongo-url" .root.Values.secrets.mongoUrl "qdrant-api-key" .root.Values.secrets.qdrantApiKey "smtp-url" .root.Values.secrets.smtpUrl -}}
{{- if or .root.Values.secrets.existingSecret (get $values .key) -}}true{{- end -}}
{{- end -}}

{{/*
Variables of one service beyond the shared ConfigMaps: those the chart derives from config for the service that
reads them, then the service's own env.
*/}}
{{- define "site.serviceEnv" -}}
{{- $config := .root.Values.config -}}
{{- $env := dict -}}
{{- if eq .name "document-ingest" }}{{- $_ := set $env "QDRANT_URL" $config.qdrantUrl -}}{{- end -}}
{{- if eq .name "chat-orchestrator" }}{{- $_ := set $env "OLLAMA_URL" $config.ollamaUrl -}}{{- end -}}
{{- if eq .name "mailer" }}{{- $_ := set $env "MAIL_TO" $config.mailTo -}}{{- $_ := set $env "MAIL_FROM" $config.mailFrom -}}{{- end -}}
{{- $env = merge (deepCopy .service.env) $env -}}
{{- range $key := keys $env | sortAlpha }}
- name: {{ $key }}
  value: {{ get $env $key | toString | quote }}
{{- end }}
{{- end -}}
