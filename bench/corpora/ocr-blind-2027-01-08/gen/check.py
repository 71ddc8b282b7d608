# Checks truth.json against the rendered pages' innerText (gen/text/NN.txt) and the images on disk.
import json, os, re, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import DOCS
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, "..")
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount", "civil_number",
        "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code", "determine_if_lawsuit_exists"]
norm = lambda s: " ".join(re.sub(r"[^\w]+", " ", s.lower()).split())
squash = lambda s: re.sub(r"[^\w]", "", s.lower())
bad = 0
def fail(*m):
    global bad; bad += 1; print("FAIL", *m)
truth = json.load(open(os.path.join(OUT, "truth.json")))
if len(truth) != 20: fail("truth has", len(truth), "entries")
byid = {d["id"]: d for d in DOCS}
for t in truth:
    if list(t["expected"].keys()) != KEYS: fail(t["file"], "keys", list(t["expected"].keys()))
    if t["expected"] != byid[t["id"]]["expected"]: fail(t["file"], "expected differs from data")
    path = os.path.join(OUT, t["file"])
    if not os.path.exists(path): fail("missing", t["file"]); continue
    size = subprocess.run(["identify", "-format", "%wx%h", path], capture_output=True, text=True).stdout
    want = "1700x2200" if t["clean"] else "%dx%d" % byid[t["id"]]["photo"]["size"]
    if size != want: fail(t["file"], "size", size, "want", want)
for d in DOCS:
    raw = open(os.path.join(HERE, "text", d["id"] + ".txt")).read(); n = norm(raw); sq = squash(raw)
    e = d["expected"]
    for k, v in e.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount":
            if "{:,.2f}".format(v) not in raw: fail(d["id"], k, v)
            continue
        if k == "customer_name":
            if norm(d["printed_customer"]) not in n: fail(d["id"], "printed customer", d["printed_customer"])
            if not all(w in n.split() for w in norm(v).split()): fail(d["id"], k, v)
            continue
        if k in ("lawsuit_state", "customer_state"):
            if not re.search(r"\b%s\b" % v, raw): fail(d["id"], k, v)
            continue
        if norm(v) not in n and squash(v) not in sq: fail(d["id"], k, v)
    if d["expected"]["determine_if_lawsuit_exists"] != (e["civil_number"] is not None): fail(d["id"], "lawsuit flag vs civil_number")
print("checked", len(DOCS), "documents,", len(truth), "images:", "OK" if not bad else "%d failures" % bad)
sys.exit(1 if bad else 0)
