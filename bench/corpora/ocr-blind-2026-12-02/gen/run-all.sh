#!/bin/sh
# Rebuild the whole corpus, one image at a time (the machine is shared): data -> HTML + truth.json -> clean PNGs -> photos -> checks.
set -e
cd "$(dirname "$0")"
node build.js
node render.js
node photo.js > photo-log.txt
node verify.js
