#!/usr/bin/env python3
"""Format checks for set AG part 2 (questions.jsonl). Run: python3 check_set.py"""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {"lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip(): err.append(f"line {i}: blank"); continue
        try: r = json.loads(line)
        except Exception as e: err.append(f"line {i}: bad JSON {e}"); continue
        rows.append(r)
        if list(r.keys()) != KEYS: err.append(f"{r.get('id')}: keys {list(r.keys())}")
        if r["lang"] != r["account_lang"] or r["lang"] not in ("en","es"): err.append(f"{r['id']}: lang")
        if not r["id"].startswith("Q-" + r["lang"].upper() + "-"): err.append(f"{r['id']}: id/lang mismatch")
        if r["account_state"] not in STATES: err.append(f"{r['id']}: state {r['account_state']}")
        if r["topic"] not in TOPICS: err.append(f"{r['id']}: topic {r['topic']}")
        if not isinstance(r["question"], str) or len(r["question"]) < 40: err.append(f"{r['id']}: question")
        for k in ("must_say","should_say","must_not_say"):
            if not isinstance(r[k], list) or not r[k] or not all(isinstance(x, str) and x.strip() for x in r[k]):
                err.append(f"{r['id']}: {k} must be a non-empty list of strings")
        for x in r["must_not_say"]:
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): err.append(f"{r['id']}: must_not_say tag: {x[:40]}")
want = [f"Q-EN-{n}" for n in range(21,41)] + [f"Q-ES-{n}" for n in range(11,21)]
ids = [r["id"] for r in rows]
if ids != want: err.append(f"ids {ids}")
if len(set(ids)) != len(ids): err.append("duplicate ids")
c = collections.Counter((r["topic"], r["lang"]) for r in rows)
print("topic counts (en/es):")
for t in sorted(TOPICS): print(f"  {t:32s} {c[(t,'en')]}/{c[(t,'es')]}")
print("account states:", collections.Counter(r["account_state"] for r in rows))
if err: print("ERRORS:", *err, sep="\n  "); sys.exit(1)
print(f"OK: {len(rows)} items")
