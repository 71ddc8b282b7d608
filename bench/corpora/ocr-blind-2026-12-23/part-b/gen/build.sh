#!/bin/sh
# Rebuild the whole part-b corpus: HTML -> clean PNG + innerText -> phone photos -> truth.json + checks.
set -e
cd "$(dirname "$0")"
python3 build_html.py
node render.js
python3 photo.py
python3 check.py
