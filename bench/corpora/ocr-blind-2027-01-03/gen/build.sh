#!/bin/sh
# Rebuild the whole corpus: render clean pages, make photos, write truth.json, check.
set -e
cd "$(dirname "$0")"
node render.js
python3 photo.py
node truth.js
python3 check.py
