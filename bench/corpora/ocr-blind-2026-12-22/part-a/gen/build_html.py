import os, json, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
from layouts import LAYOUTS
out = os.path.join(os.path.dirname(__file__), "html"); os.makedirs(out, exist_ok=True)
for d in DOCS:
    open(os.path.join(out, d["id"] + ".html"), "w").write(LAYOUTS[d["id"]](d))
print("wrote", len(DOCS))
