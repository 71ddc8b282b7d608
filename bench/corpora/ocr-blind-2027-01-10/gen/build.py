# Writes gen/html/NN.html and ../truth.json from data.py + layouts.py
import json, os
from data import DOCS
from layouts import page
here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(here, "html"), exist_ok=True)
truth = []
for d in DOCS:
    open(os.path.join(here, "html", d["id"] + ".html"), "w").write(page(d["id"]))
    for clean in (True, False):
        truth.append({"file": f"{d['id']}-clean.png" if clean else f"{d['id']}-photo.jpg",
                      "id": d["id"], "state": d["state"], "kind": d["kind"], "layout": d["layout"],
                      "font": d["font"], "clean": clean, "expected": d["expected"]})
json.dump(truth, open(os.path.join(here, "..", "truth.json"), "w"), indent=1, ensure_ascii=False)
print(len(truth), "truth entries")
