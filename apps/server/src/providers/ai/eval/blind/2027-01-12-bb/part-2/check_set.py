#!/usr/bin/env python3
"""Format checks for set BB part-2 (questions.jsonl)."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# Court state of each item (the state whose court/law the question is about), for the coverage check.
COURT = {"P2-EN-01":"TX","P2-EN-02":"OH","P2-EN-03":"IL","P2-EN-04":"GA","P2-EN-05":"ME","P2-EN-06":"HI",
         "P2-EN-07":"CA","P2-EN-08":"ID","P2-EN-09":"AK","P2-EN-10":"OK","P2-ES-01":"CA","P2-ES-02":"NY",
         "P2-ES-03":"NC","P2-ES-04":"FL","P2-ES-05":"PA","P2-ES-06":"TX","P2-ES-07":"MA","P2-ES-08":"OK",
         "P2-ES-09":"IL","P2-ES-10":"PA","P2-ES-11":"FL","P2-ES-12":"TX","P2-ES-13":"NV","P2-ES-14":"VT",
         "P2-ES-15":"NY","P2-ES-16":"DE","P2-ES-17":"NH","P2-ES-18":"WY","P2-ES-19":"HI","P2-ES-20":"FL"}
errs = []
items = []
for i, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    if not line.strip():
        errs.append(f"line {i}: blank line"); continue
    try:
        o = json.loads(line)
    except Exception as e:
        errs.append(f"line {i}: bad JSON {e}"); continue
    items.append(o)
    if list(o.keys()) != KEYS: errs.append(f"{o.get('id')}: keys {list(o.keys())}")
    if o["lang"] not in ("en","es") or o["lang"] != o["account_lang"]: errs.append(f"{o['id']}: lang")
    if o["account_state"] not in STATES: errs.append(f"{o['id']}: account_state")
    if o["topic"] not in TOPICS: errs.append(f"{o['id']}: topic {o['topic']}")
    if not isinstance(o["question"], str) or len(o["question"]) < 40: errs.append(f"{o['id']}: question")
    for k in ("must_say","should_say","must_not_say"):
        if not isinstance(o[k], list) or not all(isinstance(x, str) and x.strip() for x in o[k]): errs.append(f"{o['id']}: {k}")
    if not o["must_say"]: errs.append(f"{o['id']}: empty must_say")
    if not o["must_not_say"]: errs.append(f"{o['id']}: empty must_not_say")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): errs.append(f"{o['id']}: must_not_say tag: {x[:40]}")
    pre = "P2-EN-" if o["lang"] == "en" else "P2-ES-"
    if not o["id"].startswith(pre): errs.append(f"{o['id']}: id/lang mismatch")
ids = [o["id"] for o in items]
want = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
if ids != want: errs.append(f"ids not as expected: {ids}")
tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: errs.append(f"topic {t}: {tc[t]} < {need}")
langs_per_topic = collections.defaultdict(set)
for o in items: langs_per_topic[o["topic"]].add(o["lang"])
both = [t for t in TOPICS if langs_per_topic[t] == {"en","es"}]
courts = set(COURT.values())
if set(COURT) != set(ids): errs.append("COURT map does not match ids")
if len(courts) < 10: errs.append(f"only {len(courts)} court states")
diff = [i for i in ids if i.startswith("P2-ES") and COURT[i] != next(o for o in items if o["id"] == i)["account_state"]]
if len(diff) < 2: errs.append("fewer than 2 Spanish items with account_state != court state")
print("items:", len(items), "| en:", sum(o["lang"]=="en" for o in items), "| es:", sum(o["lang"]=="es" for o in items))
print("topics:", dict(tc))
print("topics in both languages:", len(both), both)
print("court states:", len(courts), sorted(courts))
print("Spanish items with account_state != court state:", diff)
print("must_not_say tags:", collections.Counter(x.split("]")[0]+"]" for o in items for x in o["must_not_say"]))
print("errors:", len(errs))
for e in errs: print("  ", e)
sys.exit(1 if errs else 0)
