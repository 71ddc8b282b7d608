#!/bin/sh
# Rebuild the whole corpus: render clean pages, photograph them, write truth, check.
set -e
cd "$(dirname "$0")"
node render.js
python3 photo.py
python3 truth.py
python3 check.py
