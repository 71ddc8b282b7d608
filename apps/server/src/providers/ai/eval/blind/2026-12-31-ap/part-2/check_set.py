#!/usr/bin/env python3
"""Format and coverage checks for set AP part-2 (questions.jsonl). Stdlib only."""
import json, os, sys, collections
here = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court/case state of each item (from the facts in the question), for the >=10 states rule
CASE_STATE = {"P2-EN-01":"TX","P2-EN-02":"OH","P2-EN-03":"NY","P2-EN-04":"TN","P2-EN-05":"IN","P2-EN-06":"WA",
 "P2-EN-07":"GA","P2-EN-08":"CO","P2-EN-09":"AZ","P2-EN-10":"NM","P2-ES-01":"CA","P2-ES-02":"FL","P2-ES-03":"IL",
 "P2-ES-04":"GA","P2-ES-05":"PA","P2-ES-06":"CO","P2-ES-07":"FL","P2-ES-08":"TX","P2-ES-09":"CA","P2-ES-10":"TX",
 "P2-ES-11":"NV","P2-ES-12":"LA","P2-ES-13":"TX","P2-ES-14":"GA","P2-ES-15":"IL","P2-ES-16":"NY","P2-ES-17":"TN",
 "P2-ES-18":"AZ","P2-ES-19":"NC","P2-ES-20":"VA"}
errs = []
def err(m): errs.append(m)
items = []
with open(os.path.join(here,"questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip(): err(f"line {i}: blank line"); continue
        try: items.append(json.loads(line))
        except Exception as e: err(f"line {i}: bad JSON {e}")
ids = [it.get("id") for it in items]
exp = [f"P2-EN-{i:02d}" for i in range(1,11)] + [f"P2-ES-{i:02d}" for i in range(1,21)]
if ids != exp: err(f"ids not exactly {exp[0]}..{exp[-1]} in order: {ids}")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS: err(f"{i}: keys {list(it.keys())} != {KEYS}")
    if it.get("lang") != it.get("account_lang") or it.get("lang") not in ("en","es"): err(f"{i}: lang/account_lang")
    if i and it.get("lang") != i.split("-")[1].lower(): err(f"{i}: lang does not match id")
    if it.get("account_state") not in STATES: err(f"{i}: account_state")
    if it.get("topic") not in TOPICS: err(f"{i}: topic {it.get('topic')}")
    if not isinstance(it.get("question"), str) or len(it["question"]) < 40: err(f"{i}: question")
    for k in ("must_say","should_say","must_not_say"):
        v = it.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(x,str) and x.strip() for x in v): err(f"{i}: {k} must be non-empty list of strings")
    for x in it.get("must_not_say", []):
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): err(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {x[:40]}")
tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err(f"topic {t}: {tc[t]} < {need}")
if not (1 <= tc["out_of_scope"] <= 2): err("out_of_scope must be 1 or 2 items")
langs = collections.Counter(it["lang"] for it in items)
if langs != {"en":10,"es":20}: err(f"lang counts {langs}")
cs = set(CASE_STATE.values())
if len(cs) < 10: err(f"only {len(cs)} court states")
diff = [i for i in CASE_STATE if next(x for x in items if x["id"]==i)["account_state"] != CASE_STATE[i]]
if not any(d.startswith("P2-ES") for d in diff): err("no Spanish item with account_state != court state")
print("items:", len(items), dict(langs))
print("topics:", dict(tc))
print("by lang x topic:", dict(collections.Counter((it['lang'],it['topic']) for it in items)))
print("court states (%d):" % len(cs), sorted(cs))
print("account_state differs from case state:", diff)
for e in errs: print("ERROR", e)
print("ALL OK" if not errs else f"{len(errs)} ERRORS"); sys.exit(1 if errs else 0)
