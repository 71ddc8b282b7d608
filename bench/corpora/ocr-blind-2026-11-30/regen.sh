#!/bin/sh
# Regenerates the whole corpus from the definitions in docs-*.mjs.
set -e
cd "$(dirname "$0")"
node build.mjs          # src/NN.html + truth.json (+ field sanity checks)
node render.mjs         # NN-clean.png via headless Chromium; verifies expected strings are in the page text; fails on overflow
node photo.mjs          # NN-photo.jpg + photo-params.tsv via ImageMagick (seeded)
