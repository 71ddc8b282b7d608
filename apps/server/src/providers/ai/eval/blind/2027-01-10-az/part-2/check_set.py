#!/usr/bin/env python3
"""Format checks for set AZ part-2 questions.jsonl."""
import json, os, sys, collections
HERE=os.path.dirname(os.path.abspath(__file__))
KEYS=["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS=["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
"bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
"credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES=set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
err=[]
items=[]
for n,line in enumerate(open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8"),1):
    try: o=json.loads(line)
    except Exception as e: err.append(f"line {n}: bad JSON {e}"); continue
    items.append(o)
    if list(o.keys())!=KEYS: err.append(f"{o.get('id')}: keys {list(o.keys())}")
    if o["lang"]!=o["account_lang"] or o["lang"] not in ("en","es"): err.append(f"{o['id']}: lang")
    if o["account_state"] not in STATES: err.append(f"{o['id']}: state")
    if o["topic"] not in TOPICS: err.append(f"{o['id']}: topic {o['topic']}")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(o[k],list) or not o[k] or not all(isinstance(x,str) and x.strip() for x in o[k]): err.append(f"{o['id']}: {k}")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe]") or x.startswith("[wrong]")): err.append(f"{o['id']}: must_not_say tag: {x[:40]}")
    if len(o["question"])<60: err.append(f"{o['id']}: question too short")
ids=[o["id"] for o in items]
exp=[f"P2-EN-{i:02d}" for i in range(1,11)]+[f"P2-ES-{i:02d}" for i in range(1,21)]
if ids!=exp: err.append(f"ids/order mismatch: {ids}")
for o in items:
    want="en" if "-EN-" in o["id"] else "es"
    if o["lang"]!=want: err.append(f"{o['id']}: lang should be {want}")
c=collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need=3 if t in TOPICS[:4] else 1
    if c[t]<need: err.append(f"topic {t}: {c[t]} < {need}")
if c["out_of_scope"]>2: err.append("too many out_of_scope")
for lang in ("en","es"):
    print(lang, dict(collections.Counter(o["topic"] for o in items if o["lang"]==lang)))
print("total",len(items),"| account_states",sorted(set(o["account_state"] for o in items)))
print("errors:",len(err)); [print(" ",e) for e in err]
sys.exit(1 if err else 0)
