import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
from layouts import LAYOUTS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.makedirs(os.path.join(ROOT, "html"), exist_ok=True)
truth = []
for d in DOCS:
    with open(os.path.join(ROOT, "html", d["id"] + ".html"), "w") as f:
        f.write(LAYOUTS[d["id"]](d))
    for clean, name in ((True, d["id"] + "-clean.png"), (False, d["id"] + "-photo.jpg")):
        truth.append({"file": name, "id": d["id"], "state": d["state"], "kind": d["kind"], "layout": d["layout"],
                      "font": d["font"], "clean": clean, "expected": d["expected"]})
with open(os.path.join(ROOT, "truth.json"), "w") as f:
    json.dump(truth, f, indent=1, ensure_ascii=False)
print("wrote", len(DOCS), "html,", len(truth), "truth entries")
