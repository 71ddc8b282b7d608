#!/usr/bin/env python3
"""Write gen/html/NN.html and ../truth.json from data.py + layouts.py."""
import json, os
from data import DOCS, PHOTO
from layouts import LAYOUTS
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
truth = []
for d in DOCS:
    with open(os.path.join(HERE, "html", d["id"] + ".html"), "w") as f:
        f.write(LAYOUTS[d["id"]]())
    for clean in (True, False):
        fn = f"{d['id']}-clean.png" if clean else f"{d['id']}-photo.jpg"
        truth.append({"file": fn, "id": d["id"], "state": d["state"], "kind": d["kind"],
                      "layout": d["layout"], "font": d["font"], "clean": clean,
                      "expected": d["expected"]})
with open(os.path.join(OUT, "truth.json"), "w") as f:
    json.dump(truth, f, indent=1)
print("wrote", len(truth), "truth entries")
