#!/usr/bin/env python3
"""Format, coverage and arithmetic checks for set AW part-2 (questions.jsonl). Stdlib only."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try: o = json.loads(line)
        except Exception as e: err.append(f"line {n}: bad JSON {e}"); continue
        if list(o.keys()) != KEYS: err.append(f"line {n}: keys {list(o.keys())}")
        items.append(o)
ids = [o["id"] for o in items]
want = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
if ids != want: err.append(f"ids/order wrong: {ids}")
for o in items:
    i = o["id"]
    if o["lang"] != o["account_lang"] or o["lang"] not in ("en", "es"): err.append(f"{i}: lang")
    if o["lang"] != ("en" if "-EN-" in i else "es"): err.append(f"{i}: lang vs id")
    if o["account_state"] not in STATES: err.append(f"{i}: account_state")
    if o["topic"] not in TOPICS: err.append(f"{i}: topic")
    if not isinstance(o["question"], str) or len(o["question"]) < 40: err.append(f"{i}: question")
    for k in ("must_say", "should_say", "must_not_say"):
        if not isinstance(o[k], list) or not o[k] or not all(isinstance(x, str) and x.strip() for x in o[k]): err.append(f"{i}: {k}")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): err.append(f"{i}: must_not_say tag: {x[:40]}")
c = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: err.append(f"topic {t}: {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2: err.append("out_of_scope count")
# arithmetic used in keys
def close(a, b): return abs(a - b) < 0.005
N = [
 ("P2-EN-05 AZ 10% of $1,500", 0.10*1500, 150), ("P2-EN-05 AZ 5% hardship", 0.05*1500, 75), ("P2-EN-05 $375 is 25%", 375/1500, 0.25),
 ("P2-EN-09 $650 of $1,300", 650/1300, 0.5), ("P2-EN-09 forgiven", 1300-650, 650),
 ("P2-ES-09 SS protected", 1050*2, 2100), ("P2-ES-09 at issue", 2900-2100, 800),
 ("P2-ES-11 VA protected", 1800*2, 3600), ("P2-ES-11 at issue", 4100-3600, 500),
 ("P2-ES-12 share taken", 300/800, 0.375), ("P2-ES-12 federal 25%", min(0.25*800, 800-30*7.25), 200),
 ("P2-ES-12 IL 45x$15", 45*15, 675), ("P2-ES-12 IL cap", min(0.15*800, 800-45*15), 120),
 ("P2-ES-13 equity", 180000-90000, 90000),
 ("P2-ES-17 30%", 0.30*4200, 1260), ("P2-ES-17 forgiven", 4200-1260, 2940), ("P2-ES-17 insolvency", 38000-31000, 7000),
 ("P2-ES-17 fully excluded", min(2940, 7000), 2940),
]
for name, got, exp in N:
    if not close(got, exp): err.append(f"number {name}: {got} != {exp}")
# lookback windows (31 CFR 212): deposits must fall inside [review-2 months, review-1 day]
import datetime as dt
def inside(dep, review):
    end = review - dt.timedelta(days=1); m = end.month - 2; y = end.year + (m <= 0); m = m + 12 if m <= 0 else m
    start = dt.date(end.year - (1 if end.month <= 2 else 0), m, end.day)
    return start <= dep <= end
for dep in (dt.date(2026,10,14), dt.date(2026,11,11)):
    if not inside(dep, dt.date(2026,12,3)): err.append(f"ES-09 deposit {dep} outside lookback")
for dep in (dt.date(2026,10,30), dt.date(2026,12,1)):
    if not inside(dep, dt.date(2026,12,4)): err.append(f"ES-11 deposit {dep} outside lookback")
print("items:", len(items), "| en:", sum(o['lang']=='en' for o in items), "| es:", sum(o['lang']=='es' for o in items))
for t in TOPICS: print(f"  {t}: {c[t]}")
print("account states:", sorted(collections.Counter(o['account_state'] for o in items).items()))
if err: print("ERRORS:"); [print(" -", e) for e in err]; sys.exit(1)
print("ALL OK")
