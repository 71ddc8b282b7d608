#!/usr/bin/env python3
"""Format and coverage checks for set AU part-1, plus recomputation of every numbers key."""
import json, sys, re, pathlib, collections

HERE = pathlib.Path(__file__).resolve().parent
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income",
          "exemptions_and_property", "bank_levy", "collector_contact_rules", "validation_disputes",
          "time_barred_debt", "settlement_and_payment_plans", "credit_reporting",
          "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
             "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court state of each item (the state whose court/law the question is about); None = no court
COURT = {"P1-EN-01": "GA", "P1-EN-02": "MI", "P1-EN-03": "OK", "P1-EN-04": "TN", "P1-EN-05": "PA",
         "P1-EN-06": "NY", "P1-EN-07": "IL", "P1-EN-08": "AL", "P1-EN-09": "WV", "P1-EN-10": "WI",
         "P1-EN-11": "AR", "P1-EN-12": "IL", "P1-EN-13": "ME", "P1-EN-14": "DE", "P1-EN-15": "TX",
         "P1-EN-16": None, "P1-EN-17": None, "P1-EN-18": None, "P1-EN-19": "VT", "P1-EN-20": None,
         "P1-ES-01": "TX", "P1-ES-02": "VA", "P1-ES-03": "TN", "P1-ES-04": "GA", "P1-ES-05": "IN",
         "P1-ES-06": "RI", "P1-ES-07": None, "P1-ES-08": None, "P1-ES-09": "TX", "P1-ES-10": "NY"}
errs = []
def err(m): errs.append(m); print("FAIL", m)

lines = (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
items = []
for i, ln in enumerate(lines, 1):
    try:
        items.append(json.loads(ln))
    except Exception as e:
        err(f"line {i} not JSON: {e}")
if len(items) != 30: err(f"expected 30 items, got {len(items)}")
want_ids = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
if [it.get("id") for it in items] != want_ids: err("ids missing, duplicated or out of order")
for it in items:
    iid = it.get("id")
    if list(it.keys()) != KEYS: err(f"{iid}: keys {list(it.keys())}")
    if it["lang"] != it["account_lang"]: err(f"{iid}: lang != account_lang")
    exp = "en" if "-EN-" in iid else "es"
    if it["lang"] != exp: err(f"{iid}: lang {it['lang']} != {exp}")
    if it["account_state"] not in STATES: err(f"{iid}: bad account_state")
    if it["topic"] not in TOPICS: err(f"{iid}: bad topic {it['topic']}")
    if not isinstance(it["question"], str) or len(it["question"]) < 60: err(f"{iid}: question too short")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it[k]
        if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
            err(f"{iid}: {k} must be a non-empty list of strings")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
            err(f"{iid}: must_not_say entry lacks [unsafe]/[wrong]: {s[:40]}")
    if iid not in COURT: err(f"{iid}: no court-state entry")
    if exp == "es" and re.search(r"\b(the|you|your)\b", it["must_say"][0]):
        err(f"{iid}: Spanish key written in English?")

cnt = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if cnt[t] < need: err(f"topic {t}: {cnt[t]} < {need}")
if not 1 <= cnt["out_of_scope"] <= 2: err("out_of_scope must be 1 or 2")
langs = collections.Counter(it["lang"] for it in items)
if langs != {"en": 20, "es": 10}: err(f"language split {langs}")
es_topics = {it["topic"] for it in items if it["lang"] == "es"}
courts = {s for s in COURT.values() if s}
if len(courts) < 10: err(f"only {len(courts)} court states")
diff = [i for i in items if COURT[i["id"]] and COURT[i["id"]] != i["account_state"]]
diff_es = [i["id"] for i in diff if i["lang"] == "es"]
if len(diff_es) < 2: err("need Spanish items whose account_state differs from the court state")

# ---- numbers keys: recompute and require the figures to appear in the keys
def key_text(iid):
    it = next(x for x in items if x["id"] == iid)
    return " ".join(it["must_say"] + it["should_say"] + it["must_not_say"])
def need(iid, *figs):
    t = key_text(iid)
    for f in figs:
        if f not in t: err(f"{iid}: figure {f} missing from key")
def money(x): return f"${x:,.2f}".replace(".00", "") if abs(x - round(x)) < 1e-9 else f"${x:,.2f}"

# EN-07 Illinois: lesser of 15% gross or disposable - 45 x $15
floor_il = 45 * 15.00
for gross, disp, taken, expect in [(1247.00, 1010.00, 187.05, 187.05), (719.20, 640.00, 107.88, 0.0)]:
    cap = max(0.0, min(round(0.15 * gross, 2), disp - floor_il))
    if abs(cap - expect) > 0.005: err(f"EN-07 cap {cap} != {expect}")
assert round(2150 * 0.58, 2) == 1247.00 and round(1240 * 0.58, 2) == 719.20
need("P1-EN-07", "$675", "$107.88", "$187.05", "$335", "$0")
# EN-08 aggregate 25% with support first
cap = 0.25 * 900 - 180
if cap != 45: err("EN-08")
need("P1-EN-08", "$225", "$180", "$45", "$682.50")
# EN-09 WC taken
if 612 - 490 != 122: err("EN-09")
need("P1-EN-09", "$122")
# EN-10 UI traced
if 4 * 455 != 1820 or 2145 - 1820 != 325: err("EN-10")
need("P1-EN-10", "$1,820", "$325")
# EN-12 Illinois exemptions
if not (3800 <= 4000 and 2000 <= 2400): err("EN-12")
need("P1-EN-12", "$4,000", "$3,800", "$2,400")
# EN-16 settlement
if round(4850 * 0.30, 2) != 1455 or 4850 * 0.5 != 2425 or 4850 - 1455 != 3395: err("EN-16")
need("P1-EN-16", "$1,455", "$2,425", "$3,395")
# ES-03 Tennessee: 25% of disposable, floor, $2.50 per child under 16
kids = [4, 9, 17]
cap = min(0.25 * 800, 800 - 30 * 7.25) - 2.50 * sum(1 for k in kids if k < 16)
if cap != 195: err(f"ES-03 {cap}")
need("P1-ES-03", "$200", "$195", "$217.50", "$582.50")
# ES-04 Social Security lookback
if 2 * 1420 != 2840 or 3900 - 2840 != 1060: err("ES-04")
need("P1-ES-04", "$2,840", "$1,060")
# ES-08 insolvency
ins = 31000 - 18500
if 9400 - 2200 != 7200 or ins != 12500 or min(7200, ins) != 7200: err("ES-08")
need("P1-ES-08", "$12,500", "$7,200")

print(f"items: {len(items)}  languages: {dict(langs)}")
print("topics:", dict(cnt))
print(f"court states ({len(courts)}):", sorted(courts))
print("account_state differs from court state:", [i['id'] for i in diff])
print("ALL FORMAT CHECKS PASSED" if not errs else f"{len(errs)} FAILURES")
sys.exit(1 if errs else 0)
