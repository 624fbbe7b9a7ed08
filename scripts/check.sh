#!/usr/bin/env bash
# The whole test suite, as the README's test command runs it:
#   1. the Python reference environment (created if missing),
#   2. golden outcomes regenerated with real Python and compared with the committed ones,
#   3. lint (Biome + the import-direction rule) and the type check,
#   4. a production build and its size budget (initial JS <= 100 KB gzip a page, Monaco lazy only),
#   5. Vitest: the engine held to the goldens, unit and component tests, differential and
#      source-mutation fuzzing (FUZZ_SEED fixes the seed), and end-to-end tests of the built
#      app in Debian's Chromium (flows, accessibility, strict CSP, inert user text).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-python.sh
.venv/bin/python scripts/golden.py --check
npm run --silent lint
npm run --silent typecheck
bash scripts/setup-chromium.sh
npx vite build --logLevel warn
npx tsx scripts/check-budget.ts
npx vitest run "$@"
