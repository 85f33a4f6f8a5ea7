#!/usr/bin/env bash
# Runs a development Keycloak from its distribution on Maven Central, with the europa-launchpad realm imported.
#
#   bash infra/keycloak/run-keycloak.sh                # foreground, Ctrl+C stops it
#   bash infra/keycloak/run-keycloak.sh --background   # returns once the realm answers; pid in <data dir>/keycloak.pid
#
# Environment (all optional):
#   KEYCLOAK_VERSION         keycloak-quarkus-dist version (default 26.7.3, tested here with Temurin 25)
#   KEYCLOAK_PORT            HTTP port on 127.0.0.1 (default 18080)
#   KEYCLOAK_HOSTNAME        host in the issuer and every URL Keycloak renders: 127.0.0.1 (default) or localhost
#   KEYCLOAK_DATA_DIR        this run's folder (Keycloak home with its own data/, admin password, pid, log);
#                            default: a fresh temporary folder, so every run starts from the realm file
#   KEYCLOAK_ADMIN_USER      bootstrap admin of the master realm (default admin)
#   KEYCLOAK_ADMIN_PASSWORD  its password (default: random, written to <data dir>/admin-password)
#   KEYCLOAK_START_TIMEOUT   seconds --background waits for the realm (default 180)
#   KEYCLOAK_CACHE_DIR       where the distribution is downloaded and unpacked (default <repo>/.cache/keycloak)
#   KEYCLOAK_JAVA_HOME       a JDK to use instead of searching for one (must be Java 21 or newer)
set -euo pipefail

readonly DEFAULT_KEYCLOAK_VERSION=26.7.3
readonly REALM=europa-launchpad

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
realm_file="$script_dir/realm-$REALM.json"

version="${KEYCLOAK_VERSION:-$DEFAULT_KEYCLOAK_VERSION}"
port="${KEYCLOAK_PORT:-18080}"
hostname="${KEYCLOAK_HOSTNAME:-127.0.0.1}"
cache_dir="${KEYCLOAK_CACHE_DIR:-$repo_root/.cache/keycloak}"
start_timeout="${KEYCLOAK_START_TIMEOUT:-180}"
admin_user="${KEYCLOAK_ADMIN_USER:-admin}"

log() { printf '[run-keycloak] %s\n' "$*" >&2; }
die() {
  printf '[run-keycloak] error: %s\n' "$*" >&2
  exit 1
}

background=false
for arg in "$@"; do
  case "$arg" in
    --background) background=true ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *) die "unknown argument '$arg' (expected --background or --help)" ;;
  esac
done

[[ "$port" =~ ^[0-9]+$ ]] && ((port > 0 && port < 65536)) || die "KEYCLOAK_PORT must be a TCP port, got '$port'"
[[ "$start_timeout" =~ ^[0-9]+$ ]] || die "KEYCLOAK_START_TIMEOUT must be a number of seconds, got '$start_timeout'"
case "$hostname" in
  127.0.0.1 | localhost) ;;
  *) die "KEYCLOAK_HOSTNAME must be 127.0.0.1 or localhost (Keycloak listens on 127.0.0.1 only), got '$hostname'" ;;
esac
[[ -f "$realm_file" ]] || die "realm file not found: $realm_file"

# --- Java 21 or newer ----------------------------------------------------------------------------------------
java_major() { # prints the feature version of the JDK at $1 (e.g. 17, 21, 25), nothing if it is not a JDK
  [[ -x "$1/bin/java" ]] || return 0
  "$1/bin/java" -XshowSettings:properties -version 2>&1 |
    awk -F'= ' '/java\.specification\.version/ { v = $2; sub(/^1\./, "", v); print int(v); exit }'
}

pick_java() {
  local candidate major
  local -a candidates=()
  [[ -n "${KEYCLOAK_JAVA_HOME:-}" ]] && candidates+=("$KEYCLOAK_JAVA_HOME")
  [[ -n "${JAVA_HOME:-}" ]] && candidates+=("$JAVA_HOME")
  # Temurin first (newest first), then any other JDK installed the Debian way.
  while IFS= read -r candidate; do candidates+=("$candidate"); done < <(
    compgen -G '/usr/lib/jvm/temurin-*-jdk-amd64' | sort -V -r
    compgen -G '/usr/lib/jvm/*' | sort -V -r
  )
  for candidate in "${candidates[@]}"; do
    major="$(java_major "$candidate")"
    if [[ -n "$major" ]] && ((major >= 21)); then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}

