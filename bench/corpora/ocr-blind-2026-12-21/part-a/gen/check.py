# -*- coding: utf-8 -*-
"""Check truth.json against the rendered text (Chromium innerText, saved by render.js) and the images."""
import json, os, re, subprocess, sys, unicodedata
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATES = {"AK": "alaska", "MT": "montana", "RI": "rhode island", "DE": "delaware", "AZ": "arizona"}
KEYS = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
        "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
        "determine_if_lawsuit_exists"]

def norm(s):
    s = unicodedata.normalize("NFKC", s).casefold()
    s = re.sub(r"[\u2018\u2019']", "", s)            # O'Rourke == ORourke
    return " " + " ".join(re.findall(r"\w+", s)) + " "

def has(text, val):
    return norm(val) in text

def reordered(text, val):
    """'Last, First M., Jr.' printed for 'First M. Last Jr.': all tokens inside a short window."""
    toks, words = norm(val).split(), text.split()
    n = len(toks) + 1
    return any(set(toks) <= set(words[i:i + n]) for i in range(len(words)))

def main():
    truth = json.load(open(os.path.join(ROOT, "truth.json")))
    bad = 0
    if len(truth) != 20:
        print(f"FAIL truth.json has {len(truth)} entries"); bad += 1
    by_id = {}
    for t in truth:
        if list(t["expected"].keys()) != KEYS:
            print("FAIL keys", t["file"]); bad += 1
        by_id.setdefault(t["id"], []).append(t)
    for i, ts in sorted(by_id.items()):
        if len(ts) != 2 or ts[0]["expected"] != ts[1]["expected"]:
            print(f"FAIL {i}: clean/photo entries differ or missing"); bad += 1
        e = ts[0]["expected"]
        text = norm(open(os.path.join(ROOT, "gen", "text", f"{i}.txt"), encoding="utf-8").read())
        notes = []
        for k in ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "civil_number", "court_name",
                  "customer_street", "customer_city", "customer_state", "customer_zip_code"]:
            v = e[k]
            if v is None:
                continue
            if has(text, v):
                continue
            if k == "customer_name" and reordered(text, v):
                notes.append("customer_name printed reordered"); continue
            print(f"FAIL {i} {k}: {v!r} not in page text"); bad += 1
        st = e["lawsuit_state"]
        if not (has(text, st) or has(text, STATES[st])):
            print(f"FAIL {i} lawsuit_state {st}"); bad += 1
        amt = f"{e['lawsuit_amount']:,.2f}"
        if not has(text, amt):
            print(f"FAIL {i} lawsuit_amount {amt}"); bad += 1
        if (e["civil_number"] is None) != (e["court_name"] is None):
            print(f"FAIL {i} civil_number/court_name nullness"); bad += 1
        for t in ts:
            f = os.path.join(ROOT, t["file"])
            want = "1700x2200" if t["clean"] else None
            if not os.path.exists(f):
                print(f"FAIL missing {t['file']}"); bad += 1; continue
            size = subprocess.run(["identify", "-format", "%wx%h", f], capture_output=True, text=True).stdout.strip()
            if want is None:
                want = "1200x1600" if int(i) % 3 == 0 else "1600x2133"
            if size != want:
                print(f"FAIL {t['file']} is {size}, want {want}"); bad += 1
            notes.append(f"{t['file']} {size}")
        print(f"{i} ok-checked: " + "; ".join(notes))
    print("RESULT:", "PASS" if not bad else f"{bad} FAILURE(S)")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
