#!/bin/sh
# Rebuild the corpus: HTML + truth, then render and photograph one document at a time, then check.
set -e
cd "$(dirname "$0")/.."
python3 gen/build_html.py
for i in 01 02 03 04 05 06 07 08 09 10; do node gen/render.js $i; python3 gen/photo.py $i; done
python3 gen/check.py
