"""Check truth.json against the rendered text (gen/text/NN.txt = Chromium innerText) and the images."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.dirname(HERE)
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount", "civil_number",
        "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code", "determine_if_lawsuit_exists"]
SIZES = {"clean": (1700, 2200)}
def norm(s):
    s = unicodedata.normalize("NFKC", s).lower()
    return " ".join(re.sub(r"[^\w@]+", " ", s).split())
truth = json.load(open(os.path.join(OUT, "truth.json")))
bad = 0
def fail(msg):
    global bad; bad += 1; print("FAIL", msg)
if len(truth) != 20: fail(f"truth has {len(truth)} entries")
by_id = {}
for e in truth:
    if list(e["expected"]) != KEYS: fail(f"{e['file']} keys {list(e['expected'])}")
    by_id.setdefault(e["id"], []).append(e)
for i, es in sorted(by_id.items()):
    if len(es) != 2 or es[0]["expected"] != es[1]["expected"]: fail(f"{i}: the two images do not share expected")
    exp = es[0]["expected"]
    raw = open(os.path.join(HERE, "text", f"{i}.txt"), encoding="utf-8").read()
    t = norm(raw); tn = t.replace(" ", "")
    notes = []
    for k, v in exp.items():
        if v is None or isinstance(v, bool): continue
        if k == "lawsuit_amount":
            s = f"{v:,.2f}"
            if norm(s) not in t: fail(f"{i} {k} {s} not in text")
            continue
        nv = norm(v)
        if nv in t: continue
        if k == "civil_number" and nv.replace(" ", "") in tn:
            notes.append(f"{k} found with line break/space removed"); continue
        if k == "customer_name":
            toks = nv.split()
            alt = norm(toks[-1] + " " + " ".join(toks[:-1]))
            if alt in t: notes.append(f"{k} printed Last, First"); continue
        if k == "court_name":
            parts = [norm(p) for p in v.split(", ")]
            if all(p in t for p in parts):
                notes.append(f"{k} found as separate heading lines"); continue
        fail(f"{i} {k} {v!r} not in text")
    print(i, "ok" if not notes else "ok; " + "; ".join(notes))
for e in truth:
    p = os.path.join(OUT, e["file"])
    if not os.path.exists(p): fail(f"missing {e['file']}"); continue
    w, h = map(int, subprocess.run(["identify", "-format", "%w %h", p], capture_output=True, text=True).stdout.split())
    if e["clean"]:
        want = [(1700, 2200)]
    else:
        want = [(1200, 1600)] if int(e["id"]) % 3 == 0 else [(1600, 2133)]
    if (w, h) not in want: fail(f"{e['file']} is {w}x{h}, want {want}")
    else: print(e["file"], f"{w}x{h}")
print("ALL OK" if not bad else f"{bad} FAILURES")
sys.exit(1 if bad else 0)
