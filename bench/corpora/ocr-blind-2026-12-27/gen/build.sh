#!/bin/sh
# rebuild the corpus: HTML + truth.json, clean renders, phone photos (one at a time), then check
set -e
cd "$(dirname "$0")"
node make.js
for i in 01 02 03 04 05 06 07 08 09 10; do node render.js $i; python3 photo.py $i; done
node check.js
