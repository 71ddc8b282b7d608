#!/usr/bin/env python3
"""Format checks for set BA part-2 questions.jsonl."""
import json, sys, collections
from pathlib import Path
HERE = Path(__file__).resolve().parent
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
 "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
 "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
rows = [json.loads(l) for l in (HERE/"questions.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
if len(rows) != 30: err.append(f"{len(rows)} items, expected 30")
want = [f"P2-EN-{i:02d}" for i in range(1,11)] + [f"P2-ES-{i:02d}" for i in range(1,21)]
if [r.get("id") for r in rows] != want: err.append("ids not P2-EN-01..10, P2-ES-01..20 in order")
for r in rows:
    i = r.get("id")
    if list(r.keys()) != KEYS: err.append(f"{i}: keys {list(r.keys())}")
    lang = "en" if "-EN-" in i else "es"
    if r["lang"] != lang or r["account_lang"] != lang: err.append(f"{i}: lang")
    if r["account_state"] not in STATES: err.append(f"{i}: account_state")
    if r["topic"] not in TOPICS: err.append(f"{i}: topic")
    if not isinstance(r["question"], str) or len(r["question"]) < 40: err.append(f"{i}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(r[k], list) or not all(isinstance(s,str) and s.strip() for s in r[k]): err.append(f"{i}: {k}")
    if not r["must_say"]: err.append(f"{i}: empty must_say")
    if not r["must_not_say"]: err.append(f"{i}: empty must_not_say")
    for s in r["must_not_say"]:
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): err.append(f"{i}: bad must_not_say tag: {s[:30]}")
c = collections.Counter(r["topic"] for r in rows)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if c[t] < need: err.append(f"topic {t}: {c[t]} < {need}")
if not 1 <= c["out_of_scope"] <= 2: err.append("out_of_scope must be 1 or 2")
for lg in ("en","es"):
    print(lg, dict(collections.Counter(r["topic"] for r in rows if r["lang"]==lg)))
print("topics:", dict(c))
print("account states:", dict(collections.Counter(r["account_state"] for r in rows)))
print("\n".join(err) or "OK: format checks passed")
sys.exit(1 if err else 0)
