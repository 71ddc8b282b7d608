"""Write ../README.md (static text + document table from data.py)."""
import os
from data import DOCS, photo_size
HERE = os.path.dirname(os.path.abspath(__file__))
rows = []
for d in DOCS:
    e, p = d["expected"], d["photo"]
    W, H = photo_size(d["id"])
    ps = (f"seed {p['seed']}, {W}x{H}, keystone {p['keystone']}%, rot {p['rot']}°, page {int(p['frac']*100)}%, "
          f"{p['bg']}, cast {p['cast']}, blur σ{p['blur']}, noise {p['noise']}, q{p['q']}"
          + (", hand shadow" if p["hand"] else "") + (", DIM" if p["dim"] else ""))
    rows.append(f"| {d['id']} | {d['state']} | {d['kind']} | {d['layout']} | {d['font']} | {e['civil_number'] or '—'} | "
                f"{e['court_name'] or '—'} | {e['law_firm_name'] or 'none'} | {e['lawsuit_amount']:,.2f} | {ps} |")
table = "\n".join(rows)
text = open(os.path.join(HERE, "README.template.md")).read().replace("{{TABLE}}", table)
open(os.path.join(os.path.dirname(HERE), "README.md"), "w").write(text)
print("README written")
