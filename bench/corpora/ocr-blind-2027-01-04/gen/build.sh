#!/bin/sh
# Rebuild the whole corpus: render clean pages + innerText, photograph, write truth.json and check.
set -e
cd "$(dirname "$0")"
node render.js
python3 photo.py
rm -rf tmp
python3 check.py
