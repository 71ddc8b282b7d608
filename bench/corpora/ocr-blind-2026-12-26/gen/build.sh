#!/bin/sh
# Rebuild one or more documents: sh gen/build.sh 01 02 ...  (no args = all)
set -e
cd "$(dirname "$0")/.."
IDS=${*:-"01 02 03 04 05 06 07 08 09 10"}
for i in $IDS; do
  node gen/render.js $i
  python3 gen/photo.py $i
  python3 gen/truth.py
done
python3 gen/check.py
