# Writes ../README.md (static text + document table generated from data.py)
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import DOCS
rows = []
for d in DOCS:
    e, p = d["expected"], d["photo"]
    ph = "%dx%d, %s, keystone %.1f%%, rot %+.1f°, page %d%%, blur σ%.1f, noise %.2f, q%d, %s cast%s%s" % (
        p["size"][0], p["size"][1], p["bg"], p["keystone"] * 100, p["rot"], p["frac"] * 100, p["blur"], p["noise"], p["quality"],
        p["cast"], ", hand shadow" if p["hand"] else "", ", DIM" if p["dim"] else "")
    rows.append("| %s | %s | %s | %s | %s | %s | %s | %s | %.2f | seed %d; %s |" % (
        d["id"], d["state"], d["kind"], d["layout"], d["font"] + " " + d["size"], e["civil_number"] or "null",
        e["court_name"] or "null", e["law_firm_name"] or "none", e["lawsuit_amount"], p["seed"], ph))
TEXT = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "README.template.md")).read()
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md"), "w").write(TEXT.replace("{{TABLE}}", "\n".join(rows)))
print("README written")
