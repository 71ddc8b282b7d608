"""Write truth.json (20 entries) from docs.py."""
import json, os
from docs import DOCS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["customer_name","plaintiff_name","law_firm_name","lawyer_email","lawsuit_state","lawsuit_amount","civil_number",
        "court_name","customer_street","customer_city","customer_state","customer_zip_code","determine_if_lawsuit_exists"]
out = []
for d in DOCS:
    exp = {k: d["expected"][k] for k in KEYS}
    assert set(d["expected"]) == set(KEYS), d["id"]
    font = d["font"].split(" + ")[0].split(" / ")[0]
    for clean, f in ((True, f"{d['id']}-clean.png"), (False, f"{d['id']}-photo.jpg")):
        out.append(dict(file=f, id=d["id"], state=d["state"], kind=d["kind"], layout=d["layout"], font=font, clean=clean, expected=exp))
json.dump(out, open(os.path.join(ROOT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print(len(out), "entries")
