#!/usr/bin/env python3
"""Format and coverage checks for set BB part-1 questions.jsonl."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err = []
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip(): err.append(f"line {i}: blank"); continue
        try: it = json.loads(line)
        except Exception as e: err.append(f"line {i}: bad JSON {e}"); continue
        items.append(it)
        if list(it.keys()) != KEYS: err.append(f"{it.get('id')}: keys {list(it.keys())}")
        if it["lang"] != it["account_lang"] or it["lang"] not in ("en","es"): err.append(f"{it['id']}: lang")
        if it["account_state"] not in STATES: err.append(f"{it['id']}: account_state")
        if it["topic"] not in TOPICS: err.append(f"{it['id']}: topic {it['topic']}")
        for k in ("must_say","should_say","must_not_say"):
            if not isinstance(it[k], list) or not it[k] or not all(isinstance(s,str) and s.strip() for s in it[k]):
                err.append(f"{it['id']}: {k} must be a non-empty list of strings")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): err.append(f"{it['id']}: must_not_say tag: {s[:40]}")
        if not it["question"].strip(): err.append(f"{it['id']}: empty question")
ids = [it["id"] for it in items]
exp = [f"P1-EN-{i:02d}" for i in range(1,21)] + [f"P1-ES-{i:02d}" for i in range(1,11)]
if ids != exp: err.append(f"ids not as expected: {ids}")
for it in items:
    want = "en" if "-EN-" in it["id"] else "es"
    if it["lang"] != want: err.append(f"{it['id']}: lang should be {want}")
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err.append(f"topic {t}: {tc[t]} < {need}")
if not 1 <= tc["out_of_scope"] <= 2: err.append("out_of_scope must be 1-2")
langs_by_topic = collections.defaultdict(set)
for it in items: langs_by_topic[it["topic"]].add(it["lang"])
print("Items:", len(items), " EN:", sum(i['lang']=='en' for i in items), " ES:", sum(i['lang']=='es' for i in items))
print("Topics:")
for t in TOPICS: print(f"  {t:32s} {tc[t]}  {sorted(langs_by_topic[t])}")
print("Account states:", dict(collections.Counter(it["account_state"] for it in items)))
for f in ["GRADING.md","README.md","verify_dates.py"]:
    if not os.path.exists(os.path.join(HERE,f)): err.append(f"missing {f}")
dup = [k for k,v in collections.Counter(it["question"] for it in items).items() if v>1]
if dup: err.append("duplicate questions")
for e in err: print("ERROR:", e)
print("RESULT:", "PASS" if not err else f"{len(err)} ERROR(S)")
sys.exit(1 if err else 0)
