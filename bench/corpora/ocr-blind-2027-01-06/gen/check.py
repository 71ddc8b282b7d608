"""Check truth.json against rendered text (gen/out/NN.txt = Chromium innerText) and image files/sizes."""
import json, os, re, subprocess, unicodedata, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
def norm(s):
    s = unicodedata.normalize("NFKD", s).lower().replace("&", " and ")
    s = re.sub(r"[^\w@.]+", " ", s); s = re.sub(r"(?<!\w)\.|\.(?!\w)", " ", s)
    return " ".join(s.split())
def alnum(s): return re.sub(r"[^0-9a-z]", "", unicodedata.normalize("NFKD", s).lower())
from docs import DOCS
printed = {d["id"]: d.get("printed_name") for d in DOCS}
truth = json.load(open(os.path.join(ROOT, "truth.json")))
bad = 0
assert len(truth) == 20, len(truth)
for e in truth:
    f = os.path.join(ROOT, e["file"])
    if not os.path.exists(f): print("MISSING", f); bad += 1; continue
    W, H = map(int, subprocess.run(["/usr/bin/identify", "-format", "%w %h", f], capture_output=True, text=True).stdout.split())
    want = (1700, 2200) if e["clean"] else ((1200, 1600) if int(e["id"]) % 3 == 0 else (1600, 2133))
    if (W, H) != want: print("SIZE", e["file"], W, H, want); bad += 1
    if not e["clean"]: continue
    text = open(os.path.join(HERE, "out", e["id"] + ".txt")).read(); nt = norm(text); at = alnum(text)
    x = e["expected"]
    for k, v in x.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount": s = f"{v:,.2f}"; ok = s in text
        elif k == "civil_number": ok = norm(v) in nt or alnum(v) in at
        elif k == "customer_name": ok = norm(v) in nt or (printed[e["id"]] and norm(printed[e["id"]]) in nt)
        elif k in ("lawsuit_state", "customer_state"): ok = re.search(r"\b%s\b" % v, text) is not None
        else: ok = norm(v) in nt
        if not ok: print("NOT FOUND", e["id"], k, repr(v)); bad += 1
    # conventions
    assert (x["civil_number"] is None) == (x["court_name"] is None)
    assert x["determine_if_lawsuit_exists"] == (x["civil_number"] is not None)
    assert re.fullmatch(r"\d{5}", x["customer_zip_code"])
# the two images of a document share expected
by = {}
for e in truth: by.setdefault(e["id"], []).append(json.dumps(e["expected"], sort_keys=True))
for i, v in by.items():
    if len(v) != 2 or v[0] != v[1]: print("PAIR", i); bad += 1
print("OK" if not bad else f"{bad} problems", "-", len(truth), "entries checked")
sys.exit(1 if bad else 0)
