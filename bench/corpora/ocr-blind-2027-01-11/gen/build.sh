#!/bin/sh
# Rebuild the whole corpus: HTML + truth.json, clean renders, photos, check.
set -e
cd "$(dirname "$0")"
python3 build.py
node render.js
python3 photo.py
node check.js
