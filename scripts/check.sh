#!/usr/bin/env bash
# The whole test suite, as the README's test command runs it:
#   1. the Python reference environment (created if missing),
#   2. golden outcomes regenerated with real Python and compared with the committed ones,
#   3. lint (Biome + the import-direction rule) and the type check,
#   4. a production build and its size budget (initial JS <= 150 KB gzip, Monaco lazy only),
#   5. Vitest: the engine held to the goldens, unit and component tests, differential and
#      source-mutation fuzzing (FUZZ_SEED fixes the seed), and end-to-end tests of the built
#      app in Debian's Chromium (flows, accessibility, strict CSP, inert user text).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-python.sh
fresh=$(mktemp -d)
.venv/bin/python scripts/golden.py "$fresh"
if ! diff -r "$fresh" test/corpus/golden > /tmp/golden-drift.txt; then
  echo "Golden outcomes differ from what real Python produces now (run: npm run golden):"
  head -n 40 /tmp/golden-drift.txt
  exit 1
fi
echo "goldens: $(ls "$fresh" | wc -l) outcomes regenerated with real Python, identical to the committed ones"
npm run --silent lint
npm run --silent typecheck
bash scripts/setup-chromium.sh
npx vite build --logLevel warn
npx tsx scripts/check-budget.ts
npx vitest run "$@"
