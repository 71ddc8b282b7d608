#!/usr/bin/env python3
"""Format and arithmetic checks for set AU part-2. Exit code 0 = all checks pass."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
errs = []
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court / subject state of each item (the state whose law governs the question), for coverage checks
COURT_STATE = {"P2-EN-01": "TX", "P2-EN-02": "WA", "P2-EN-03": "FL", "P2-EN-04": "NY", "P2-EN-05": "GA",
               "P2-EN-06": "AZ", "P2-EN-07": "NJ", "P2-EN-08": "OR", "P2-EN-09": "CO", "P2-EN-10": "NV",
               "P2-ES-01": "CA", "P2-ES-02": "AZ", "P2-ES-03": "GA", "P2-ES-04": "NY", "P2-ES-05": "PA",
               "P2-ES-06": "TX", "P2-ES-07": "IL", "P2-ES-08": "UT", "P2-ES-09": "TX", "P2-ES-10": "WI",
               "P2-ES-11": "IL", "P2-ES-12": "IL", "P2-ES-13": "NM", "P2-ES-14": "NC", "P2-ES-15": "ID",
               "P2-ES-16": "UT", "P2-ES-17": "MT", "P2-ES-18": "CA", "P2-ES-19": "WA", "P2-ES-20": "CO"}

items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            errs.append(f"line {n}: blank line"); continue
        try:
            items.append(json.loads(line))
        except Exception as e:
            errs.append(f"line {n}: bad JSON {e}")

want_ids = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
if [it.get("id") for it in items] != want_ids:
    errs.append("ids are not exactly P2-EN-01..10 then P2-ES-01..20 in order")
for it in items:
    i = it.get("id")
    if list(it.keys()) != KEYS:
        errs.append(f"{i}: keys {list(it.keys())} != {KEYS}")
    lang = "en" if "-EN-" in i else "es"
    if it["lang"] != lang or it["account_lang"] != lang:
        errs.append(f"{i}: lang/account_lang must both be {lang}")
    if it["account_state"] not in STATES:
        errs.append(f"{i}: bad account_state {it['account_state']}")
    if it["topic"] not in TOPICS:
        errs.append(f"{i}: bad topic {it['topic']}")
    if not isinstance(it["question"], str) or len(it["question"]) < 40:
        errs.append(f"{i}: question too short")
    for k in ("must_say", "should_say", "must_not_say"):
        v = it[k]
        if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
            errs.append(f"{i}: {k} must be a list of non-empty strings")
    if not it["must_say"]:
        errs.append(f"{i}: must_say empty")
    if not it["must_not_say"]:
        errs.append(f"{i}: must_not_say empty")
    for x in it["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
            errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {x[:40]}")
    if i not in COURT_STATE:
        errs.append(f"{i}: no court state recorded")

tc = Counter(it["topic"] for it in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need:
        errs.append(f"topic {t}: {tc[t]} items < {need}")
if not 1 <= tc["out_of_scope"] <= 2:
    errs.append("out_of_scope must have 1 or 2 items")
if len(set(COURT_STATE.values())) < 10:
    errs.append("fewer than 10 court states")
es_diff = [it["id"] for it in items if "-ES-" in it["id"] and it["account_state"] != COURT_STATE[it["id"]]
           and it["topic"] != "out_of_scope"]
if len(es_diff) < 2:
    errs.append("need Spanish items whose account_state differs from the court state")
if len(set(it["question"] for it in items)) != len(items):
    errs.append("duplicate questions")

# ---- numbers keys ---------------------------------------------------------------------
N = {}
N["EN-03 weekly earnings"] = (6 * 120, 720); assert 720 <= 750
N["EN-04 SSI look-back protected"] = (2 * 967, 1934)
N["EN-04 rest of frozen balance"] = (2950 - 2 * 967, 1016)
N["EN-07 forgiven amount"] = (4800 - 1900, 2900)
N["EN-07 settlement percent (rounded)"] = (round(1900 / 4800 * 100), 40)
N["EN-08 deposit equals one month"] = (1800, 1800)
N["ES-06 judgment total"] = (2300 + 900 + 250, 3450)
N["ES-08 25% of disposable"] = (round(0.25 * 1100), 275)
N["ES-08 30x min wage, 2 weeks"] = (round(30 * 7.25 * 2), 435)
N["ES-08 excess over 30x"] = (1100 - 435, 665)
N["ES-08 max ordinary garnishment after support"] = (max(0, min(275, 665) - 180), 95)
N["ES-08 over-withheld"] = (275 - 95, 180)
N["ES-09 vehicle under cap"] = (int(24000 <= 50000), 1)
N["ES-10 EITC under $5,000 account exemption"] = (int(4200 <= 5000), 1)
N["ES-11 car equity over vehicle exemption"] = (3000 - 2400, 600); assert 600 <= 4000
N["ES-14 settlement 30%"] = (round(0.30 * 2100), 630)
N["ES-15 30% offer"] = (round(0.30 * 8400), 2520)
N["ES-15 45% counter"] = (round(0.45 * 8400), 3780)
N["ES-15 forgiven at 30%"] = (8400 - 2520, 5880)
N["ES-15 forgiven at 45%"] = (8400 - 3780, 4620)
N["ES-15 insolvency"] = (31000 - 19500, 11500)
N["ES-15 forgiven fully excluded at 30%"] = (min(5880, 11500), 5880)
N["ES-18 half of balance"] = (14600 // 2, 7300)
for k, (got, want) in N.items():
    print(f"{'OK ' if got == want else 'BAD'} {k}: {got}")
    if got != want:
        errs.append(k)
# every number used in a key must appear in the item text
def has(iid, *nums):
    it = next(x for x in items if x["id"] == iid)
    blob = json.dumps(it, ensure_ascii=False)
    for n in nums:
        if n not in blob:
            errs.append(f"{iid}: number {n} missing from item text")
has("P2-EN-03", "720", "750"); has("P2-EN-04", "1,934", "1,016"); has("P2-EN-07", "2,900")
has("P2-ES-06", "3,450"); has("P2-ES-08", "$95", "$275", "$180"); has("P2-ES-15", "2,520", "3,780", "5,880", "4,620", "11,500")
has("P2-ES-11", "2,400", "4,000", "600"); has("P2-ES-14", "630")

# ---- companion files ------------------------------------------------------------------
for fn in ("GRADING.md", "README.md", "verify_dates.py", "check_set.py"):
    if not os.path.exists(os.path.join(HERE, fn)):
        errs.append(f"missing {fn}")
if os.path.exists(os.path.join(HERE, "GRADING.md")):
    g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
    for need in ("Deadline key", "Numbers key"):
        if need not in g:
            errs.append(f"GRADING.md lacks section '{need}'")
    for iid in ["P2-EN-01", "P2-EN-02", "P2-EN-03", "P2-EN-09", "P2-ES-01", "P2-ES-02", "P2-ES-03", "P2-ES-04",
                "P2-ES-05", "P2-ES-06", "P2-ES-11", "P2-ES-13", "P2-EN-04", "P2-EN-07", "P2-ES-08", "P2-ES-15"]:
        if iid not in g:
            errs.append(f"GRADING.md does not mention {iid}")

print("items:", len(items), "| by lang:", dict(Counter(it["lang"] for it in items)))
print("topics:", dict(tc))
print("court states:", len(set(COURT_STATE.values())), sorted(set(COURT_STATE.values())))
print("ES items with account_state != court state:", es_diff)
print("ERRORS:", errs if errs else "none")
sys.exit(1 if errs else 0)
