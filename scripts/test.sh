#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs Debian's Chromium and its headless shell, and
# Firefox ESR and WebKitGTK with the display and audio sink they need, when they are missing, because Playwright
# cannot download its own browsers here.
set -euo pipefail
cd "$(dirname "$0")/.."

# WebKitGTK decodes AAC through GStreamer's libav plugin; Firefox needs a PulseAudio sink to play at all.
NEEDED=(chromium chromium-headless-shell fonts-liberation fonts-dejavu-core firefox-esr webkit2gtk-driver xvfb
  pulseaudio gstreamer1.0-libav gstreamer1.0-plugins-good)
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

# Lint and the typecheck each keep one core busy for most of a minute: they run side by side (with the unused-code
# check), each into a log of its own, printed in order once all have ended, and the step fails if any of them did.
static_checks() {
  local dir name status=0 failed=()
  dir="$(mktemp -d)"
  npm run --silent lint >"$dir/lint" 2>&1 & local lint=$!
  npm run --silent typecheck >"$dir/typecheck" 2>&1 & local typecheck=$!
  npm run --silent knip >"$dir/knip" 2>&1 || failed+=("unused code")
  wait "$lint" || failed+=("lint")
  wait "$typecheck" || failed+=("typecheck")
  for name in lint typecheck knip; do
    if [ -s "$dir/$name" ]; then printf -- '-- %s\n' "$name"; cat "$dir/$name"; fi
  done
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "[primedia] failed: ${failed[*]}"
    status=1
  fi
  return "$status"
}

step "codegen" npm run --silent codegen
# The test media and the two production builds, made beside the static checks and the unit tests
# (tests/support/prepare.ts): Playwright starts the browser tests' servers one after another, and each made its
# part before the next began.
PREPARE_LOG="$(mktemp)"
# In a process group of its own, so that a run that ends early stops its builds and ffmpeg jobs too.
setsid node --import tsx tests/support/prepare.ts >"$PREPARE_LOG" 2>&1 &
PREPARE_PID=$!
stop_prepare() {
  kill -- -"$PREPARE_PID" 2>/dev/null || true
  rm -f "$PREPARE_LOG"
}
trap 'print_times; stop_prepare' EXIT
step "static checks" static_checks
step "unit tests" npx vitest run
# The restart project stops and restarts its platform, so it cannot share one with the other tests: it runs beside
# them as a second Playwright run with a platform, app and demo of its own (TEST_RUN=restart,
# tests/support/ports.ts). It starts once the first run's platform answers, so the test media is made once, and
# its output follows the first run's.
browser_tests() {
  local restart_log status=0 restart_status=0
  # A failed preparation is not the run's failure: the servers then make what they need themselves, and say so.
  wait "$PREPARE_PID" || echo "[primedia] preparing the media and builds ahead failed; the servers make them:"
  cat "$PREPARE_LOG"
  restart_log="$(mktemp)"
  (
    node --import tsx --input-type=module -e "
      import { CONTROL_URL } from './tests/support/ports.ts';
      import { waitFor } from './tests/support/wait-for.ts';
      await waitFor(CONTROL_URL + '/health', 900_000);"
    TEST_RUN=restart npx playwright test --project restart
  ) >"$restart_log" 2>&1 &
  local restart_pid=$!
  npx playwright test --project main --project dev --project journeys --project journeys-pinned-clock \
    --project engines --project newcomer || status=$?
  wait "$restart_pid" || restart_status=$?
  printf '\n== browser tests: the restart project, run beside the others\n'
  cat "$restart_log"
  rm -f "$restart_log"
  if [ "$status" != 0 ]; then return "$status"; fi
  return "$restart_status"
}

step "browser tests" browser_tests
