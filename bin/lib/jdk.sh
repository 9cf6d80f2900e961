# shellcheck shell=bash
# Shared helpers for rpcgate's scripts (bin/rpcgate, bin/test, bin/bench, .ci/run).
#
# Source this file; do not run it. It changes no shell options: the scripts that
# source it run under `set -euo pipefail`, and every function here is safe under it.
#
#   find_jdk21         print the home of a JDK >= 21 (see PLATFORM.md §1)
#   use_jdk21          find one and export JAVA_HOME, PATH and MAVEN_OPTS for it
#   ensure_packages    apt-get install the Debian packages whose commands are missing
#   mvn_cmd            run `mvn -B -ntp ARGS...` from the repo root with that JDK

if [ -n "${_RPCGATE_LIB_JDK_SOURCED:-}" ]; then return 0; fi
_RPCGATE_LIB_JDK_SOURCED=1

# The repo root: two levels above this file (bin/lib/jdk.sh), symlinks resolved.
RPCGATE_ROOT=$(cd -- "$(dirname -- "$(readlink -f -- "${BASH_SOURCE[0]}")")/../.." && pwd -P)

# java_major HOME -> the feature version of the JDK at HOME (17, 21, 25, ...), or nothing.
# Reads HOME/release (no JVM start, so bin/rpcgate stays fast); falls back to `java -version`.
java_major() {
  local home=$1 line="" v=""
  if [ -r "$home/release" ]; then
    while IFS= read -r line; do
      case $line in JAVA_VERSION=*) v=${line#JAVA_VERSION=}; v=${v//\"/}; break ;; esac
    done < "$home/release"
  fi
  if [ -z "$v" ] && [ -x "$home/bin/java" ]; then
    v=$("$home/bin/java" -version 2>&1 | sed -n '1s/.*version "\([^"]*\)".*/\1/p') || v=""
  fi
  v=${v#1.}          # 1.8.0_x -> 8.0_x
  v=${v%%[!0-9]*}    # 25.0.3 -> 25, 21-ea -> 21
  printf '%s\n' "$v"
}

# find_jdk21 -> prints the home of a JDK >= 21: $JAVA_HOME if it is one, else the newest
# /usr/lib/jvm/* that has bin/javac, else the JDK of the javac on PATH; else fails with a message.
find_jdk21() {
  local home v best="" bestv=0 javac
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    v=$(java_major "$JAVA_HOME")
    if [ "${v:-0}" -ge 21 ]; then printf '%s\n' "${JAVA_HOME%/}"; return 0; fi
  fi
  for home in /usr/lib/jvm/*/; do
    home=${home%/}
    [ -x "$home/bin/javac" ] || continue
    v=$(java_major "$home")
    if [ "${v:-0}" -gt "$bestv" ]; then best=$home; bestv=$v; fi
  done
  if [ "$bestv" -ge 21 ]; then printf '%s\n' "$best"; return 0; fi
  if javac=$(command -v javac 2>/dev/null); then
    home=$(dirname -- "$(dirname -- "$(readlink -f -- "$javac")")")
    v=$(java_major "$home")
    if [ "${v:-0}" -ge 21 ]; then printf '%s\n' "$home"; return 0; fi
  fi
  {
    echo "rpcgate: no JDK >= 21 found."
    echo "  Looked at JAVA_HOME (${JAVA_HOME:-unset}), /usr/lib/jvm/*/bin/javac and the javac on PATH."
    echo "  Install a JDK 21 or newer and point JAVA_HOME at it."
  } >&2
  return 1
}

# use_jdk21: export JAVA_HOME (a JDK >= 21) and put its bin first on PATH. On JDK >= 23 also add
# --sun-misc-unsafe-memory-access=allow to MAVEN_OPTS (silences Maven's guava warning; JDKs
# before 23 refuse to start with that flag, so it is never added for them).
use_jdk21() {
  local home major
  home=$(find_jdk21) || return 1
  export JAVA_HOME=$home
  case ":$PATH:" in
    "$JAVA_HOME/bin:"*) ;;
    *) export PATH="$JAVA_HOME/bin:$PATH" ;;
  esac
  major=$(java_major "$JAVA_HOME")
  if [ "${major:-0}" -ge 23 ]; then
    case " ${MAVEN_OPTS:-} " in
      *" --sun-misc-unsafe-memory-access=allow "*) ;;
      *) export MAVEN_OPTS="${MAVEN_OPTS:+$MAVEN_OPTS }--sun-misc-unsafe-memory-access=allow" ;;
    esac
  fi
}

# ensure_packages PKG:CMD ... — install the Debian packages whose command is missing.
#   ensure_packages chromium:chromium chromium-driver:chromedriver redis-server:redis-server
# A bare PKG (no :CMD) is checked with dpkg instead. When something is missing this runs
# `apt-get update` (once per run, also across nested scripts) and one `apt-get install -y`.
# apt-get's output goes to stderr so that a command's stdout stays its own.
ensure_packages() {
  local spec pkg cmd missing=()
  for spec in "$@"; do
    pkg=${spec%%:*}
    cmd=""
    case $spec in *:*) cmd=${spec#*:} ;; esac
    if [ -n "$cmd" ]; then
      if command -v "$cmd" >/dev/null 2>&1; then continue; fi
    else
      case $(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true) in *"install ok installed"*) continue ;; esac
    fi
    missing+=("$pkg")
  done
  if [ "${#missing[@]}" -eq 0 ]; then return 0; fi

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
      echo "rpcgate: missing packages ${missing[*]}; install them as root (apt-get install -y ${missing[*]})" >&2
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "rpcgate: missing packages ${missing[*]} and no apt-get to install them; install them by hand" >&2
    return 1
  fi
  echo "rpcgate: installing ${missing[*]} with apt-get" >&2
  if [ -z "${_RPCGATE_APT_UPDATED:-}" ]; then
    "${sudo[@]}" apt-get update >&2 || return 1
    export _RPCGATE_APT_UPDATED=1
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >&2
}

# mvn_cmd ARGS... — run `mvn -B -ntp ARGS...` in the repo root on a JDK >= 21; returns Maven's exit code.
mvn_cmd() {
  use_jdk21 || return 1
  ensure_packages maven:mvn || return 1
  (cd -- "$RPCGATE_ROOT" && exec mvn -B -ntp "$@")
}
