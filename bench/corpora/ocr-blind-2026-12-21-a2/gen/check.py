#!/usr/bin/env python3
"""Checks truth.json against the rendered pages (gen/text/NN.txt = Chromium innerText) and the image files."""
import json, os, re, sys, unicodedata
import subprocess
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
KEYS = ["customer_name","plaintiff_name","law_firm_name","lawyer_email","lawsuit_state","lawsuit_amount","civil_number",
        "court_name","customer_street","customer_city","customer_state","customer_zip_code","determine_if_lawsuit_exists"]
def norm(s):
    s = unicodedata.normalize("NFKD", s).replace("\u2019", "'")
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = re.sub(r"[^\w\s]", "", s)          # punctuation removed
    return re.sub(r"\s+", " ", s).strip()
truth = json.load(open(os.path.join(OUT, "truth.json")))
errs = 0; ids = sorted({t["id"] for t in truth})
assert len(truth) == 20 and len(ids) == 10, "expected 20 entries / 10 ids"
for t in truth:
    e = t["expected"]
    if list(e) != KEYS: print("KEYS", t["file"], list(e)); errs += 1
    W, H = (1700, 2200) if t["clean"] else ((1200, 1600) if int(t["id"]) % 3 == 0 else (1600, 2133))
    p = os.path.join(OUT, t["file"])
    if not os.path.exists(p): print("MISSING", t["file"]); errs += 1; continue
    sz = tuple(int(x) for x in subprocess.check_output(['identify', '-format', '%w %h', p]).split())
    if sz != (W, H): print("SIZE", t["file"], sz, "want", (W, H)); errs += 1
for i in ids:
    pair = [t for t in truth if t["id"] == i]
    if len(pair) != 2 or pair[0]["expected"] != pair[1]["expected"]: print("PAIR", i); errs += 1
    e = pair[0]["expected"]; txt = norm(open(os.path.join(HERE, "text", i + ".txt")).read())
    for k, v in e.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount": cands = [f"{v:,.2f}"]
        elif k == "customer_name":  # "Last, First" prints reordered: accept the reordering
            parts = v.replace(",", "").split(); suf = [p for p in parts if p.rstrip(".") in ("Jr", "Sr", "II", "III")]
            core = [p for p in parts if p not in suf]
            cands = [v, " ".join([core[-1]] + core[:-1] + suf)]
        elif k == "court_name":
            cands = [v, "in the " + v]
        else: cands = [str(v)]
        ok = any(norm(c) in txt for c in cands)
        print(f"{i} {k:28s} {'ok ' if ok else 'NOT FOUND'} {v!r}")
        if not ok: errs += 1
    if e["determine_if_lawsuit_exists"] != (e["civil_number"] is not None): print("LAWSUIT/CIVIL mismatch", i); errs += 1
print(f"{len(truth)} entries, {len(ids)} documents, {errs} problem(s)")
sys.exit(1 if errs else 0)
