#!/usr/bin/env bash
# The browser specs once in another order, one after the other on one server: every spec must start from data it
# makes. E2E_SHUFFLE_SEED repeats an order (E2E_SHUFFLE_SEED=reverse runs them backwards); other arguments go to
# Playwright (--shard=1/2 runs the first half of the order). Build the web app first (npm run build -w apps/web).
set -euo pipefail
cd "$(dirname "$0")/../e2e"
seed=${E2E_SHUFFLE_SEED:-$RANDOM}
rm -rf .shuffled
mkdir .shuffled
trap 'rm -rf .shuffled' EXIT
# Helpers keep their names (the specs import them); each spec gets its place in the order as a prefix.
for f in specs/*.ts; do case "$f" in *.spec.ts) ;; *) cp "$f" .shuffled/ ;; esac; done
node -e '
  const fs = require("fs");
  const seed = process.argv[1];
  const files = fs.readdirSync("specs").filter((f) => f.endsWith(".spec.ts")).sort();
  if (seed === "reverse") files.reverse();
  else {
    let s = Number(seed) >>> 0; // mulberry32: the same seed gives the same order
    const next = () => { s = (s + 0x6d2b79f5) >>> 0; let t = s; t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
    for (let i = files.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [files[i], files[j]] = [files[j], files[i]]; }
  }
  files.forEach((f, i) => fs.copyFileSync("specs/" + f, ".shuffled/" + String(i + 1).padStart(2, "0") + "-" + f));
  console.log("order (E2E_SHUFFLE_SEED=" + seed + "):\n" + files.map((f, i) => `${i + 1}. ${f}`).join("\n"));
' "$seed"
npx playwright test --config shuffled.config.ts --workers=1 "$@"
