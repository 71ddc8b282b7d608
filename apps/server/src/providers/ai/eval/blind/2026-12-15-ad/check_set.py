#!/usr/bin/env python3
"""Format checks for set AD (questions.jsonl)."""
import json, os, sys, collections, re
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {  # target en/es counts from the brief
 "lawsuit_answer_deadline": (6,3), "judgment_after_default": (5,2), "garnishment_exempt_income": (4,2),
 "exemptions_and_property": (4,2), "bank_levy": (2,2), "collector_contact_rules": (3,2),
 "validation_disputes": (2,1), "time_barred_debt": (2,1), "settlement_and_payment_plans": (3,2),
 "credit_reporting": (2,1), "scams_and_identity_theft": (2,1), "spouses_cosigners_and_deceased": (3,1),
 "out_of_scope": (2,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []; items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip(): errs.append(f"line {n}: blank line"); continue
        try: it = json.loads(line)
        except Exception as e: errs.append(f"line {n}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS and set(it.keys()) != set(KEYS):
            errs.append(f"{it.get('id')}: keys {list(it.keys())}")
        if set(it.keys()) != set(KEYS): continue
        i = it["id"]
        m = re.fullmatch(r"Q-(EN|ES)-(\d\d)", i)
        if not m: errs.append(f"{i}: bad id")
        elif it["lang"] != m.group(1).lower(): errs.append(f"{i}: lang does not match id")
        if it["lang"] != it["account_lang"]: errs.append(f"{i}: lang != account_lang")
        if it["lang"] not in ("en","es"): errs.append(f"{i}: lang value")
        if it["account_state"] not in STATES: errs.append(f"{i}: account_state {it['account_state']}")
        if it["topic"] not in TOPICS: errs.append(f"{i}: topic {it['topic']}")
        if not isinstance(it["question"], str) or len(it["question"]) < 40: errs.append(f"{i}: question too short")
        for k in ("must_say","should_say","must_not_say"):
            if not isinstance(it[k], list) or not all(isinstance(x, str) and x.strip() for x in it[k]):
                errs.append(f"{i}: {k} must be a list of non-empty strings")
        if len(it["must_say"]) < 1: errs.append(f"{i}: must_say empty")
        if len(it["must_not_say"]) < 1: errs.append(f"{i}: must_not_say empty")
        for x in it["must_not_say"]:
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {x[:40]}")
ids = [it["id"] for it in items]
want = [f"Q-EN-{k:02d}" for k in range(1,41)] + [f"Q-ES-{k:02d}" for k in range(1,21)]
if sorted(ids) != sorted(want): errs.append(f"id set mismatch: missing {sorted(set(want)-set(ids))} extra {sorted(set(ids)-set(want))}")
if len(ids) != len(set(ids)): errs.append("duplicate ids")
c = collections.Counter((it["topic"], it["lang"]) for it in items)
print(f"{'topic':34} en(target) es(target)")
for t, (e, s) in TOPICS.items():
    print(f"{t:34} {c[(t,'en')]:2}({e})     {c[(t,'es')]:2}({s})")
print("total en", sum(1 for i in items if i["lang"]=="en"), "es", sum(1 for i in items if i["lang"]=="es"))
print("account states used:", len({i['account_state'] for i in items}), sorted({i['account_state'] for i in items}))
print("ERRORS:" if errs else "format OK", *errs, sep="\n")
sys.exit(1 if errs else 0)
