#!/usr/bin/env python3
"""Format checks for set AJ part 1 (questions.jsonl)."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []; rows = []
for i, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    if not line.strip(): errs.append(f"line {i}: blank"); continue
    try: o = json.loads(line)
    except Exception as e: errs.append(f"line {i}: bad JSON {e}"); continue
    rows.append(o)
    if list(o.keys()) != KEYS: errs.append(f"{o.get('id')}: keys {list(o.keys())}")
    if o["lang"] != o["account_lang"] or o["lang"] not in ("en","es"): errs.append(f"{o['id']}: lang")
    if not o["id"].startswith("Q-" + o["lang"].upper() + "-"): errs.append(f"{o['id']}: id/lang mismatch")
    if o["account_state"] not in STATES: errs.append(f"{o['id']}: state")
    if o["topic"] not in TOPICS: errs.append(f"{o['id']}: topic")
    if not isinstance(o["question"], str) or len(o["question"]) < 40: errs.append(f"{o['id']}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(o[k], list) or not all(isinstance(x,str) and x.strip() for x in o[k]): errs.append(f"{o['id']}: {k} not list of strings")
    if len(o["must_say"]) < 1: errs.append(f"{o['id']}: empty must_say")
    if len(o["must_not_say"]) < 1: errs.append(f"{o['id']}: empty must_not_say")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): errs.append(f"{o['id']}: must_not_say tag: {x[:40]}")
ids = [o["id"] for o in rows]
want = [f"Q-EN-{i:02d}" for i in range(1,21)] + [f"Q-ES-{i:02d}" for i in range(1,11)]
if ids != want: errs.append(f"ids not as expected: {ids}")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
c = collections.Counter((o["topic"], o["lang"]) for o in rows)
print(f"{'topic':32} en es")
for t in sorted(TOPICS):
    print(f"{t:32} {c[(t,'en')]:2} {c[(t,'es')]:2}")
print("items:", len(rows), " en:", sum(o['lang']=='en' for o in rows), " es:", sum(o['lang']=='es' for o in rows))
print("account states:", dict(collections.Counter(o["account_state"] for o in rows)))
print("\n".join(errs) if errs else "FORMAT OK")
sys.exit(1 if errs else 0)
