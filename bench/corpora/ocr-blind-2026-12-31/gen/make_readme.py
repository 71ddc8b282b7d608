# Writes ../README.md: fixed prose + a document table generated from data.py
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PROSE = open(os.path.join(os.path.dirname(__file__), "README.head.md"), encoding="utf-8").read()
rows = ["| id | state | kind | layout | font | civil_number | court_name | firm | amount | photo |",
        "|---|---|---|---|---|---|---|---|---|---|"]
for d in DOCS:
    e, p = d["expected"], d["photo"]
    ph = (f"{p['size'][0]}x{p['size'][1]}, seed {p['seed']}, {p['bg']}, keystone {p['keystone']*100:.0f}%, "
          f"rot {p['rot']}°, page {p['scale']*100:.0f}%, cast {p['cast']}, blur σ{p['blur']}, noise {p['noise']}, "
          f"q{p['q']}" + (", hand shadow" if p["hand"] else "") + (", DIM" if p["dim"] else ""))
    rows.append(f"| {d['id']} | {d['state']} | {d['kind']} | {d['layout']} | {d['font']} | {e['civil_number'] or 'null'} | "
                f"{e['court_name'] or 'null'} | {e['law_firm_name'] or 'none'} | {e['lawsuit_amount']:,.2f} | {ph} |")
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write(PROSE + "\n## Document table\n\n" + "\n".join(rows) + "\n")
print("README written")
