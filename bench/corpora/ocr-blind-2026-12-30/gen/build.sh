#!/bin/sh
# Rebuild the whole corpus: render clean pages, write truth.json, make phone photos, run the truth check.
set -e
cd "$(dirname "$0")"
node render.js
node build_truth.js
python3 photo.py
rm -rf tmp
python3 check.py
