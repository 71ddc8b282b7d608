#!/usr/bin/env python3
"""Format and coverage checks for set BA part-1 questions.jsonl."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for ln, line in enumerate(f, 1):
        if not line.strip(): errs.append(f"line {ln}: blank"); continue
        try: o = json.loads(line)
        except Exception as e: errs.append(f"line {ln}: bad JSON {e}"); continue
        items.append(o)
        if list(o.keys()) != KEYS: errs.append(f"{o.get('id')}: keys {list(o.keys())}")
        if o["lang"] not in ("en","es") or o["lang"] != o["account_lang"]: errs.append(f"{o['id']}: lang")
        if o["account_state"] not in STATES: errs.append(f"{o['id']}: state {o['account_state']}")
        if o["topic"] not in TOPICS: errs.append(f"{o['id']}: topic {o['topic']}")
        if not isinstance(o["question"], str) or len(o["question"]) < 40: errs.append(f"{o['id']}: question")
        for k in ("must_say","should_say","must_not_say"):
            if not isinstance(o[k], list) or not o[k] or not all(isinstance(x,str) and x.strip() for x in o[k]):
                errs.append(f"{o['id']}: {k} must be non-empty list of strings")
        for x in o["must_not_say"]:
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): errs.append(f"{o['id']}: must_not_say tag: {x[:40]}")
        m = re.fullmatch(r"P1-(EN|ES)-(\d\d)", o["id"])
        if not m or m.group(1).lower() != o["lang"]: errs.append(f"{o['id']}: id/lang")
ids = [o["id"] for o in items]
exp = [f"P1-EN-{i:02d}" for i in range(1,21)] + [f"P1-ES-{i:02d}" for i in range(1,11)]
if ids != exp: errs.append(f"ids not as expected: {ids}")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
c = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: errs.append(f"topic {t}: {c[t]} < {need}")
if c["out_of_scope"] > 2: errs.append("more than two out_of_scope")
bylang = collections.Counter(o["lang"] for o in items)
if bylang != {"en":20, "es":10}: errs.append(f"lang counts {bylang}")
print("items:", len(items), dict(bylang))
for t in TOPICS: print(f"  {t:32s} {c[t]:2d}  en={sum(1 for o in items if o['topic']==t and o['lang']=='en')} es={sum(1 for o in items if o['topic']==t and o['lang']=='es')}")
print("account states:", sorted(set(o['account_state'] for o in items)))
if errs:
    print("ERRORS:"); [print("  ", e) for e in errs]; sys.exit(1)
print("all format checks passed")
