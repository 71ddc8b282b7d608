#!/usr/bin/env python3
"""Check truth.json: every truth string appears in the page innerText (punctuation-normalised),
every image exists with the right size, keys and pairs are consistent."""
import json, os, re, subprocess, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["customer_name","plaintiff_name","law_firm_name","lawyer_email","lawsuit_state","lawsuit_amount",
        "civil_number","court_name","customer_street","customer_city","customer_state","customer_zip_code",
        "determine_if_lawsuit_exists"]
STATES = {"AZ":"arizona","CO":"colorado","KY":"kentucky","LA":"louisiana","MD":"maryland","SC":"south carolina",
          "NE":"nebraska","CT":"connecticut","OH":"ohio","NM":"nuevo mexico"}
def norm(s):
    s = s.lower().replace("\u2019","'").replace("'","")
    return " " + " ".join(re.sub(r"[^0-9a-z@\u00c0-\u024f]+", " ", s).split()) + " "
def has(text, s): return norm(s) in text
truth = json.load(open(os.path.join(ROOT, "truth.json")))
errs = []; n = 0
by_id = {}
for e in truth:
    by_id.setdefault(e["id"], []).append(e)
    f = os.path.join(ROOT, e["file"])
    if not os.path.exists(f): errs.append(f"{e['file']}: missing"); continue
    size = subprocess.run(["identify","-format","%wx%h",f],capture_output=True,text=True).stdout.strip()
    want = "1700x2200" if e["clean"] else ("1200x1600" if int(e["id"]) % 3 == 0 else "1600x2133")
    if size != want: errs.append(f"{e['file']}: size {size} != {want}")
    x = e["expected"]
    if list(x.keys()) != KEYS: errs.append(f"{e['file']}: keys {list(x.keys())}")
    text = norm(open(os.path.join(ROOT,"gen","out",e["id"]+".txt"),encoding="utf-8").read())
    for k in KEYS:
        v = x[k]; n += 1
        if v is None or isinstance(v,bool): continue
        if k == "customer_name":
            ok = all(has(text,t) for t in v.replace(",", " ").split())
        elif k == "lawsuit_amount":
            ok = has(text, f"{v:,.2f}")
        elif k in ("lawsuit_state","customer_state"):
            ok = has(text, v) or has(text, STATES[v])
        else:
            ok = has(text, v)
        if not ok: errs.append(f"{e['file']}: {k}={v!r} not found in page text")
    if x["determine_if_lawsuit_exists"] != (x["civil_number"] is not None):
        errs.append(f"{e['file']}: lawsuit flag vs civil_number")
    if not re.fullmatch(r"\d{5}", x["customer_zip_code"] or ""): errs.append(f"{e['file']}: zip")
for i, es in by_id.items():
    if len(es) != 2 or es[0]["expected"] != es[1]["expected"]: errs.append(f"id {i}: pair mismatch")
print(f"{len(truth)} entries, {len(by_id)} documents, {n} fields checked")
print("\n".join(errs) if errs else "ALL OK")
sys.exit(1 if errs else 0)
