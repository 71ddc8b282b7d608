#!/bin/sh
# Rebuild the whole corpus: HTML -> clean PNG + innerText -> phone photos -> truth.json -> check.
set -e
cd "$(dirname "$0")"
python3 docs.py
node render.js
python3 photo.py > out/photo_params.txt
python3 truth.py
python3 check.py
