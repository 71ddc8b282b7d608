#!/bin/sh
# Rebuild the whole corpus: HTML -> clean PNG + innerText -> photos -> truth.json -> check
set -e
cd "$(dirname "$0")"
python3 build_html.py
node render.js
for i in 01 02 03 04 05 06 07 08 09 10; do python3 photo.py $i & done; wait
python3 make_truth.py
python3 check.py
