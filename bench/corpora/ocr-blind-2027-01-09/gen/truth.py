# Writes ../truth.json (20 entries) from gen/docs.json.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
docs = json.load(open(os.path.join(HERE, "docs.json")))
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]
out = []
for d in docs:
    exp = {k: d["expected"][k] for k in KEYS}
    assert set(d["expected"]) == set(KEYS), d["id"]
    for clean in (True, False):
        out.append({"file": f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", "id": d["id"], "state": d["state"],
                    "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean, "expected": exp})
json.dump(out, open(os.path.join(HERE, "..", "truth.json"), "w"), indent=2, ensure_ascii=False)
print(len(out), "entries")
