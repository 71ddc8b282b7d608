"""Check truth.json: every truth string appears in the rendered page's innerText
(html/NN.txt written by render.js; punctuation-normalised, case-insensitive) and every
image exists with its expected size."""
import json, os, re, subprocess, sys, unicodedata
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUFFIX = {"jr", "sr", "ii", "iii", "iv"}

def norm(s):
    s = unicodedata.normalize("NFC", s).lower()
    return " " + " ".join(re.findall(r"[^\W_]+", s)) + " "

def name_variants(n):
    toks = norm(n).split()
    out = {" ".join(toks)}
    suf = [t for t in toks if t in SUFFIX]
    core = [t for t in toks if t not in SUFFIX]
    if len(core) >= 2:
        out.add(" ".join([core[-1]] + core[:-1] + suf))           # Last First M Suffix
    return [" " + v + " " for v in out]

def money(v):
    return norm(f"{v:,.2f}")

truth = json.load(open(os.path.join(ROOT, "truth.json")))
fails, checked = [], 0
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]
for e in truth:
    f = os.path.join(ROOT, e["file"])
    want = (1700, 2200) if e["clean"] else ((1200, 1600) if int(e["id"]) % 3 == 0 else (1600, 2133))
    if not os.path.exists(f):
        fails.append(f"{e['file']}: missing"); continue
    got = tuple(int(x) for x in subprocess.run(["identify", "-format", "%w %h", f], capture_output=True, text=True).stdout.split())
    if got != want:
        fails.append(f"{e['file']}: size {got} != {want}")
    checked += 1
    ex = e["expected"]
    if sorted(ex) != sorted(KEYS):
        fails.append(f"{e['file']}: keys {sorted(ex)}")
    if not e["clean"]:
        continue  # the photo shares the clean page's text
    text = norm(open(os.path.join(ROOT, "html", e["id"] + ".txt"), encoding="utf-8").read())
    for k, v in ex.items():
        if v is None or isinstance(v, bool):
            continue
        checked += 1
        if k == "customer_name":
            ok = any(x in text for x in name_variants(v))
        elif k == "lawsuit_amount":
            ok = money(v) in text
        else:
            ok = norm(str(v)) in text
        if not ok:
            fails.append(f"{e['file']}: {k}={v!r} not in page text")
    # consistency rules
    if ex["determine_if_lawsuit_exists"] != (ex["civil_number"] is not None):
        fails.append(f"{e['file']}: lawsuit flag vs civil_number")
    if len(ex["customer_zip_code"]) != 5 or len(ex["customer_state"]) != 2:
        fails.append(f"{e['file']}: zip/state form")
pairs = {}
for e in truth:
    pairs.setdefault(e["id"], []).append(json.dumps(e["expected"], sort_keys=True))
for i, v in pairs.items():
    if len(v) != 2 or v[0] != v[1]:
        fails.append(f"doc {i}: the two images do not share expected")
print("\n".join(fails))
print(f"{checked - len(fails)} passed, {len(fails)} failed")
sys.exit(1 if fails else 0)
