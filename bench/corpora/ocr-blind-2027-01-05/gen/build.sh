#!/bin/sh
# Rebuild the corpus: HTML -> Chromium render (PNG + innerText) -> phone photos -> truth.json -> check.
# Needs: python3, node >= 20 (uses --experimental-websocket for CDP), /usr/bin/chromium, ImageMagick 6 convert,
# fonts: Liberation, DejaVu, Carlito, Courier Prime, Dancing Script, URW base35 (.otf, loaded via @font-face).
set -e
cd "$(dirname "$0")"
python3 write_html.py
node --experimental-websocket render.mjs "$@"
python3 photo.py "$@"
python3 make_truth.py
python3 check.py
