"""Check truth strings against Chromium innerText (gen/text/NN.txt) and image files/sizes."""
import json, os, re, subprocess, sys
from data import photo_size
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STATES = {"FL": "florida", "GA": "georgia", "MI": "michigan", "IL": "illinois", "TX": "texas", "OH": "ohio"}

def norm(s):
    s = s.replace("\u2019", "'").replace("&", " and ")
    s = re.sub(r"[^0-9a-z]+", " ", s.lower())
    return " " + " ".join(s.split()) + " "

truth = json.load(open(os.path.join(OUT, "truth.json")))
errors = []
assert len(truth) == 20, len(truth)
for t in truth:
    f = os.path.join(OUT, t["file"])
    if not os.path.exists(f):
        errors.append(f"missing {t['file']}"); continue
    size = subprocess.run(["identify", "-format", "%wx%h", f], capture_output=True, text=True).stdout
    want = "1700x2200" if t["clean"] else "%dx%d" % photo_size(t["id"])
    if size != want:
        errors.append(f"{t['file']} size {size} != {want}")
    if not t["clean"]:
        continue
    text = norm(open(os.path.join(HERE, "text", t["id"] + ".txt")).read())
    e = t["expected"]
    for k, v in e.items():
        if v is None or isinstance(v, bool):
            continue
        if k == "lawsuit_amount":
            needle = norm(f"{v:,.2f}")
        elif k == "lawsuit_state":
            if norm(v) not in text and norm(STATES[v]) not in text:
                errors.append(f"{t['id']} {k} {v} not on page")
            continue
        else:
            needle = norm(str(v))
        if needle in text:
            continue
        if k == "court_name" and needle in text.replace(" in the ", " "):
            continue  # a leading "In the" of a heading line is dropped in truth
        if k == "customer_name" and all(norm(w) in text for w in str(v).split()):
            print(f"  {t['id']} customer_name '{v}' found as reordered tokens (printed Last, First)")
            continue
        errors.append(f"{t['id']} {k} {v!r} not on page")
    # sanity: booleans and nulls consistent
    if e["determine_if_lawsuit_exists"] != (e["civil_number"] is not None):
        errors.append(f"{t['id']} lawsuit flag / civil_number mismatch")
print("\n".join(errors) if errors else "ALL CHECKS PASSED (20 images, truth strings on page)")
sys.exit(1 if errors else 0)
