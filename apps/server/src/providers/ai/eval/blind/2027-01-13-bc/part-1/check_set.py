#!/usr/bin/env python3
"""Format and coverage checks for set BC part-1 (questions.jsonl). Standard library only."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court / case state of each item (the state whose law governs the question), for the >=10 states rule
CASE_STATE = {"P1-EN-01":"MN","P1-EN-02":"CT","P1-EN-03":"CA","P1-EN-04":"TX","P1-EN-05":"OH","P1-EN-06":"IA",
              "P1-EN-07":"OK","P1-EN-08":"MO","P1-EN-09":"TX","P1-EN-10":"MN","P1-EN-11":"RI","P1-EN-12":"SD",
              "P1-EN-13":"SC","P1-EN-14":"GA","P1-EN-15":"AL","P1-EN-16":"WV","P1-EN-17":"AR","P1-EN-18":"ND",
              "P1-EN-19":"MT","P1-EN-20":"OR","P1-ES-01":"GA","P1-ES-02":"SC","P1-ES-03":"NY","P1-ES-04":"OK",
              "P1-ES-05":"CA","P1-ES-06":"IA","P1-ES-07":"HI","P1-ES-08":"OH","P1-ES-09":"TX","P1-ES-10":"NY"}
errs = []
def err(m): errs.append(m)

items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {n}: blank line"); continue
        try:
            items.append(json.loads(line))
        except Exception as e:
            err(f"line {n}: bad JSON {e}")

expected = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
ids = [it.get("id") for it in items]
if ids != expected: err(f"ids not exactly {expected[0]}..{expected[-1]} in order: {ids}")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS: err(f"{i}: keys {list(it.keys())} != {KEYS}")
    if it.get("lang") != it.get("account_lang"): err(f"{i}: lang != account_lang")
    want = "en" if i.startswith("P1-EN") else "es"
    if it.get("lang") != want: err(f"{i}: lang should be {want}")
    if it.get("account_state") not in STATES: err(f"{i}: bad account_state {it.get('account_state')}")
    if it.get("topic") not in TOPICS: err(f"{i}: bad topic {it.get('topic')}")
    if not isinstance(it.get("question"), str) or len(it["question"]) < 40: err(f"{i}: question too short")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
            err(f"{i}: {k} must be a non-empty list of strings")
    for s in it.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
            err(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:40]}")
    if i not in CASE_STATE: err(f"{i}: no case state recorded")
if len(set(ids)) != len(ids): err("duplicate ids")
if len(items) != 30: err(f"{len(items)} items, want 30")

tc = collections.Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err(f"topic {t}: {tc[t]} items, need >= {need}")
langs_by_topic = collections.defaultdict(set)
for it in items: langs_by_topic[it["topic"]].add(it["lang"])
states = set(CASE_STATE.values())
if len(states) < 10: err(f"only {len(states)} court states")
diff_es = [it["id"] for it in items if it["lang"] == "es" and it["account_state"] != CASE_STATE[it["id"]]]
if not diff_es: err("no Spanish item with account_state different from the case state")

print("items:", len(items), "| en:", sum(it['lang']=='en' for it in items), "| es:", sum(it['lang']=='es' for it in items))
print("by topic (en/es):")
for t in TOPICS:
    en = sum(1 for it in items if it["topic"] == t and it["lang"] == "en")
    es = sum(1 for it in items if it["topic"] == t and it["lang"] == "es")
    print(f"  {t:32s} {tc[t]:2d}  (en {en}, es {es})")
print("court/case states:", len(states), sorted(states))
print("items where account_state != case state:", [it["id"] for it in items if it["account_state"] != CASE_STATE[it["id"]]])
print("Spanish items with a different account_state:", diff_es)
print("must_not_say entries:", sum(len(it["must_not_say"]) for it in items),
      "| [unsafe]:", sum(s.startswith("[unsafe]") for it in items for s in it["must_not_say"]),
      "| [wrong]:", sum(s.startswith("[wrong]") for it in items for s in it["must_not_say"]))
if errs:
    print("ERRORS:"); [print("  -", e) for e in errs]; sys.exit(1)
print("CHECK OK")
