#!/usr/bin/env python3
"""Format checks for set AT part-1 questions.jsonl."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property", "bank_levy",
          "collector_contact_rules", "validation_disputes", "time_barred_debt", "settlement_and_payment_plans", "credit_reporting",
          "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
for i, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    try:
        it = json.loads(line)
    except Exception as e:
        errs.append(f"line {i}: bad JSON {e}"); continue
    items.append(it)
    if list(it.keys()) != KEYS: errs.append(f"line {i}: keys {list(it.keys())}")
    if it["lang"] != it["account_lang"] or it["lang"] not in ("en", "es"): errs.append(f"{it['id']}: lang")
    if it["account_state"] not in STATES: errs.append(f"{it['id']}: state {it['account_state']}")
    if it["topic"] not in TOPICS: errs.append(f"{it['id']}: topic {it['topic']}")
    if not (isinstance(it["question"], str) and len(it["question"]) > 40): errs.append(f"{it['id']}: question")
    for k in ("must_say", "should_say", "must_not_say"):
        if not (isinstance(it[k], list) and it[k] and all(isinstance(x, str) and x.strip() for x in it[k])):
            errs.append(f"{it['id']}: {k} must be a non-empty list of strings")
    for x in it["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): errs.append(f"{it['id']}: must_not_say tag: {x[:40]}")
    pre = "P1-EN-" if it["lang"] == "en" else "P1-ES-"
    if not it["id"].startswith(pre): errs.append(f"{it['id']}: id/lang mismatch")
ids = [it["id"] for it in items]
want = [f"P1-EN-{n:02d}" for n in range(1, 21)] + [f"P1-ES-{n:02d}" for n in range(1, 11)]
if ids != want: errs.append(f"ids not exactly {want[0]}..{want[-1]} in order: {ids}")
c = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: errs.append(f"topic {t}: {c[t]} < {need}")
if not (1 <= c["out_of_scope"] <= 2): errs.append("out_of_scope must be 1-2")
bylang = collections.Counter((it["lang"], it["topic"]) for it in items)
print("items:", len(items), dict(collections.Counter(it["lang"] for it in items)))
for t in TOPICS:
    print(f"  {t:32s} en={bylang[('en', t)]} es={bylang[('es', t)]} total={c[t]}")
for f in ("GRADING.md", "README.md", "verify_dates.py"):
    if not os.path.exists(os.path.join(HERE, f)): errs.append(f"missing {f}")
if os.path.exists(os.path.join(HERE, "GRADING.md")):
    g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
    for it in items:
        if it["id"] not in g: errs.append(f"GRADING.md does not mention {it['id']}")
print("\n".join("ERROR " + e for e in errs) or "ALL FORMAT CHECKS OK")
sys.exit(1 if errs else 0)