maven_java_home="${JAVA_HOME:-}" # Maven keeps the JDK it was given; Keycloak gets the one picked here
java_home="$(pick_java)" ||
  die "Keycloak $version needs Java 21 or newer; none found in KEYCLOAK_JAVA_HOME, JAVA_HOME or /usr/lib/jvm/*. Install a JDK 21+ (e.g. Temurin 25) and set JAVA_HOME."
export JAVA_HOME="$java_home"
unset JAVA # kc.sh would prefer $JAVA over $JAVA_HOME

# --- Distribution: download once, unpack once ----------------------------------------------------------------
dist_dir="$cache_dir/keycloak-$version"
zip_file="$cache_dir/keycloak-quarkus-dist-$version.zip"

fetch_distribution() {
  if [[ ! -s "$zip_file" ]]; then
    command -v mvn >/dev/null || die "Maven (mvn) is needed to download the Keycloak distribution from Maven Central"
    log "downloading org.keycloak:keycloak-quarkus-dist:$version from Maven Central ..."
    # Run from the cache folder so no project pom.xml is picked up.
    (
      if [[ -n "$maven_java_home" ]]; then export JAVA_HOME="$maven_java_home"; else unset JAVA_HOME; fi
      cd "$cache_dir" && mvn -q -B dependency:copy \
        "-Dartifact=org.keycloak:keycloak-quarkus-dist:$version:zip" \
        "-DoutputDirectory=$cache_dir"
    ) || die "could not download keycloak-quarkus-dist $version (is Maven Central reachable?)"
    [[ -s "$zip_file" ]] || die "Maven finished but $zip_file is missing"
  fi
  if [[ ! -x "$dist_dir/bin/kc.sh" ]]; then
    log "unpacking $zip_file ..."
    local staging="$cache_dir/.unpack.$$"
    rm -rf "$staging"
    mkdir -p "$staging"
    if command -v unzip >/dev/null; then
      unzip -q "$zip_file" -d "$staging" || die "could not unpack $zip_file"
    else
      (cd "$staging" && "$JAVA_HOME/bin/jar" xf "$zip_file") || die "could not unpack $zip_file"
      chmod +x "$staging/keycloak-$version/bin/"*.sh
    fi
    [[ -x "$staging/keycloak-$version/bin/kc.sh" ]] || die "$zip_file does not contain keycloak-$version/bin/kc.sh"
    rm -rf "$dist_dir"
    mv "$staging/keycloak-$version" "$dist_dir"
    rm -rf "$staging"
  fi
}

mkdir -p "$cache_dir"
if command -v flock >/dev/null; then
  # Parallel runs (e.g. several test workers) download and unpack only once.
  exec 9>"$cache_dir/.lock"
  flock -w 600 9 || die "timed out waiting for another run to finish downloading Keycloak"
  fetch_distribution
  flock -u 9
  exec 9>&-
else
  fetch_distribution
fi

# --- This run's folder: a Keycloak home whose data/ belongs to this run only ---------------------------------
created_data_dir=false
if [[ -n "${KEYCLOAK_DATA_DIR:-}" ]]; then
  data_dir="$KEYCLOAK_DATA_DIR"
  mkdir -p "$data_dir"
else
  data_dir="$(mktemp -d "${TMPDIR:-/tmp}/keycloak-$REALM.XXXXXX")"
  created_data_dir=true
fi
data_dir="$(cd "$data_dir" && pwd)"
# kc.home.dir points here: Keycloak keeps its H2 database, transaction logs and import folder under data/,
# and finds the (shared, read-only) providers and themes through these links.
for entry in conf lib providers themes; do
  [[ -e "$data_dir/$entry" ]] || ln -s "$dist_dir/$entry" "$data_dir/$entry"
done
mkdir -p "$data_dir/data/import"
cp "$realm_file" "$data_dir/data/import/realm-$REALM.json"

