# Builds ../truth.json from data.py and checks: every truth string appears in the page's innerText
# (gen/text/NN.txt written by render.js; punctuation-normalised, case-insensitive), amounts appear, images exist with sizes.
import os, sys, json, re, subprocess
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
GEN = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(GEN)
KEYS = ["customer_name","plaintiff_name","law_firm_name","lawyer_email","lawsuit_state","lawsuit_amount","civil_number",
        "court_name","customer_street","customer_city","customer_state","customer_zip_code","determine_if_lawsuit_exists"]
STATES = {"NY":"New York","PA":"Pennsylvania","NC":"North Carolina","VA":"Virginia","MA":"Massachusetts","MS":"Mississippi","TX":"Texas","IL":"Illinois"}
def norm(s):
    return " ".join(re.sub(r"[^0-9a-z@]+", " ", s.lower()).split())
truth, errors = [], 0
for d in DOCS:
    e = d["expected"]; assert list(e) == KEYS, d["id"]
    txt = open(os.path.join(GEN, "text", d["id"] + ".txt")).read(); nt = " " + norm(txt) + " "
    for k, v in e.items():
        if isinstance(v, str):
            if k in ("lawsuit_state", "customer_state"):
                ok = (" " + v.lower() + " ") in nt or norm(STATES[v]) in nt
            else:
                ok = (" " + norm(v) + " ") in nt
                if not ok and k == "customer_name":   # printed as "Last, First Middle" and reordered in truth
                    t = norm(v).split(); ok = (" " + " ".join([t[-1]] + t[:-1]) + " ") in nt
                    if ok: print("note", d["id"], "customer_name found in Last, First order")
            if not ok: print("MISSING", d["id"], k, repr(v)); errors += 1
    amt = e["lawsuit_amount"]
    if f"{amt:,.2f}" not in txt and f"{amt:.2f}" not in txt: print("MISSING amount", d["id"], amt); errors += 1
    for clean in (True, False):
        f = f"{d['id']}-clean.png" if clean else f"{d['id']}-photo.jpg"
        want = (1700, 2200) if clean else tuple(d["photo"]["size"])
        path = os.path.join(ROOT, f)
        if not os.path.exists(path): print("NO FILE", f); errors += 1
        else:
            got = tuple(int(x) for x in subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout.split())
            if got != want: print("SIZE", f, got, want); errors += 1
        truth.append({"file": f, "id": d["id"], "state": d["state"], "kind": d["kind"], "layout": d["layout"],
                      "font": d["font"], "clean": clean, "expected": e})
json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print(f"entries={len(truth)} errors={errors}")
sys.exit(1 if errors else 0)
