"""Write gen/html/NN.html from layouts.py."""
import os
from layouts import LAYOUTS
here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(here, "html"), exist_ok=True)
for k, fn in LAYOUTS.items():
    with open(os.path.join(here, "html", f"{k}.html"), "w") as f:
        f.write(fn())
print("wrote", len(LAYOUTS), "html files")
