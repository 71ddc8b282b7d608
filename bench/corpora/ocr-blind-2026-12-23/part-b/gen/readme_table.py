# Prints the README document table from data.py
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
print("| id | state | kind | layout | font | civil_number | court_name | firm | amount | photo (size, bg, keystone, rot, page scale, blur σ, noise, JPEG q, extras) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for d in DOCS:
    e, p = d["expected"], d["photo"]
    ex = ", ".join(x for x, on in (("hand shadow", p["hand"]), ("dim", p["dim"])) if on) or "-"
    print(f"| {d['id']} | {d['state']} | {d['kind']} | {d['layout']} | {d['font']} | {e['civil_number'] or 'null'} | "
          f"{e['court_name'] or 'null'} | {e['law_firm_name'] or 'none'} | {e['lawsuit_amount']:.2f} | "
          f"{p['size'][0]}x{p['size'][1]}, {p['bg']}, {p['keystone']*100:.0f}%, {p['rot']}°, {p['scale']*100:.0f}%, "
          f"{p['blur']}, {p['noise']*10:.1f}, q{p['q']}, cast {p['cast']}, seed {p['seed']}, {ex} |")
