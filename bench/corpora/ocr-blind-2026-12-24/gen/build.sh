#!/bin/sh
# Rebuild the corpus: render (Chromium) -> photos (ImageMagick 6) -> truth.json -> checks. One job at a time.
set -e
cd "$(dirname "$0")"
node render.js            # NN-clean.png + text/NN.txt + html/NN.html
rm -f photo_params.json
python3 photo.py 01 02 03 04 05 06 07 08 09 10   # NN-photo.jpg + photo_params.json
node truth.js             # ../truth.json
node fonts.js             # fonts_used.json
python3 check.py
