#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs Debian's Chromium, and Firefox ESR and WebKitGTK
# with the display and audio sink they need, when they are missing, because Playwright cannot download its own
# browsers here.
set -euo pipefail
cd "$(dirname "$0")/.."

# WebKitGTK decodes AAC through GStreamer's libav plugin; Firefox needs a PulseAudio sink to play at all.
NEEDED=(chromium fonts-liberation fonts-dejavu-core firefox-esr webkit2gtk-driver xvfb pulseaudio gstreamer1.0-libav
  gstreamer1.0-plugins-good)
MISSING=()
for package in "${NEEDED[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then MISSING+=("$package"); fi
done
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "[primedia] installing Debian's ${MISSING[*]}"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  # Wait for a package manager that is already running (an unattended upgrade, another install) instead of
  # failing the whole run on its lock.
  APT=(apt-get -o DPkg::Lock::Timeout=600)
  $SUDO "${APT[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO "${APT[@]}" install -y -qq "${MISSING[@]}" >/dev/null
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
step "other engines" npx playwright test -c playwright.engines.config.ts
