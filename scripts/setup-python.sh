#!/usr/bin/env bash
# Creates .venv with the reference environment (CPython + pydantic 2.13 + torch 2.13 CPU + pytest)
# unless it is already there. Idempotent; about 30 s the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
if .venv/bin/python -c 'import pydantic, torch, pytest; assert pydantic.VERSION.startswith("2.13"); assert torch.__version__.startswith("2.13")' 2>/dev/null; then
  exit 0
fi
python3 -m venv .venv
.venv/bin/pip install --quiet --retries 0 --timeout 3 "pydantic==2.13.*" "torch==2.13.*" "pytest"
