#!/bin/sh
# The hostile project's Chromium (playwright.config.ts, decision 297): the same browser at the scheduler's idle
# priority. CDP's CPU throttling slows a page by making its main thread spin in a signal handler three quarters of the
# time, so a slowed page burns a whole core even while it waits; under SCHED_IDLE that spin takes only CPU no other
# test wants, and the page is as slow as asked, or slower, never faster. Chromium sets its threads' nice values itself
# but leaves the scheduling policy alone, so it holds for every process and thread. Without chrt (not Linux), as is.
# The browser is the one IDLE_BROWSER names (playwright.config.ts sets it to the suite's headless shell).
chromium="${IDLE_BROWSER:-/usr/bin/chromium-headless-shell}"
if command -v chrt >/dev/null 2>&1; then exec chrt --idle 0 "$chromium" "$@"; fi
exec "$chromium" "$@"
