# Check truth.json against Chromium innerText (gen/text/NN.txt, punctuation-normalised) and image files/sizes.
import os, sys, json, re, subprocess, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS, PHOTO
GEN = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(GEN)
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount", "civil_number",
        "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code", "determine_if_lawsuit_exists"]
def norm(s):
    s = unicodedata.normalize("NFKC", s).lower().replace("&amp;", "&")
    return " " + " ".join(re.findall(r"\w+|&", s)) + " "
fails, checks = [], 0
truth = json.load(open(os.path.join(OUT, "truth.json")))
if len(truth) != 20: fails.append("truth.json has %d entries" % len(truth))
byid = {d["id"]: d for d in DOCS}
for t in truth:
    e = t["expected"]
    if list(e.keys()) != KEYS: fails.append(t["file"] + ": keys " + str(list(e.keys())))
    if e != byid[t["id"]]["expected"]: fails.append(t["file"] + ": expected differs from data")
for d in DOCS:
    txt = norm(open(os.path.join(GEN, "text", d["id"] + ".txt"), encoding="utf-8").read()); e = d["expected"]
    for k in KEYS:
        v = e[k]
        if v is None or isinstance(v, bool): continue
        checks += 1
        if k == "lawsuit_amount": cands = ["{:,.2f}".format(v)]
        elif k == "customer_name": cands = [v] + ([d["printed_name"]] if d.get("printed_name") else [])
        else: cands = [v]
        if not any(norm(c) in txt for c in cands): fails.append("%s %s=%r not in page text" % (d["id"], k, v))
    if not re.fullmatch(r"\d{5}", e["customer_zip_code"]): fails.append(d["id"] + " bad zip")
    if (e["civil_number"] is None) != (not e["determine_if_lawsuit_exists"]): fails.append(d["id"] + " suit/civil_number mismatch")
    for f, (w, h) in ((d["id"] + "-clean.png", (1700, 2200)), (d["id"] + "-photo.jpg", (PHOTO[d["id"]]["w"], PHOTO[d["id"]]["h"]))):
        checks += 1; p = os.path.join(OUT, f)
        if not os.path.exists(p): fails.append(f + " missing"); continue
        got = subprocess.run(["identify", "-format", "%w %h", p], capture_output=True, text=True).stdout.split()
        if list(map(int, got)) != [w, h]: fails.append("%s size %s, want %dx%d" % (f, got, w, h))
print("checks:", checks, "failures:", len(fails))
for f in fails: print("FAIL", f)
sys.exit(1 if fails else 0)
