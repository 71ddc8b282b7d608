#!/usr/bin/env python3
"""Format checks for questions.jsonl (set BC, part-2). Run: python3 check_set.py"""
import json, re, sys, collections
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY".split())
errs = []
items = []
with open("questions.jsonl", encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            errs.append(f"line {n}: blank line"); continue
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"line {n}: bad JSON {e}"); continue
        items.append(o)
        if list(o.keys()) != KEYS and set(o.keys()) != set(KEYS):
            errs.append(f"line {n}: keys {list(o.keys())}")
        i = o.get("id", "")
        m = re.fullmatch(r"P2-(EN|ES)-(\d\d)", i)
        if not m: errs.append(f"{i}: bad id")
        elif m.group(1).lower() != o["lang"]: errs.append(f"{i}: id/lang mismatch")
        if o["lang"] not in ("en","es"): errs.append(f"{i}: lang")
        if o["lang"] != o["account_lang"]: errs.append(f"{i}: lang != account_lang")
        if o["account_state"] not in STATES: errs.append(f"{i}: account_state {o['account_state']}")
        if o["topic"] not in TOPICS: errs.append(f"{i}: topic {o['topic']}")
        if not isinstance(o["question"], str) or len(o["question"]) < 40: errs.append(f"{i}: question too short")
        for k in ("must_say","should_say","must_not_say"):
            v = o[k]
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{i}: {k} must be a list of non-empty strings")
        if len(o["must_say"]) < 1: errs.append(f"{i}: must_say empty")
        if len(o["must_not_say"]) < 1: errs.append(f"{i}: must_not_say empty")
        for s in o["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {s[:50]}")
ids = [o["id"] for o in items]
if len(items) != 30: errs.append(f"expected 30 items, got {len(items)}")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
exp = [f"P2-EN-{k:02d}" for k in range(1,11)] + [f"P2-ES-{k:02d}" for k in range(1,21)]
if sorted(ids) != sorted(exp): errs.append(f"id set mismatch: missing {sorted(set(exp)-set(ids))} extra {sorted(set(ids)-set(exp))}")
tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: errs.append(f"topic {t}: {tc[t]} < {need}")
if tc["out_of_scope"] > 2: errs.append("more than two out_of_scope items")
lc = collections.Counter(o["lang"] for o in items)
if lc["en"] != 10 or lc["es"] != 20: errs.append(f"language counts {dict(lc)}")
print("Counts by topic (total / en / es):")
for t in TOPICS:
    en = sum(1 for o in items if o["topic"] == t and o["lang"] == "en")
    es = sum(1 for o in items if o["topic"] == t and o["lang"] == "es")
    print(f"  {t:32s} {tc[t]:2d} / {en} / {es}")
print("Counts by language:", dict(lc))
print("Account states:", dict(collections.Counter(o["account_state"] for o in items)))
if errs:
    print("FAIL"); [print("  -", e) for e in errs]; sys.exit(1)
print("OK: 30 items, format valid")