if [[ -n "${KEYCLOAK_ADMIN_PASSWORD:-}" ]]; then
  admin_password="$KEYCLOAK_ADMIN_PASSWORD"
else
  admin_password="$(od -An -N18 -tx1 /dev/urandom | tr -d ' \n')"
  (umask 077 && printf '%s\n' "$admin_password" >"$data_dir/admin-password")
fi

base_url="http://$hostname:$port"
issuer="$base_url/realms/$REALM"
discovery_url="http://127.0.0.1:$port/realms/$REALM/.well-known/openid-configuration"

# The bootstrap admin comes from the environment, so the password never shows up in a process listing.
export KC_BOOTSTRAP_ADMIN_USERNAME="$admin_user"
export KC_BOOTSTRAP_ADMIN_PASSWORD="$admin_password"

kc_args=(
  "-Dkc.home.dir=$data_dir"
  start-dev
  --import-realm
  --http-host=127.0.0.1
  "--http-port=$port"
  "--hostname=$base_url"
  --health-enabled=true
  --http-management-health-enabled=false
)

log "Keycloak $version, Java $(java_major "$JAVA_HOME") ($JAVA_HOME)"
log "data dir:  $data_dir"
if [[ -n "${KEYCLOAK_ADMIN_PASSWORD:-}" ]]; then
  log "admin:     $admin_user (password from KEYCLOAK_ADMIN_PASSWORD), console $base_url/admin/"
else
  log "admin:     $admin_user (password in $data_dir/admin-password), console $base_url/admin/"
fi
log "issuer:    $issuer"

# True while a process of group $1 (other than a zombie) is alive.
group_alive() { ps -eo pgid=,stat= | awk -v g="$1" '$1 == g && $2 !~ /^Z/ { found = 1 } END { exit !found }'; }
# SIGTERM to the background Keycloak (kc.sh forwards it to the JVM), SIGKILL to its whole group after 20 s.
stop_background() {
  kill -TERM "$1" 2>/dev/null || true
  local waited=0
  while group_alive "$1" && ((waited < 20)); do
    sleep 1
    waited=$((waited + 1))
  done
  if group_alive "$1"; then kill -KILL -- "-$1" 2>/dev/null || true; fi
}

if [[ "$background" == true ]]; then
  log_file="$data_dir/keycloak.log"
  pid_file="$data_dir/keycloak.pid"
  # Own session, so the caller's Ctrl+C does not reach it; stop it with: kill "$(cat <data dir>/keycloak.pid)".
  setsid "$dist_dir/bin/kc.sh" "${kc_args[@]}" </dev/null >"$log_file" 2>&1 &
  pid=$!
  printf '%s\n' "$pid" >"$pid_file"
  log "starting in the background (pid $pid, log $log_file); waiting up to ${start_timeout}s for the realm ..."
  deadline=$((SECONDS + start_timeout))
  until curl -fsS -o /dev/null --max-time 5 "$discovery_url" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 40 "$log_file" >&2 || true
      rm -f "$pid_file"
      die "Keycloak exited during start-up (log above, full log in $log_file)"
    fi
    if ((SECONDS >= deadline)); then
      tail -n 40 "$log_file" >&2 || true
      stop_background "$pid"
      rm -f "$pid_file"
      die "Keycloak did not answer $discovery_url within ${start_timeout}s; stopped it (log in $log_file)"
    fi
    sleep 1
  done
  log "ready: $issuer/.well-known/openid-configuration (pid file $pid_file)"
  exit 0
fi

# Foreground: Ctrl+C or SIGTERM stops Keycloak gracefully; a temporary data dir is removed afterwards.
"$dist_dir/bin/kc.sh" "${kc_args[@]}" &
kc_pid=$!
stop_keycloak() { kill -TERM "$kc_pid" 2>/dev/null || true; }
trap stop_keycloak INT TERM HUP
wait "$kc_pid" && status=0 || status=$?
# A trapped signal interrupts wait: keep waiting until Keycloak has really exited.
while kill -0 "$kc_pid" 2>/dev/null; do
  wait "$kc_pid" && status=0 || status=$?
done
trap - INT TERM HUP
if [[ "$created_data_dir" == true ]]; then
  rm -rf "$data_dir"
fi
exit "$status"
