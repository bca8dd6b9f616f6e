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

step() { printf '\n== %s\n' "$1"; }

step "codegen"
npm run --silent codegen
step "lint"
npm run --silent lint
step "unused code (knip)"
npm run --silent knip
step "typecheck"
npm run --silent typecheck
step "unit tests"
npx vitest run
step "browser tests"
npx playwright test
