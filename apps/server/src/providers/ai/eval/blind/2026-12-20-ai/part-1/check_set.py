#!/usr/bin/env python3
"""Format checks for set AI part 1 (questions.jsonl)."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = {"lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            it = json.loads(line)
        except Exception as e:
            err.append(f"line {n}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS:
            err.append(f"line {n}: keys {list(it.keys())}")
        i = it.get("id", "?")
        if it.get("lang") != it.get("account_lang") or it.get("lang") not in ("en", "es"):
            err.append(f"{i}: lang/account_lang")
        if (i.startswith("Q-EN") and it["lang"] != "en") or (i.startswith("Q-ES") and it["lang"] != "es"):
            err.append(f"{i}: id prefix vs lang")
        if it.get("account_state") not in STATES:
            err.append(f"{i}: account_state")
        if it.get("topic") not in TOPICS:
            err.append(f"{i}: topic {it.get('topic')}")
        if not isinstance(it.get("question"), str) or len(it["question"]) < 40:
            err.append(f"{i}: question too short")
        for k in ("must_say", "should_say", "must_not_say"):
            v = it.get(k)
            if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
                err.append(f"{i}: {k} must be a list of non-empty strings")
        if not it.get("must_say"):
            err.append(f"{i}: must_say empty")
        if not it.get("must_not_say"):
            err.append(f"{i}: must_not_say empty")
        for x in it.get("must_not_say", []):
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                err.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {x[:40]}")
ids = [it["id"] for it in items]
want = [f"Q-EN-{k:02d}" for k in range(1, 21)] + [f"Q-ES-{k:02d}" for k in range(1, 11)]
if sorted(ids) != sorted(want) or len(ids) != len(set(ids)):
    err.append(f"ids wrong: {ids}")
c = collections.Counter((it["topic"], it["lang"]) for it in items)
print("topic counts (en/es):")
for t in sorted(TOPICS):
    print(f"  {t:32} {c[(t,'en')]}/{c[(t,'es')]}")
missing = [t for t in TOPICS if c[(t, 'en')] + c[(t, 'es')] == 0]
if missing:
    err.append(f"topics missing: {missing}")
print("account states:", sorted(collections.Counter(it["account_state"] for it in items).items()))
if err:
    print("ERRORS:"); [print("  " + e) for e in err]; sys.exit(1)
print(f"{len(items)} items OK")
