#!/usr/bin/env bash
# Runs the browser suite on a pinned clock, so a run gives the same result whichever day it runs:
# the specs, the server and Chromium all start at E2E_CLOCK (the property's wall-clock time in
# Cairo) and go on from there, through libfaketime (Debian's `faketime`). Another day:
#   E2E_CLOCK=2026-11-30T10:00 bash scripts/e2e.sh e2e/calendar-moves.spec.ts
# E2E_CLOCK=now runs on the real clock.
set -euo pipefail
clock="${E2E_CLOCK:-2026-12-02T10:00}"
if [ "$clock" != now ]; then
  lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
  if [ -z "$lib" ]; then
    echo "The browser suite pins its clock with libfaketime: apt-get install faketime (or E2E_CLOCK=now)." >&2
    exit 1
  fi
  offset=$(($(TZ=Africa/Cairo date -d "$clock" +%s) - $(date +%s)))
  # One offset for every process, so they share one clock; monotonic timers stay real.
  export LD_PRELOAD="$lib" FAKETIME="$(printf '%+d' "$offset")" FAKETIME_DONT_FAKE_MONOTONIC=1
  echo "Browser suite clock: $(TZ=Africa/Cairo date -d "$clock") (E2E_CLOCK)"
fi
exec pnpm exec playwright test "$@"
