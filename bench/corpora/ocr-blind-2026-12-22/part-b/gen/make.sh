#!/bin/sh
# Rebuild the whole corpus: HTML + truth, clean renders + innerText, photos, check.
set -e
cd "$(dirname "$0")"
python3 build.py
node render.js
for i in 11 12 13 14 15 16 17 18 19 20; do python3 photo.py $i & done; wait
python3 check.py
