#!/usr/bin/env python3
"""Format and coverage checks for set AY part-1 (questions.jsonl), plus the numbers key.
Exit code 1 on any problem."""
import json, os, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# State whose law/court governs each item (as the key treats it); None = no court state.
COURT = {"P1-EN-01":"TX","P1-EN-02":"FL","P1-EN-03":"OR","P1-EN-04":"KY","P1-EN-05":"TN","P1-EN-06":"PA",
 "P1-EN-07":"OK","P1-EN-08":"MT","P1-EN-09":"IN","P1-EN-10":"IA","P1-EN-11":"CO","P1-EN-12":"VA",
 "P1-EN-13":"NV","P1-EN-14":"RI","P1-EN-15":"OR","P1-EN-16":"WV","P1-EN-17":"AR","P1-EN-18":"NM",
 "P1-EN-19":"TN","P1-EN-20":"TN","P1-ES-01":"NJ","P1-ES-02":"AL","P1-ES-03":"AR","P1-ES-04":"TX",
 "P1-ES-05":"FL","P1-ES-06":"PA","P1-ES-07":"NM","P1-ES-08":"WI","P1-ES-09":"IN","P1-ES-10":"CO"}

err = []
rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except Exception as e:
            err.append(f"line {n}: bad JSON {e}")
if len(rows) != 30: err.append(f"expected 30 items, got {len(rows)}")
want_ids = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
if [r.get("id") for r in rows] != want_ids: err.append("ids missing, duplicated or out of order")
for r in rows:
    i = r.get("id", "?")
    if list(r.keys()) != KEYS: err.append(f"{i}: keys {list(r.keys())}")
    lang = "en" if "-EN-" in i else "es"
    if r.get("lang") != lang or r.get("account_lang") != lang: err.append(f"{i}: lang/account_lang")
    if r.get("account_state") not in STATES: err.append(f"{i}: account_state {r.get('account_state')}")
    if r.get("topic") not in TOPICS: err.append(f"{i}: topic {r.get('topic')}")
    if not isinstance(r.get("question"), str) or len(r["question"]) < 40: err.append(f"{i}: question too short")
    for k in ["must_say", "should_say", "must_not_say"]:
        v = r.get(k)
        if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
            err.append(f"{i}: {k} must be a non-empty list of strings")
    for s in r.get("must_not_say", []):
        if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): err.append(f"{i}: must_not_say tag: {s[:40]}")
    if i not in COURT: err.append(f"{i}: no court-state entry")

# Coverage
tc = collections.Counter(r["topic"] for r in rows)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err.append(f"topic {t}: {tc[t]} < {need}")
for t in TOPICS:
    pass
en_topics = {r["topic"] for r in rows if r["lang"] == "en"}
es_topics = {r["topic"] for r in rows if r["lang"] == "es"}
if len(es_topics) < 6: err.append("Spanish items cover too few topics")
court_states = set(COURT.values())
if len(court_states) < 10: err.append(f"only {len(court_states)} court states")
diff_es = [r["id"] for r in rows if r["lang"] == "es" and r["account_state"] != COURT[r["id"]]]
if len(diff_es) < 2: err.append("need Spanish items whose account_state differs from the court state")
diff_all = [r["id"] for r in rows if r["account_state"] != COURT[r["id"]]]
oos = tc["out_of_scope"]
if not 1 <= oos <= 2: err.append("out_of_scope must be 1 or 2 items")
# Spanish questions should look Spanish (a few common words).
for r in rows:
    if r["lang"] == "es":
        q = r["question"].lower()
        if sum(w in q for w in [" que ", " me ", " de ", " la ", " mi ", " y "]) < 3: err.append(f"{r['id']}: question does not look Spanish")

# Numbers key (recomputed).
def close(a, b): return abs(a - b) < 0.005
N = []
N.append(("P1-EN-05 deficiency", 17900 - 6200, 11700))
N.append(("P1-EN-05 total claimed", 17900 - 6200 + 1750, 13450))
N.append(("P1-EN-09 25% cap", 0.25 * 2600, 650))
N.append(("P1-EN-09 room for new garnishment", 0.25 * 2600 - 390, 260))
N.append(("P1-EN-09 390 is 15% of 2600", 0.15 * 2600, 390))
N.append(("P1-EN-09 biweekly 30xMW floor", 30 * 7.25 * 2, 435))
N.append(("P1-EN-12 protected SS (2 deposits)", 2 * 1310, 2620))
N.append(("P1-EN-12 frozen remainder", 4380 - 2 * 1310, 1760))
N.append(("P1-EN-16 forgiven", 7000 - 2100, 4900))
N.append(("P1-EN-16 settlement %", 2100 / 7000 * 100, 30))
N.append(("P1-EN-16 assets", 6000 + 900 + 4300, 11200))
N.append(("P1-EN-16 insolvency", 38200 - (6000 + 900 + 4300), 27000))
N.append(("P1-EN-16 excluded (min(forgiven, insolvency))", min(4900, 27000), 4900))
N.append(("P1-ES-05 UI + other", 1650 + 220, 1870))
N.append(("P1-ES-05 UI deposits = 3 x 550", 3 * 550, 1650))
N.append(("P1-ES-05 weekly x2", 275 * 2, 550))
N.append(("P1-ES-06 wrong 25% figure", 0.25 * 620, 155))
N.append(("P1-ES-10 35%", 0.35 * 4600, 1610))
N.append(("P1-ES-10 3 payments", round(1610 / 3, 2), 536.67))
import math
N.append(("P1-ES-10 months at $150", math.ceil(4600 / 150), 31))
N.append(("P1-ES-10 last payment", 4600 - 30 * 150, 100))
for name, got, exp in N:
    ok = close(got, exp)
    print(f"{'ok ' if ok else 'BAD'} {name}: {got} (key {exp})")
    if not ok: err.append(f"numbers: {name}")

print("\ntopics:", dict(tc))
print("court states:", len(court_states), sorted(court_states))
print("account_state differs from court state:", diff_all)
if err:
    print("\nERRORS:"); [print(" -", e) for e in err]; sys.exit(1)
print("\nformat/coverage/numbers OK")
