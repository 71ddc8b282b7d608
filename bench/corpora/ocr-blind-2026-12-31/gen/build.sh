#!/bin/sh
# Rebuild the whole corpus: HTML -> clean PNG + innerText -> phone photos -> truth.json + checks -> README
set -e
cd "$(dirname "$0")"
python3 layouts.py
node render.js 01 02 03 04 05 06 07 08 09 10
python3 photo.py
python3 check.py
python3 make_readme.py
