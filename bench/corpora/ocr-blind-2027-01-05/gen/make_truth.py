"""Write ../truth.json (20 entries: NN-clean.png and NN-photo.jpg per document)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docs import DOCS
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount", "civil_number",
        "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code", "determine_if_lawsuit_exists"]
rows = []
for d in DOCS:
    exp = d["expected"]
    assert list(exp) == KEYS, (d["id"], list(exp))
    for clean in (True, False):
        rows.append({"file": f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", "id": d["id"], "state": d["state"],
                     "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean, "expected": exp})
json.dump(rows, open(os.path.join(OUT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print("truth.json:", len(rows), "entries")
