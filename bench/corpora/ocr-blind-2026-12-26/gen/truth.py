#!/usr/bin/env python3
"""Rebuild truth.json from gen/out/NN.meta.json for every document that has images."""
import json, os, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = []
for m in sorted(glob.glob(os.path.join(ROOT, "gen", "out", "*.meta.json"))):
    meta = json.load(open(m)); i = meta["id"]
    for clean, fn in ((True, f"{i}-clean.png"), (False, f"{i}-photo.jpg")):
        if os.path.exists(os.path.join(ROOT, fn)):
            out.append({"file": fn, "id": i, "state": meta["state"], "kind": meta["kind"], "layout": meta["layout"],
                        "font": meta["font"], "clean": clean, "expected": meta["expected"]})
json.dump(out, open(os.path.join(ROOT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print("truth.json:", len(out), "entries")
