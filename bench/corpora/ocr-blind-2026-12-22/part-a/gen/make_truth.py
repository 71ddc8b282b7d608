# Write ../truth.json (20 entries: clean + photo per document; both share `expected`).
import os, sys, json
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = []
for d in DOCS:
    for clean in (True, False):
        rows.append({"file": "%s-%s" % (d["id"], "clean.png" if clean else "photo.jpg"), "id": d["id"], "state": d["state"],
                     "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean, "expected": d["expected"]})
json.dump(rows, open(os.path.join(OUT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print("truth.json entries:", len(rows))
