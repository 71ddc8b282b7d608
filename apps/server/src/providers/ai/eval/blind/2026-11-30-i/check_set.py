#!/usr/bin/env python3
"""Structural check of questions.jsonl (run after verify_dates.py)."""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {"id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"}
TARGET = {  # topic: (en, es)
    "lawsuit_answer_deadline": (8, 4), "garnishment_exempt_income": (3, 2), "bank_levy": (3, 1),
    "collector_contact_rules": (2, 1), "validation_disputes": (3, 1), "time_barred_debt": (3, 1),
    "settlement_taxes": (2, 1), "credit_reporting": (2, 1), "jail_contempt_scams_identity_theft": (2, 1),
    "medical_debt": (2, 1), "what_to_say_to_a_collector": (2, 1), "out_of_scope": (2, 1)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY "
             "NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errors = []
ids = set()
count = collections.Counter()
rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            q = json.loads(line)
        except Exception as e:  # noqa
            errors.append(f"line {n}: does not parse: {e}")
            continue
        rows.append(q)
        if set(q) != KEYS:
            errors.append(f"line {n}: key set {sorted(q)}")
        if q["lang"] != q["account_lang"] or q["lang"] not in ("en", "es"):
            errors.append(f"{q['id']}: lang/account_lang")
        m = re.fullmatch(r"I-(EN|ES)-(\d\d)", q["id"])
        if not m or m.group(1).lower() != q["lang"]:
            errors.append(f"{q['id']}: id format / language prefix")
        if q["id"] in ids:
            errors.append(f"{q['id']}: duplicate id")
        ids.add(q["id"])
        if q["topic"] not in TARGET:
            errors.append(f"{q['id']}: bad topic {q['topic']}")
        if q["account_state"] not in STATES:
            errors.append(f"{q['id']}: bad state {q['account_state']}")
        for k in ("must_say", "should_say", "must_not_say"):
            if not isinstance(q[k], list) or not q[k] or not all(isinstance(x, str) and x.strip() for x in q[k]):
                errors.append(f"{q['id']}: {k} must be a non-empty list of strings")
        for x in q["must_not_say"]:
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                errors.append(f"{q['id']}: must_not_say entry lacks [unsafe]/[wrong] tag")
        count[(q["topic"], q["lang"])] += 1

for lang, want in (("en", 34), ("es", 16)):
    got = sum(1 for q in rows if q["lang"] == lang)
    if got != want:
        errors.append(f"{lang}: {got} items, want {want}")
    nums = sorted(int(q["id"][-2:]) for q in rows if q["lang"] == lang)
    if nums != list(range(1, want + 1)):
        errors.append(f"{lang}: ids not consecutive")
for t, (en, es) in TARGET.items():
    if (count[(t, "en")], count[(t, "es")]) != (en, es):
        errors.append(f"{t}: {count[(t, 'en')]}/{count[(t, 'es')]} want {en}/{es}")

print("topic".ljust(38), "en", "es")
for t in TARGET:
    print(t.ljust(38), str(count[(t, 'en')]).rjust(2), str(count[(t, 'es')]).rjust(2))
print("total".ljust(38), sum(1 for q in rows if q["lang"] == "en"), sum(1 for q in rows if q["lang"] == "es"))

r = subprocess.run([sys.executable, os.path.join(HERE, "verify_dates.py")], capture_output=True, text=True)
if r.returncode != 0:
    errors.append("verify_dates.py failed:\n" + r.stdout)
print("\n" + ("\n".join(errors) if errors else "ALL STRUCTURE CHECKS PASS (and verify_dates.py passes)"))
sys.exit(1 if errors else 0)
