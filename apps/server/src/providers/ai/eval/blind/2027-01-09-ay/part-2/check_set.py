#!/usr/bin/env python3
"""Format checks for set AY part-2 questions.jsonl. Exit 1 on any problem."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"line {n}: bad JSON {e}"); continue
        items.append(o)
        if list(o.keys()) != KEYS: errs.append(f"line {n}: keys {list(o.keys())}")
        if o.get("lang") != o.get("account_lang") or o.get("lang") not in ("en","es"): errs.append(f"{o.get('id')}: lang")
        if o.get("account_state") not in STATES: errs.append(f"{o.get('id')}: account_state")
        if o.get("topic") not in TOPICS: errs.append(f"{o.get('id')}: topic")
        if not isinstance(o.get("question"), str) or len(o["question"]) < 40: errs.append(f"{o.get('id')}: question")
        for k in ("must_say","should_say","must_not_say"):
            v = o.get(k)
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v): errs.append(f"{o.get('id')}: {k} not list of strings")
        if not o.get("must_say"): errs.append(f"{o.get('id')}: empty must_say")
        if not o.get("must_not_say"): errs.append(f"{o.get('id')}: empty must_not_say")
        for s in o.get("must_not_say", []):
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): errs.append(f"{o.get('id')}: must_not_say tag: {s[:40]}")
ids = [o["id"] for o in items]
want = [f"P2-EN-{i:02d}" for i in range(1,11)] + [f"P2-ES-{i:02d}" for i in range(1,21)]
if ids != want: errs.append(f"ids/order wrong: {ids}")
for o in items:
    exp = "en" if "-EN-" in o["id"] else "es"
    if o["lang"] != exp: errs.append(f"{o['id']}: lang should be {exp}")
c = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: errs.append(f"topic {t}: {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2: errs.append("out_of_scope count")
print("items:", len(items)); print("topics:", dict(c))
print("langs:", dict(collections.Counter(o["lang"] for o in items)))
print("account_states:", dict(collections.Counter(o["account_state"] for o in items)))
print("ERRORS:" if errs else "ALL OK", *errs, sep="\n")
sys.exit(1 if errs else 0)
