#!/usr/bin/env bash
# Every test, in the order CI runs them: lint, type check, unit + API + web tests on PGlite in memory, the API
# tests again on a fresh PostgreSQL database, the browser tests (then again on two instances behind nginx), then that no temp folder of the run is left. Ends with
# one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Everything this run puts in the temp directory lands here, so the check at the end sees this run's leftovers
# and no one else's.
export TMPDIR="$out/tmp"
mkdir "$TMPDIR"

# Each step's heading says how long the run has taken so far, so a slow step shows in CI's log.
started=$SECONDS
step() { printf '\n=== %s (at %d:%02d) ===\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

step "lint (biome)"
npx biome check .

step "type check"
npm run typecheck --silent

step "unit, API and web tests (PGlite in memory)"
npx vitest run --project unit --project api --project web --reporter=default --reporter=json --outputFile.json="$out/vitest.json"

step "API tests on PostgreSQL"
bash scripts/test-pg.sh --reporter=default --reporter=json --outputFile.json="$out/vitest-pg.json"

step "browser tests (Chromium)"
npm run build -w apps/web
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npm run test -w e2e -- --reporter=list,json

step "browser tests on two instances behind nginx (PostgreSQL, Redis, s3rver)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e-cluster.json" npm run test -w e2e -- --config cluster.config.ts --reporter=list,json

step "temp folders left behind"
# What a run creates, it removes: uploads of in-memory servers, e2e data, export files, test fixtures.
left=$(find "$TMPDIR" -mindepth 1 -maxdepth 1 \( -name 'console-*' -o -name 'export-*' -o -name 'migrations-*' \))
if [ -n "$left" ]; then printf 'left in the temp directory:\n%s\n' "$left"; else echo "none"; fi

printf '\nall steps took %d:%02d\n' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0;
  if (process.argv[2]) failed += 1; // the temp-folder check above
  for (const f of ["vitest.json", "vitest-pg.json"]) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  for (const f of ["e2e.json", "e2e-cluster.json"]) {
    const e = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8")).stats;
    passed += e.expected + e.flaky; failed += e.unexpected; skipped += e.skipped;
  }
  console.log(`\n${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
  process.exit(failed ? 1 : 0);
' "$out" "$left"
