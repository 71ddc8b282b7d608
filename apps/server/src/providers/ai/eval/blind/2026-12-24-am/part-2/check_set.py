#!/usr/bin/env python3
"""Format checks for set AM part-2 questions.jsonl."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def e(m): errs.append(m)
items = []
for n, line in enumerate(open(os.path.join(HERE,"questions.jsonl"), encoding="utf-8"), 1):
    try: o = json.loads(line)
    except Exception as x: e(f"line {n}: bad JSON {x}"); continue
    items.append(o)
    if list(o.keys()) != KEYS: e(f"line {n}: keys {list(o.keys())}")
    if o.get("lang") != o.get("account_lang") or o.get("lang") not in ("en","es"): e(f"{o.get('id')}: lang")
    if o.get("account_state") not in STATES: e(f"{o.get('id')}: account_state")
    if o.get("topic") not in TOPICS: e(f"{o.get('id')}: topic {o.get('topic')}")
    if not isinstance(o.get("question"), str) or len(o["question"]) < 40: e(f"{o.get('id')}: question")
    for k in ("must_say","should_say","must_not_say"):
        v = o.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v): e(f"{o.get('id')}: {k}")
    for s in o.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): e(f"{o.get('id')}: must_not_say tag: {s[:40]}")
ids = [o["id"] for o in items]
exp = [f"P2-EN-{i:02d}" for i in range(1,11)] + [f"P2-ES-{i:02d}" for i in range(1,21)]
if ids != exp: e(f"ids/order mismatch: {ids}")
if len(set(ids)) != len(ids): e("duplicate ids")
for o in items:
    if o["id"][3:5].lower() != o["lang"]: e(f"{o['id']}: id/lang mismatch")
c = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: e(f"topic {t} has {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2: e("out_of_scope must be 1-2 items")
langs = collections.Counter(o["lang"] for o in items)
print("items:", len(items), dict(langs))
print("topics:", dict(c))
print("account states:", sorted(set(o["account_state"] for o in items)))
for m in errs: print("FAIL", m)
print("ALL FORMAT CHECKS PASSED" if not errs else f"{len(errs)} FAILURES")
sys.exit(1 if errs else 0)
