#!/usr/bin/env python3
"""Check truth.json: 20 entries, exact keys, every truth string present in Chromium innerText
(gen/text/NN.txt, punctuation-normalised, case-insensitive), amounts printed, images exist with size."""
import json, os, re, subprocess, sys
from data import PHOTO
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]
SUFFIX = {"jr", "sr", "ii", "iii", "iv"}
norm = lambda s: " ".join(re.sub(r"[^0-9a-z@]+", " ", s.lower()).split())

def name_variants(n):
    t = n.split(); v = [n]
    suf = [x for x in t if norm(x) in SUFFIX]
    core = [x for x in t if norm(x) not in SUFFIX]
    if len(core) >= 2:
        v.append(" ".join([core[-1]] + core[:-1] + suf))       # LAST, FIRST M. JR.
        v.append(" ".join([core[-1]] + suf + core[:-1]))       # LAST JR., FIRST M.
    return v

truth = json.load(open(os.path.join(OUT, "truth.json")))
errs = []; checks = 0
if len(truth) != 20: errs.append(f"expected 20 entries, got {len(truth)}")
by_id = {}
for e in truth:
    by_id.setdefault(e["id"], []).append(e)
    exp = e["expected"]
    if list(exp) != KEYS: errs.append(f"{e['file']}: keys {list(exp)}")
    text = open(os.path.join(HERE, "text", e["id"] + ".txt")).read(); nt = " " + norm(text) + " "
    for k, v in exp.items():
        if isinstance(v, str):
            cands = name_variants(v) if k == "customer_name" else [v]
            checks += 1
            if not any(" " + norm(c) + " " in nt for c in cands):
                errs.append(f"{e['file']}: {k}={v!r} not in page text")
    checks += 1
    if f"${exp['lawsuit_amount']:,.2f}" not in text: errs.append(f"{e['file']}: amount {exp['lawsuit_amount']} not printed")
    if not re.fullmatch(r"\d{5}", exp["customer_zip_code"]): errs.append(f"{e['file']}: zip")
    if (exp["civil_number"] is None) == exp["determine_if_lawsuit_exists"]: errs.append(f"{e['file']}: suit flag vs number")
    # image size
    path = os.path.join(OUT, e["file"]); checks += 1
    want = (1700, 2200) if e["clean"] else PHOTO[e["id"]]["size"]
    if not os.path.exists(path): errs.append(f"missing {e['file']}"); continue
    got = tuple(map(int, subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout.split()))
    if got != want: errs.append(f"{e['file']}: size {got} != {want}")
for i, es in by_id.items():
    if len(es) != 2 or es[0]["expected"] != es[1]["expected"]: errs.append(f"id {i}: pair mismatch")
print(f"{len(truth)} entries, {len(by_id)} documents, {checks} checks, {len(errs)} errors")
for x in errs: print("  ERROR", x)
sys.exit(1 if errs else 0)
