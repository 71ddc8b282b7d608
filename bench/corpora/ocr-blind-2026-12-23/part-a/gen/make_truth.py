"""Write ../truth.json (20 entries: clean + photo per document)."""
import json, os
from data import DOCS
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]
out = []
for d in DOCS:
    assert list(d["expected"].keys()) == KEYS, d["id"]
    for clean in (True, False):
        out.append({"file": f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", "id": d["id"], "state": d["state"],
                    "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean,
                    "expected": d["expected"]})
with open(os.path.join(os.path.dirname(HERE), "truth.json"), "w") as f:
    json.dump(out, f, indent=2)
print("truth entries:", len(out))
