#!/bin/sh
# Rebuild the whole corpus, one page at a time (2-core machine).
set -e
cd "$(dirname "$0")"
for i in 01 02 03 04 05 06 07 08 09 10; do node render.js $i; python3 photo.py $i; done
node make_truth.js
python3 check.py
