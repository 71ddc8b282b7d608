# python3 gen/check.py : every truth string appears in the rendered innerText (punctuation-normalised);
# every image exists with its size; expected keys exact; the two images of a document share expected.
import json, os, re, subprocess, unicodedata
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount", "civil_number",
        "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code", "determine_if_lawsuit_exists"]
SIZES = {"01": (1600, 2133), "02": (1600, 2133), "03": (1200, 1600), "04": (1600, 2133), "05": (1600, 2133),
         "06": (1200, 1600), "07": (1600, 2133), "08": (1600, 2133), "09": (1200, 1600), "10": (1600, 2133)}
def norm(s):
    s = unicodedata.normalize("NFC", s).lower().replace("&amp;", "&")
    s = re.sub(r"[^\w&@]+", " ", s)
    return " " + " ".join(s.split()) + " "
truth = json.load(open(os.path.join(ROOT, "truth.json")))
bad = 0; n = 0
assert len(truth) == 20, len(truth)
by = {}
for t in truth:
    by.setdefault(t["id"], []).append(t)
    e = t["expected"]
    if list(e) != KEYS: print("KEYS", t["file"]); bad += 1
    f = os.path.join(ROOT, t["file"])
    if not os.path.exists(f): print("MISSING", t["file"]); bad += 1; continue
    size = tuple(map(int, subprocess.run(["identify", "-format", "%w %h", f], capture_output=True, text=True).stdout.split()))
    want = (1700, 2200) if t["clean"] else SIZES[t["id"]]
    if size != want: print("SIZE", t["file"], size, want); bad += 1
for id, (a, b) in sorted(by.items()):
    if a["expected"] != b["expected"]: print("DIFF", id); bad += 1
    text = norm(open(os.path.join(ROOT, "gen", "text", id + ".txt")).read())
    e = a["expected"]
    for k, v in e.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount":
            variants = [f"{v:,.2f}"]
        elif k == "customer_name":   # "Last, First M." prints are reordered in truth; accept that print order too
            w = v.split(); suf = [x for x in w if x.rstrip(".") in ("Jr", "Sr", "II", "III")]; core = [x for x in w if x not in suf]
            variants = [v, " ".join([core[-1]] + core[:-1] + suf)]
        elif k == "court_name":      # heading lines joined with ", ": each line must appear, in order; "In the" may precede
            parts = [norm(x).strip() for x in v.split(", ")]
            pos = 0; ok = True
            for p_ in parts:
                i = text.find(" " + p_ + " ", pos)
                if i < 0: ok = False; break
                pos = i + len(p_)
            n += 1
            if not ok: print("NOT IN TEXT", id, k, repr(v)); bad += 1
            continue
        else:
            variants = [v]
        n += 1
        if not any(norm(x) in text for x in variants):
            print("NOT IN TEXT", id, k, repr(v)); bad += 1
    if e["determine_if_lawsuit_exists"] != (e["civil_number"] is not None): print("LAWSUIT/NUMBER mismatch", id); bad += 1
print(f"{n} truth strings checked over {len(by)} documents, {len(truth)} images; problems: {bad}")
