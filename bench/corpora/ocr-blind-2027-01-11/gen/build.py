# Writes gen/html/NN.html and ../truth.json from data.py + layouts.py
import json, os
from data import DOCS
from layouts import LAYOUTS
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
truth = []
for d in DOCS:
    open(os.path.join(HERE, "html", d["id"] + ".html"), "w").write(LAYOUTS[d["id"]]())
    for clean in (True, False):
        truth.append({"file": f'{d["id"]}-{"clean.png" if clean else "photo.jpg"}', "id": d["id"], "state": d["state"],
                      "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean,
                      "expected": d["expected"]})
json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print("wrote", len(truth), "truth entries")
