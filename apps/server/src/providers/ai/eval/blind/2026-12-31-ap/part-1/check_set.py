#!/usr/bin/env python3
"""Format and coverage checks for set AP part-1 (questions.jsonl), plus the numbers key arithmetic."""
import json, sys, re
from collections import Counter
from pathlib import Path

KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# Court (or law) state of each item, as the key reads the question.
COURT_STATE = {"P1-EN-01": "AZ", "P1-EN-02": "NJ", "P1-EN-03": "PA", "P1-EN-04": "AR", "P1-EN-05": "VA",
               "P1-EN-06": "TN", "P1-EN-07": "MT", "P1-EN-08": "OK", "P1-EN-09": "UT", "P1-EN-10": "NV",
               "P1-EN-12": "AL", "P1-EN-13": "WA", "P1-EN-14": "IN", "P1-EN-15": "OR",
               "P1-ES-01": "GA", "P1-ES-03": "TN", "P1-ES-04": "NY", "P1-ES-09": "AZ", "P1-ES-10": "NM"}
err = []
lines = Path(__file__).with_name("questions.jsonl").read_text(encoding="utf-8").splitlines()
items = []
for n, line in enumerate(lines, 1):
    try:
        it = json.loads(line)
    except Exception as e:
        err.append(f"line {n}: bad JSON {e}"); continue
    items.append(it)
    if list(it.keys()) != KEYS: err.append(f"line {n}: keys {list(it.keys())}")
    i = it.get("id", "?")
    if it["lang"] != it["account_lang"] or it["lang"] not in ("en", "es"): err.append(f"{i}: lang")
    if not re.fullmatch(r"P1-(EN|ES)-\d\d", i) or i[3:5].lower() != it["lang"]: err.append(f"{i}: id/lang mismatch")
    if it["account_state"] not in STATES: err.append(f"{i}: account_state {it['account_state']}")
    if it["topic"] not in TOPICS: err.append(f"{i}: topic {it['topic']}")
    for k in ("must_say", "should_say", "must_not_say"):
        if not isinstance(it[k], list) or not it[k] or not all(isinstance(x, str) and x.strip() for x in it[k]):
            err.append(f"{i}: {k} must be a non-empty list of strings")
    for x in it["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): err.append(f"{i}: must_not_say tag: {x[:40]}")
    if len(it["question"]) < 40: err.append(f"{i}: question too short")
ids = [it["id"] for it in items]
want = [f"P1-EN-{k:02d}" for k in range(1, 21)] + [f"P1-ES-{k:02d}" for k in range(1, 11)]
if ids != want: err.append(f"ids not exactly {want[0]}..{want[-1]} in order")
if len(set(ids)) != len(ids): err.append("duplicate ids")
tc = Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: err.append(f"topic {t}: {tc[t]} < {need}")
if not 1 <= tc["out_of_scope"] <= 2: err.append("out_of_scope must be 1 or 2")
cs = set(COURT_STATE.values())
if len(cs) < 10: err.append(f"only {len(cs)} court states")
diff = [i for i, s in COURT_STATE.items() if i.startswith("P1-ES") and s != next(it for it in items if it["id"] == i)["account_state"]]
if len(diff) < 2: err.append("need Spanish items whose account_state differs from the court state")

# Numbers key arithmetic
def near(a, b): return abs(a - b) < 0.01
N = {
 "P1-EN-04 deficiency": near(14800 - 6200 + 1150, 9750),
 "P1-EN-09 biweekly max": near(min(0.25 * 1160, 1160 - 30 * 7.25 * 2), 290) and near(380 - 290, 90),
 "P1-EN-10 garnished total": near(35 * 145, 5075) and near(5075 - 3800, 1275),
 "P1-EN-12 SS protected": near(min(1450 * 2, 2100), 2100),
 "P1-EN-13 equity vs homestead": near(380000 - 260000, 120000) and 120000 <= 125000,
 "P1-EN-16 duplicate total": near(2 * 2340, 4680),
 "P1-EN-17 forgiven/insolvency": near(8200 - 3000, 5200) and near(41000 - 29000, 12000) and 5200 <= 12000,
 "P1-EN-18 40 percent": near(0.40 * 3250, 1300) and near(1300 / 3, 433.33 + 1/300),
 "P1-ES-03 TN weekly max": near(min(0.25 * 620, 620 - 217.50) - 3 * 2.50, 147.50),
}
for k, ok in N.items():
    print(f"  numbers {k}: {'OK' if ok else 'FAIL'}")
    if not ok: err.append(f"numbers {k}")
for it in items:
    if it["id"] in ("P1-EN-09",) and "$290" not in it["must_say"][0]: err.append("EN-09 central point lacks $290")
    if it["id"] == "P1-ES-03" and "$147.50" not in it["must_say"][0]: err.append("ES-03 central point lacks $147.50")

print("items:", len(items), dict(Counter(it["lang"] for it in items)))
print("topics:", dict(tc))
print("court states:", sorted(cs), len(cs))
print("Spanish items with account_state != court state:", diff)
if err:
    print("ERRORS:"); [print("  " + e) for e in err]; sys.exit(1)
print("ALL FORMAT CHECKS PASSED")
