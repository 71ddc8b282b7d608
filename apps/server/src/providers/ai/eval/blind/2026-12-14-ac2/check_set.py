#!/usr/bin/env python3
"""Format checks for set AC questions.jsonl."""
import json, sys, collections
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = [json.loads(l) for l in open("questions.jsonl", encoding="utf-8") if l.strip()]
ids = [i.get("id") for i in items]
exp = [f"Q-EN-{n:02d}" for n in range(1,41)] + [f"Q-ES-{n:02d}" for n in range(1,21)]
if ids != exp: errs.append("ids not exactly Q-EN-01..40, Q-ES-01..20 in order")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS: errs.append(f"{i}: keys {list(it.keys())}")
    want = "en" if i.startswith("Q-EN") else "es"
    if it["lang"] != want or it["account_lang"] != want: errs.append(f"{i}: lang")
    if it["account_state"] not in STATES: errs.append(f"{i}: state")
    if it["topic"] not in TOPICS: errs.append(f"{i}: topic")
    if not isinstance(it["question"], str) or len(it["question"]) < 20: errs.append(f"{i}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(it[k], list) or not all(isinstance(x,str) and x.strip() for x in it[k]): errs.append(f"{i}: {k}")
    if len(it["must_say"]) < 1: errs.append(f"{i}: empty must_say")
    if len(it["must_not_say"]) < 1: errs.append(f"{i}: empty must_not_say")
    for s in it["must_not_say"]:
        if not (s.startswith("[unsafe]") or s.startswith("[wrong]")): errs.append(f"{i}: must_not_say prefix: {s[:40]}")
c = collections.Counter((it["lang"], it["topic"]) for it in items)
for t in sorted(TOPICS):
    print(f"{t:32s} en={c[('en',t)]:2d} es={c[('es',t)]:2d}")
print("states:", sorted({it["account_state"] for it in items}))
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print(f"OK: {len(items)} items")
