#!/usr/bin/env python3
"""Format and coverage checks for set AW part-1 (questions.jsonl). Stdlib only."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court/case state of each item (the state whose law governs), set by the author
COURT = {"P1-EN-01": "VA", "P1-EN-02": "AL", "P1-EN-03": "NY", "P1-EN-04": "IL", "P1-EN-05": "AR", "P1-EN-06": "ID",
         "P1-EN-07": "VA", "P1-EN-08": "PA", "P1-EN-09": "TX", "P1-EN-10": "IN", "P1-EN-11": "GA", "P1-EN-12": "IL",
         "P1-EN-13": "PA", "P1-EN-14": "MT", "P1-EN-15": "DE", "P1-EN-16": "RI", "P1-EN-17": "OK", "P1-EN-18": "ME",
         "P1-EN-19": "NH", "P1-EN-20": "WV", "P1-ES-01": "TX", "P1-ES-02": "TN", "P1-ES-03": "WI", "P1-ES-04": "TX",
         "P1-ES-05": "VA", "P1-ES-06": "GA", "P1-ES-07": "IL", "P1-ES-08": "AR", "P1-ES-09": "NY", "P1-ES-10": None}
errs = []
def err(m): errs.append(m)
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        if not line.strip():
            err(f"line {i}: blank line"); continue
        try:
            o = json.loads(line)
        except Exception as e:
            err(f"line {i}: bad JSON {e}"); continue
        if list(o.keys()) != KEYS:
            err(f"line {i}: keys {list(o.keys())} != {KEYS}")
        items.append(o)
ids = [o.get("id") for o in items]
want = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
if ids != want: err(f"ids/order wrong: {ids}")
if len(set(ids)) != len(ids): err("duplicate ids")
for o in items:
    i = o.get("id", "?")
    exp_lang = "en" if "-EN-" in i else "es"
    if o["lang"] != exp_lang or o["account_lang"] != o["lang"]: err(f"{i}: lang/account_lang")
    if o["account_state"] not in STATES: err(f"{i}: account_state {o['account_state']}")
    if o["topic"] not in TOPICS: err(f"{i}: topic {o['topic']}")
    if not isinstance(o["question"], str) or len(o["question"]) < 60: err(f"{i}: question too short")
    for k in ["must_say", "should_say", "must_not_say"]:
        v = o[k]
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
            err(f"{i}: {k} must be a non-empty list of strings")
    for x in o["must_not_say"]:
        if not re.match(r"^\[(unsafe|wrong)\] \S", x): err(f"{i}: must_not_say entry lacks [unsafe]/[wrong]: {x[:40]}")
    if o["id"] not in COURT: err(f"{i}: no court state recorded")
# coverage
tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err(f"topic {t}: {tc[t]} < {need}")
for t in TOPICS:
    langs = {o["lang"] for o in items if o["topic"] == t}
courts = {c for c in COURT.values() if c}
if len(courts) < 10: err(f"only {len(courts)} court states")
diff = [o["id"] for o in items if COURT.get(o["id"]) and COURT[o["id"]] != o["account_state"]]
diff_es = [x for x in diff if "-ES-" in x]
if not diff_es: err("no Spanish item with account_state != court state")
oos = tc["out_of_scope"]
if not 1 <= oos <= 2: err("out_of_scope must be 1 or 2")
print("topics:", dict(tc))
print("court states:", len(courts), sorted(courts))
print("account_state != court state:", diff)
print("by language:", collections.Counter(o["lang"] for o in items))
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("ALL OK (%d items)" % len(items))

# ---- numbers key arithmetic (must match GRADING.md) ----
N = {}
N["EN-11 student loan 15%"] = round(0.15 * 2800, 2)            # 420
N["EN-11 25% cap"] = round(0.25 * 2800, 2)                     # 700
N["EN-11 creditor max"] = N["EN-11 25% cap"] - N["EN-11 student loan 15%"]   # 280
N["EN-11 overwithheld"] = 700 - N["EN-11 creditor max"]        # 420
N["EN-11 30x floor biweekly"] = 2800 - 2 * 30 * 7.25           # 2365 (not binding)
N["EN-12 frozen"] = 3100 + 650                                 # 3750 <= 4000
N["EN-14 equity"] = 9000 - 7500                                # 1500
N["EN-18 30% counter"] = round(0.30 * 8400, 2)                 # 2520
N["EN-18 offer pct"] = round(3000 / 8400 * 100, 1)             # 35.7
N["EN-18 forgiven@3000"] = 8400 - 3000                         # 5400
N["EN-18 forgiven@2520"] = 8400 - 2520                         # 5880
N["EN-18 insolvency"] = 41000 - 33500                          # 7500
N["ES-03 20% max"] = round(0.20 * 1350, 2)                     # 270
N["ES-03 taken pct"] = round(337.50 / 1350 * 100, 1)           # 25.0
N["ES-03 excess"] = 337.50 - N["ES-03 20% max"]                # 67.5
N["ES-03 annual gross"] = 1600 * 26                            # 41600
N["ES-08 pct"] = round(150 / 994 * 100, 1)                     # 15.1
N["ES-08 payments"] = -(-2300 // 150)                          # 16
exp = {"EN-11 creditor max": 280, "EN-11 overwithheld": 420, "EN-11 30x floor biweekly": 2365, "EN-12 frozen": 3750,
       "EN-14 equity": 1500, "EN-18 30% counter": 2520, "EN-18 offer pct": 35.7, "EN-18 forgiven@3000": 5400,
       "EN-18 forgiven@2520": 5880, "EN-18 insolvency": 7500, "ES-03 20% max": 270, "ES-03 taken pct": 25.0,
       "ES-03 excess": 67.5, "ES-03 annual gross": 41600, "ES-08 pct": 15.1, "ES-08 payments": 16}
bad = [k for k, v in exp.items() if abs(N[k] - v) > 1e-9]
assert N["EN-12 frozen"] <= 4000 and N["EN-18 forgiven@2520"] <= N["EN-18 insolvency"]
for k in N: print(f"  {k}: {N[k]}")
if bad:
    print("NUMBERS MISMATCH", bad); sys.exit(1)
print("NUMBERS OK")
