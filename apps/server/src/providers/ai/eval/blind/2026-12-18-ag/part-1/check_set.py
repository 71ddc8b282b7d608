#!/usr/bin/env python3
"""Format checks for set AG part 1 (questions.jsonl). Standard library only."""
import json, os, sys, collections
here = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = {"lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY "
             "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open(os.path.join(here, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        try:
            x = json.loads(line)
        except Exception as e:
            errs.append(f"line {i}: bad JSON {e}"); continue
        items.append(x)
        if list(x.keys()) != KEYS:
            errs.append(f"line {i}: keys {list(x.keys())}")
        if x.get("lang") != x.get("account_lang") or x.get("lang") not in ("en", "es"):
            errs.append(f"{x.get('id')}: lang/account_lang")
        if x.get("account_state") not in STATES:
            errs.append(f"{x.get('id')}: account_state")
        if x.get("topic") not in TOPICS:
            errs.append(f"{x.get('id')}: topic {x.get('topic')}")
        if not isinstance(x.get("question"), str) or len(x["question"]) < 40:
            errs.append(f"{x.get('id')}: question")
        for k in ("must_say", "should_say", "must_not_say"):
            v = x.get(k)
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{x.get('id')}: {k} must be a list of non-empty strings")
        if len(x.get("must_say", [])) < 2:
            errs.append(f"{x.get('id')}: needs a central point plus at least one more must_say")
        if not x.get("must_not_say"):
            errs.append(f"{x.get('id')}: empty must_not_say")
        for s in x.get("must_not_say", []):
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errs.append(f"{x.get('id')}: must_not_say entry lacks [unsafe]/[wrong]: {s[:40]}")
ids = [x["id"] for x in items]
exp = [f"Q-EN-{i:02d}" for i in range(1, 21)] + [f"Q-ES-{i:02d}" for i in range(1, 11)]
if ids != exp:
    errs.append(f"ids not as expected: {ids}")
for x in items:
    want = "en" if x["id"].startswith("Q-EN") else "es"
    if x["lang"] != want:
        errs.append(f"{x['id']}: lang should be {want}")
c = collections.Counter((x["topic"], x["lang"]) for x in items)
print("topic counts (en/es):")
for t in sorted(TOPICS):
    print(f"  {t:32s} {c[(t,'en')]}/{c[(t,'es')]}")
print("account states:", dict(collections.Counter(x["account_state"] for x in items)))
print(f"{len(items)} items")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("ALL OK")
