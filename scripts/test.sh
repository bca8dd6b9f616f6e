#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs Debian's Chromium when it is missing,
# because Playwright cannot download its own browsers here.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "[primedia] /usr/bin/chromium is missing: installing Debian's chromium"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core >/dev/null
fi

# Each step's wall time, printed again at the end, failed step included (the browser tests also print theirs by
# project), so a slow machine shows where the time went.
TIMES=()
step() {
  local name="$1" started=$SECONDS status=0
  shift
  printf '\n== %s\n' "$name"
  "$@" || status=$?
  local spent=$((SECONDS - started)) outcome=""
  if [ "$status" != 0 ]; then outcome=" (failed)"; fi
  TIMES+=("$(printf '%-14s %dm %02ds%s' "$name" $((spent / 60)) $((spent % 60)) "$outcome")")
  return "$status"
}
print_times() {
  if [ ${#TIMES[@]} -gt 0 ]; then
    printf '\n[primedia] time by step:\n'
    printf '  %s\n' "${TIMES[@]}"
  fi
}
trap print_times EXIT

step "codegen" npm run --silent codegen
step "lint" npm run --silent lint
step "unused code" npm run --silent knip
step "typecheck" npm run --silent typecheck
step "unit tests" npx vitest run
step "browser tests" npx playwright test
