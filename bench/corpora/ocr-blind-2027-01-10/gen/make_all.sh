#!/bin/sh
# Rebuild the corpus: html + truth.json, clean renders + innerText, phone photos, check.
set -e
cd "$(dirname "$0")"
python3 build.py
node render.js
python3 photo.py
python3 check.py
