#!/usr/bin/env python3
"""Format checks for set AV part-1 questions.jsonl."""
import json, sys, collections
from pathlib import Path
HERE = Path(__file__).resolve().parent
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
def e(m): errs.append(m)
lines = (HERE/"questions.jsonl").read_text(encoding="utf-8").splitlines()
items = []
for i, l in enumerate(lines, 1):
    try: it = json.loads(l)
    except Exception as x: e(f"line {i}: bad JSON {x}"); continue
    items.append(it)
    if list(it.keys()) != KEYS: e(f"line {i}: keys {list(it.keys())}")
    iid = it.get("id","")
    if it.get("lang") not in ("en","es") or it.get("lang") != it.get("account_lang"): e(f"{iid}: lang/account_lang")
    if it.get("account_state") not in STATES: e(f"{iid}: account_state {it.get('account_state')}")
    if it.get("topic") not in TOPICS: e(f"{iid}: topic {it.get('topic')}")
    if not isinstance(it.get("question"), str) or len(it["question"]) < 40: e(f"{iid}: question too short")
    for k in ("must_say","should_say","must_not_say"):
        v = it.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(s,str) and s.strip() for s in v): e(f"{iid}: {k} must be non-empty list of strings")
    for s in it.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): e(f"{iid}: must_not_say entry lacks tag: {s[:40]}")
    exp_prefix = "P1-EN-" if it.get("lang") == "en" else "P1-ES-"
    if not iid.startswith(exp_prefix): e(f"{iid}: id prefix does not match lang")
ids = [it["id"] for it in items]
want = [f"P1-EN-{i:02d}" for i in range(1,21)] + [f"P1-ES-{i:02d}" for i in range(1,11)]
if ids != want: e(f"ids not exactly {want[0]}..{want[-1]} in order: {ids}")
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    if tc[t] < 1: e(f"topic {t} missing")
for t in TOPICS[:4]:
    if tc[t] < 3: e(f"topic {t} has {tc[t]} < 3")
if not 1 <= tc["out_of_scope"] <= 2: e("out_of_scope must be 1-2")
langs_by_topic = collections.defaultdict(set)
for it in items: langs_by_topic[it["topic"]].add(it["lang"])
print("topics:", dict(tc))
print("langs:", dict(collections.Counter(it["lang"] for it in items)))
print("account_states:", sorted(set(it["account_state"] for it in items)))
for f in ("GRADING.md","README.md","verify_dates.py"):
    if not (HERE/f).exists(): e(f"missing {f}")
if errs:
    print("\n".join("ERROR: "+x for x in errs)); sys.exit(1)
print(f"OK: {len(items)} items")
