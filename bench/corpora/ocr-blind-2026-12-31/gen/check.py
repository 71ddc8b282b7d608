# Build truth.json from data.py and check it against the rendered text (Chromium innerText) and the images.
import json, os, re, sys, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
import subprocess
def imsize(p):
    w, h = subprocess.run(['identify', '-format', '%w %h', p], capture_output=True, text=True, check=True).stdout.split()
    return (int(w), int(h))
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]

def norm(s):
    s = unicodedata.normalize("NFC", s).lower()
    s = s.replace("\u2019", "'").replace("\u2013", "-").replace("\u2014", "-")
    s = re.sub(r"[^\w@$]+", " ", s)  # punctuation -> space (\w keeps accented letters)
    return " " + " ".join(s.split()) + " "

truth, errs = [], []
for d in DOCS:
    e = d["expected"]; assert list(e) == KEYS, d["id"]
    for clean in (True, False):
        f = f"{d['id']}-clean.png" if clean else f"{d['id']}-photo.jpg"
        truth.append(dict(file=f, id=d["id"], state=d["state"], kind=d["kind"], layout=d["layout"], font=d["font"],
                          clean=clean, expected=e))
    txt = norm(open(os.path.join(ROOT, "gen", "text", d["id"] + ".txt"), encoding="utf-8").read())
    def has(s): return norm(s) in txt
    for k, v in e.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount":
            ok = has(f"${v:,.2f}")
        elif k == "customer_name":   # may be printed "Last, First Suffix": every token must be present
            ok = has(v) or all(has(t) for t in norm(v).split())
        elif k == "court_name":      # separate heading lines joined with ", ": each part must be present
            ok = has(v) or all(has(p) for p in v.split(", "))
        elif k in ("customer_city", "customer_state", "customer_zip_code"):
            ok = has(f"{e['customer_city']} {e['customer_state']} {e['customer_zip_code']}")
        else:
            ok = has(v)
        if not ok: errs.append(f"{d['id']} {k}={v!r} not in text")
    if e["civil_number"] is None and e["determine_if_lawsuit_exists"] and "court file no" not in txt:
        errs.append(f"{d['id']} null case number but no blank label")
    # image sizes
    W, H = d["photo"]["size"]
    for f, sz in ((f"{d['id']}-clean.png", (1700, 2200)), (f"{d['id']}-photo.jpg", (W, H))):
        p = os.path.join(ROOT, f)
        if not os.path.exists(p): errs.append(f"missing {f}"); continue
        if imsize(p) != sz: errs.append(f"{f} size {imsize(p)} != {sz}")
json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(f"{len(truth)} truth entries; {len(errs)} problems")
for x in errs: print("  ", x)
sys.exit(1 if errs else 0)
