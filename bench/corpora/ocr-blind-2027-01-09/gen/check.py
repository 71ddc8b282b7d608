# Checks truth.json against the rendered text (Chromium innerText saved by render.js) and the image files.
import json, os, re, subprocess, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); OUT = os.path.join(HERE, "..")
def norm(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = s.replace("&", " and ")
    s = re.sub(r"[^a-z0-9@.]+", " ", s)          # punctuation -> space (keep @ and . for e-mails)
    s = re.sub(r"(?<![a-z0-9])\.|\.(?![a-z0-9])", " ", s)   # drop sentence dots, keep dots inside tokens
    return " " + re.sub(r"\s+", " ", s).strip() + " "
truth = json.load(open(os.path.join(OUT, "truth.json")))
docs = {d["id"]: d for d in json.load(open(os.path.join(HERE, "docs.json")))}
fails = 0; checked = 0
STR_KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "civil_number", "court_name",
            "customer_street", "customer_city", "customer_zip_code"]
assert len(truth) == 20, len(truth)
for t in truth:
    path = os.path.join(OUT, t["file"])
    want = "1700x2200" if t["clean"] else ("1200x1600" if int(t["id"]) % 3 == 0 else "1600x2133")
    if not os.path.exists(path):
        print("MISSING", t["file"]); fails += 1; continue
    got = subprocess.run(["identify", "-format", "%wx%h", path], capture_output=True, text=True).stdout.strip()
    if got != want:
        print("SIZE", t["file"], got, "!=", want); fails += 1
    if not t["clean"]:
        continue
    text = norm(open(os.path.join(HERE, "text", t["id"] + ".txt")).read())
    e = t["expected"]; aliases = docs[t["id"]].get("aliases", {})
    for k in STR_KEYS:
        v = e[k]
        if v is None: continue
        cands = [v] + ([aliases[k]] if k in aliases else [])
        checked += 1
        if not any(norm(c) in text for c in cands):
            print("NOT FOUND", t["id"], k, repr(v)); fails += 1
    amt = f"{e['lawsuit_amount']:,.2f}"; checked += 1
    if norm(amt) not in text: print("NOT FOUND", t["id"], "amount", amt); fails += 1
    # state codes: customer_state must appear as a token next to the ZIP
    checked += 1
    if norm(e["customer_state"] + " " + e["customer_zip_code"]) not in text:
        print("NOT FOUND", t["id"], "state+zip"); fails += 1
    assert isinstance(e["determine_if_lawsuit_exists"], bool)
    assert (e["civil_number"] is None) or e["determine_if_lawsuit_exists"]
print(f"{checked} truth values checked, {len(truth)} images checked, {fails} failures")
raise SystemExit(1 if fails else 0)
