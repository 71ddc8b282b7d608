#!/usr/bin/env python3
"""Format and coverage checks for set AT part-2, plus the numbers key. Stdlib only."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court/case state of each item (the state whose law the key applies), from the scenario
COURT_STATE = {"P2-EN-01": "CA", "P2-EN-02": "NY", "P2-EN-03": "WA", "P2-EN-04": "AZ", "P2-EN-05": "OH",
    "P2-EN-06": "NC", "P2-EN-07": "CO", "P2-EN-08": "MA", "P2-EN-09": "MI", "P2-EN-10": "GA",
    "P2-ES-01": "TX", "P2-ES-02": "MI", "P2-ES-03": "GA", "P2-ES-04": "FL", "P2-ES-05": "IL",
    "P2-ES-06": "TX", "P2-ES-07": "UT", "P2-ES-08": "MN", "P2-ES-09": "TX", "P2-ES-10": "IL",
    "P2-ES-11": "NM", "P2-ES-12": "NC", "P2-ES-13": "TX", "P2-ES-14": "OR", "P2-ES-15": "FL",
    "P2-ES-16": "NV", "P2-ES-17": "OR", "P2-ES-18": "NJ", "P2-ES-19": "MD", "P2-ES-20": "NY"}
err = []
def E(msg): err.append(msg)

lines = open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read().splitlines()
items = []
for i, line in enumerate(lines, 1):
    try:
        o = json.loads(line)
    except Exception as e:
        E(f"line {i}: not JSON ({e})"); continue
    items.append(o)
    if list(o.keys()) != KEYS: E(f"line {i}: keys {list(o.keys())}")
    if o.get("lang") != o.get("account_lang") or o.get("lang") not in ("en", "es"): E(f"{o.get('id')}: lang")
    if o.get("account_state") not in STATES: E(f"{o['id']}: account_state")
    if o.get("topic") not in TOPICS: E(f"{o['id']}: topic {o.get('topic')}")
    for k in ("question",):
        if not isinstance(o[k], str) or len(o[k]) < 40: E(f"{o['id']}: {k}")
    for k in ("must_say", "should_say", "must_not_say"):
        if not isinstance(o[k], list) or not o[k] or not all(isinstance(x, str) and x.strip() for x in o[k]):
            E(f"{o['id']}: {k} must be a non-empty list of strings")
    for x in o["must_not_say"]:
        if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")): E(f"{o['id']}: must_not_say tag: {x[:40]}")
    pre = {"en": "P2-EN-", "es": "P2-ES-"}[o["lang"]]
    if not o["id"].startswith(pre): E(f"{o['id']}: id/lang mismatch")

ids = [o["id"] for o in items]
want = [f"P2-EN-{i:02d}" for i in range(1, 11)] + [f"P2-ES-{i:02d}" for i in range(1, 21)]
if ids != want: E(f"ids not exactly {want[0]}..{want[-1]} in order")
if len(set(ids)) != len(ids): E("duplicate ids")
if len(items) != 30: E(f"{len(items)} items, want 30")

tc = collections.Counter(o["topic"] for o in items)
for t in TOPICS:
    need = 3 if t in TOPICS[:4] else 1
    if tc[t] < need: E(f"topic {t}: {tc[t]} < {need}")
if not 1 <= tc["out_of_scope"] <= 2: E("out_of_scope must be 1 or 2")
langs_by_topic = collections.defaultdict(set)
for o in items: langs_by_topic[o["topic"]].add(o["lang"])
courts = set(COURT_STATE.values())
if set(COURT_STATE) != set(ids): E("COURT_STATE table does not match ids")
if len(courts) < 10: E(f"only {len(courts)} court states")
diff = [i for i in ids if COURT_STATE[i] != next(o for o in items if o["id"] == i)["account_state"]]
diff_es = [i for i in diff if "-ES-" in i]
if len(diff_es) < 2: E("need Spanish items whose account_state differs from the court state")

# ---- numbers key: recompute and make sure the figures appear in the item text ----
def fmt(x): return f"${x:,.0f}" if float(x).is_integer() else f"${x:,.2f}"
NUM = {
 "P2-EN-07": [round(6480 * .30), 6480 - 2600, 31000 - 22000],
 "P2-ES-05": [round(900 * .15), 45 * 15, min(900 * .15, 760 - 45 * 15), 190 - min(900 * .15, 760 - 45 * 15), 3 * (190 - 85)],
 "P2-ES-07": [1100 * .25, 2 * 30 * 7.25, 1100 - 2 * 30 * 7.25, min(1100 * .25, 1100 - 2 * 30 * 7.25)],
 "P2-ES-10": [9200 * .10],
 "P2-ES-15": [2 * 1580, 3900 - 2 * 1580],
 "P2-ES-18": [3450 * .40, 3450 / 150],
}
assert min(900 * .15, 760 - 675) == 85 and min(275, 665) == 275 and 3450 / 150 == 23
assert 31000 - 22000 >= 6480 - 2600  # insolvent by more than the forgiven amount
for iid, vals in NUM.items():
    o = next(x for x in items if x["id"] == iid)
    text = " ".join(o["must_say"] + o["must_not_say"])
    for v in vals:
        s = fmt(v)
        if iid == "P2-ES-18" and v == 23: s = "23 meses"
        if s not in text: E(f"{iid}: computed figure {s} not found in must_say/must_not_say")
# every must_say/numbers item also listed in GRADING.md
g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
for iid in list(NUM) + ["P2-ES-06"]:
    if iid not in g.split("## Numbers key")[1].split("##")[0]: E(f"{iid} missing from GRADING numbers key")
dl = g.split("## Deadline key")[1].split("## Numbers key")[0]
for iid in ["P2-EN-01", "P2-EN-02", "P2-EN-03", "P2-EN-05", "P2-EN-08", "P2-ES-01", "P2-ES-02", "P2-ES-03", "P2-ES-04", "P2-ES-15"]:
    if iid not in dl: E(f"{iid} missing from GRADING deadline key")
for f in ["GRADING.md", "README.md", "verify_dates.py", "questions.jsonl"]:
    if not os.path.exists(os.path.join(HERE, f)): E(f"missing file {f}")

print("items:", len(items), "| en:", sum(o['lang'] == 'en' for o in items), "| es:", sum(o['lang'] == 'es' for o in items))
for t in TOPICS: print(f"  {t:32s} {tc[t]:2d}  langs={','.join(sorted(langs_by_topic[t]))}")
print("court states:", len(courts), ",".join(sorted(courts)))
print("account_state != court state:", ", ".join(diff))
if err:
    print("ERRORS:", *err, sep="\n  "); sys.exit(1)
print("all format checks passed")
