# Checks truth.json against Chromium innerText (gen/text/NN.txt, written by render.js) and image files/sizes.
import json, os, re, subprocess, sys
from data import DOCS
here = os.path.dirname(os.path.abspath(__file__)); out = os.path.join(here, "..")
KEYS = {"customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"}
def norm(s): return " " + re.sub(r"\s+", " ", re.sub(r"[^0-9a-z]+", " ", s.lower())).strip() + " "
truth = json.load(open(os.path.join(out, "truth.json")))
alts = {d["id"]: d["alt"] for d in DOCS}
bad = 0; checked = 0
assert len(truth) == 20, len(truth)
for t in truth:
    e = t["expected"]
    if set(e) != KEYS: print("KEYS", t["file"], set(e) ^ KEYS); bad += 1
    text = norm(open(os.path.join(here, "text", t["id"] + ".txt")).read())
    for k, v in e.items():
        if v is None or isinstance(v, bool): continue
        cands = [f"{v:,.2f}"] if k == "lawsuit_amount" else [v] + alts[t["id"]].get(k, [])
        checked += 1
        if not any(norm(c) in text for c in cands):
            print("MISSING", t["file"], k, repr(v)); bad += 1
    if e["civil_number"] is None and e["court_name"] is not None: print("INCONSISTENT", t["file"]); bad += 1
    f = os.path.join(out, t["file"])
    want = (1700, 2200) if t["clean"] else ((1200, 1600) if int(t["id"]) % 3 == 0 else (1600, 2133))
    if not os.path.exists(f): print("NOFILE", t["file"]); bad += 1; continue
    wh = tuple(map(int, subprocess.check_output(["identify", "-format", "%w %h", f]).split()))
    if wh != want: print("SIZE", t["file"], wh, want); bad += 1
print(f"{len(truth)} images, {checked} truth strings checked, {bad} problems")
sys.exit(1 if bad else 0)
