import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from layouts import LAYOUTS
out = os.path.join(os.path.dirname(__file__), "html"); os.makedirs(out, exist_ok=True)
for k, f in LAYOUTS.items():
    open(os.path.join(out, f"{k}.html"), "w").write(f())
print("html written:", len(LAYOUTS))
