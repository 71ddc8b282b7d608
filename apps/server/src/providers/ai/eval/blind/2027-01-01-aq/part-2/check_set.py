#!/usr/bin/env python3
"""Format and coverage checks for set AQ part-2 questions.jsonl."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
for n, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    try:
        it = json.loads(line)
    except Exception as e:
        errs.append(f"line {n}: bad JSON {e}"); continue
    items.append(it)
    if list(it.keys()) != KEYS: errs.append(f"{it.get('id')}: keys {list(it.keys())}")
    if it["lang"] != it["account_lang"] or it["lang"] not in ("en","es"): errs.append(f"{it['id']}: lang")
    if it["account_state"] not in STATES: errs.append(f"{it['id']}: state {it['account_state']}")
    if it["topic"] not in TOPICS: errs.append(f"{it['id']}: topic {it['topic']}")
    if not isinstance(it["question"], str) or len(it["question"]) < 40: errs.append(f"{it['id']}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(it[k], list) or not it[k] or not all(isinstance(s,str) and s.strip() for s in it[k]):
            errs.append(f"{it['id']}: {k} must be a non-empty list of strings")
    if not it["must_say"][0].startswith("Central point"): errs.append(f"{it['id']}: first must_say not marked central")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe]") or s.startswith("[wrong]")): errs.append(f"{it['id']}: must_not_say tag: {s[:30]}")
ids = [i["id"] for i in items]
want = [f"P2-EN-{k:02d}" for k in range(1,11)] + [f"P2-ES-{k:02d}" for k in range(1,21)]
if ids != want: errs.append(f"ids {ids}")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
for i in items:
    if i["id"].startswith("P2-EN") and i["lang"] != "en": errs.append(f"{i['id']}: EN id with lang {i['lang']}")
    if i["id"].startswith("P2-ES") and i["lang"] != "es": errs.append(f"{i['id']}: ES id with lang {i['lang']}")
c = collections.Counter(i["topic"] for i in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: errs.append(f"topic {t}: {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2: errs.append("out_of_scope must be 1 or 2")
for t in TOPICS:
    langs = collections.Counter(i["lang"] for i in items if i["topic"] == t)
    print(f"{t:32} {c[t]:2}  en={langs['en']} es={langs['es']}")
print("account states:", sorted(collections.Counter(i["account_state"] for i in items).items()))
for f in ("GRADING.md","README.md","verify_dates.py"):
    if not os.path.exists(os.path.join(HERE,f)): errs.append(f"missing {f}")
print("\n".join(errs) if errs else "all format checks passed")
sys.exit(1 if errs else 0)
