#!/usr/bin/env python3
"""Format and coverage checks for set AS part-2, plus the arithmetic behind the numbers key."""
import json, os, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt", "settlement_and_payment_plans",
          "credit_reporting", "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court state (or state the question is about) for each item, for the coverage check
COURT_STATE = {
 "P2-EN-01": "TX", "P2-EN-02": "MI", "P2-EN-03": "NY", "P2-EN-04": "IL", "P2-EN-05": "IL", "P2-EN-06": "VA",
 "P2-EN-07": "OR", "P2-EN-08": "UT", "P2-EN-09": "NC", "P2-EN-10": "NV",
 "P2-ES-01": "TX", "P2-ES-02": "CA", "P2-ES-03": "FL", "P2-ES-04": "GA", "P2-ES-05": "CA", "P2-ES-06": "PA",
 "P2-ES-07": "WA", "P2-ES-08": "OH", "P2-ES-09": "TX", "P2-ES-10": "NJ", "P2-ES-11": "NV", "P2-ES-12": "NM",
 "P2-ES-13": "NJ", "P2-ES-14": "GA", "P2-ES-15": "PA", "P2-ES-16": "UT", "P2-ES-17": "CO", "P2-ES-18": "AZ",
 "P2-ES-19": "LA", "P2-ES-20": "NY",
}
errs = []
def err(m): errs.append(m)

items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {n}: blank line"); continue
        try:
            items.append(json.loads(line))
        except Exception as e:
            err(f"line {n}: bad JSON {e}")

expected_ids = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
ids = [it.get("id") for it in items]
if ids != expected_ids:
    err(f"ids not exactly {expected_ids[0]}..{expected_ids[-1]} in order: {ids}")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS:
        err(f"{i}: keys {list(it.keys())} != {KEYS}")
    lang = "en" if "-EN-" in i else "es"
    if it.get("lang") != lang or it.get("account_lang") != lang:
        err(f"{i}: lang/account_lang must both be {lang}")
    if it.get("account_state") not in STATES:
        err(f"{i}: bad account_state {it.get('account_state')}")
    if it.get("topic") not in TOPICS:
        err(f"{i}: bad topic {it.get('topic')}")
    if not isinstance(it.get("question"), str) or len(it["question"]) < 40:
        err(f"{i}: question missing/too short")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
            err(f"{i}: {k} must be a non-empty list of strings")
    for x in it.get("must_not_say", []):
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
            err(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {x[:50]}")
    if i not in COURT_STATE:
        err(f"{i}: no court state recorded")

# coverage
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need:
        err(f"topic {t}: {tc[t]} items, need {need}")
if not (1 <= tc["out_of_scope"] <= 2):
    err("out_of_scope must have 1 or 2 items")
cs = set(COURT_STATE.values())
if len(cs) < 10:
    err(f"only {len(cs)} court states")
diff = [i for i in COURT_STATE if i.startswith("P2-ES") and COURT_STATE[i] != next(it for it in items if it["id"] == i)["account_state"]]
if len(diff) < 2:
    err("need Spanish items whose account_state differs from the court state")

# numbers key: recompute and check the figure appears in must_say
def ms(i): return " ".join(next(it for it in items if it["id"] == i)["must_say"])
NUM = []
# EN-05 Illinois wage deduction: lesser of 15% gross or disposable - 45 x $15
g, disp = 900, 760
il = min(round(g * 0.15, 2), disp - 45 * 15)
NUM.append(("P2-EN-05", f"IL weekly max = min(15% x {g}, {disp} - 45x15) = {il}", "$85", il == 85))
NUM.append(("P2-EN-05", f"overwithheld = 135 - {il} = {135 - il}", "$50", 135 - il == 50))
# EN-07 1099-C insolvency
canc = 9200 - 3500; ins = 30000 - 26000; tax = max(0, canc - ins)
NUM.append(("P2-EN-07", f"canceled {canc}, insolvency {ins}, taxable {tax}", "$1,700", (canc, ins, tax) == (5700, 4000, 1700)))
# ES-04 settled debt difference
NUM.append(("P2-ES-04", "3900 - 1600 = 2300", "$1,600", 3900 - 1600 == 2300))
# ES-08 Ohio: 25% of disposable vs support already withheld
cap = min(800 * 0.25, 800 - 30 * 7.25); cred = max(0, cap - 240)
NUM.append(("P2-ES-08", f"cap {cap}, support 240 -> creditor {cred}", "($0)", cred == 0 and cap == 200))
# ES-10 NJ: UI exempt vs wages at risk
NUM.append(("P2-ES-10", "2100 = 1400 UI + 700 wages", "($1,400)", 1400 + 700 == 2100))
# ES-11 NV: 31 CFR 212 lookback
prot = min(2300, 1450 * 2)
NUM.append(("P2-ES-11", f"protected = min(2300, 2x1450={1450*2}) = {prot}", "$2,900", prot == 2300))
# ES-15 PA: $300 exemption
NUM.append(("P2-ES-15", "2000 - 300 = 1700 exposed", "$1,700", 2000 - 300 == 1700))
# ES-16 30% offer
NUM.append(("P2-ES-16", f"30% x 4800 = {0.30*4800:.0f}", "$1,440", round(0.30 * 4800) == 1440))
for i, desc, text, good in NUM:
    print(f"  numbers {i}: {desc} [{'ok' if good else 'BAD'}]")
    if not good:
        err(f"{i}: arithmetic {desc}")
    if text not in ms(i):
        err(f"{i}: '{text}' not in must_say")

print(f"items: {len(items)}  EN: {sum(1 for x in ids if '-EN-' in x)}  ES: {sum(1 for x in ids if '-ES-' in x)}")
for t in TOPICS:
    en = sum(1 for it in items if it['topic'] == t and it['lang'] == 'en')
    es = sum(1 for it in items if it['topic'] == t and it['lang'] == 'es')
    print(f"  {t:32} en {en}  es {es}  total {en+es}")
print(f"court states ({len(cs)}): {' '.join(sorted(cs))}")
print(f"Spanish items with account_state != court state: {', '.join(diff)}")
if errs:
    print("\n".join("ERROR: " + e for e in errs)); print("CHECK FAILED"); sys.exit(1)
print("ALL FORMAT CHECKS PASSED")
