#!/usr/bin/env python3
"""Format and coverage checks for set AQ part-1, plus recomputation of every numbers key.
Exit code 1 on any failure."""
import json, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
FAILS = []
def check(c, m):
    if not c:
        FAILS.append(m)

KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt",
          "settlement_and_payment_plans", "credit_reporting", "scams_and_identity_theft",
          "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
IDS = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]

# Court (or governing) state of each item, written by the author; None = no court involved.
COURT_STATE = {
    "P1-EN-01": "TX", "P1-EN-02": "CA", "P1-EN-03": "OH", "P1-EN-04": "MI", "P1-EN-05": "KY",
    "P1-EN-06": "MO", "P1-EN-07": "IA", "P1-EN-08": "NC", "P1-EN-09": "HI", "P1-EN-10": "LA",
    "P1-EN-11": "OH", "P1-EN-12": "CA", "P1-EN-13": "TX", "P1-EN-14": "NE", "P1-EN-15": "KS",
    "P1-EN-16": None, "P1-EN-17": None, "P1-EN-18": "CT", "P1-EN-19": None, "P1-EN-20": "MD",
    "P1-ES-01": "FL", "P1-ES-02": "MA", "P1-ES-03": "CO", "P1-ES-04": "TX", "P1-ES-05": "SC",
    "P1-ES-06": None, "P1-ES-07": "MD", "P1-ES-08": None, "P1-ES-09": None, "P1-ES-10": None,
}

lines = open(os.path.join(here, "questions.jsonl"), encoding="utf-8").read().splitlines()
check(len(lines) == 30, f"expected 30 lines, got {len(lines)}")
items = []
for n, l in enumerate(lines, 1):
    try:
        o = json.loads(l)
    except Exception as e:
        FAILS.append(f"line {n}: bad JSON {e}"); continue
    items.append(o)
    check(list(o.keys()) == KEYS, f"line {n}: keys {list(o.keys())}")
check([o.get("id") for o in items] == IDS, "ids not exactly P1-EN-01..20, P1-ES-01..10 in order")

topic_count = {t: {"en": 0, "es": 0} for t in TOPICS}
qs = set()
for o in items:
    i = o["id"]
    exp_lang = "en" if "-EN-" in i else "es"
    check(o["lang"] == o["account_lang"] == exp_lang, f"{i}: lang/account_lang must both be {exp_lang}")
    check(o["account_state"] in STATES, f"{i}: bad account_state {o['account_state']}")
    check(o["topic"] in TOPICS, f"{i}: bad topic {o['topic']}")
    if o["topic"] in TOPICS:
        topic_count[o["topic"]][exp_lang] += 1
    check(isinstance(o["question"], str) and len(o["question"]) > 60, f"{i}: question too short")
    check(o["question"] not in qs, f"{i}: duplicate question"); qs.add(o["question"])
    for k in ("must_say", "should_say", "must_not_say"):
        check(isinstance(o[k], list) and all(isinstance(x, str) and x.strip() for x in o[k]), f"{i}: {k} must be list of strings")
    check(len(o["must_say"]) >= 2, f"{i}: need central point + at least one more must_say")
    check(len(o["must_not_say"]) >= 2, f"{i}: need at least 2 must_not_say")
    for x in o["must_not_say"]:
        check(x.startswith("[unsafe] ") or x.startswith("[wrong] "), f"{i}: must_not_say entry lacks tag: {x[:40]}")
    if exp_lang == "es":
        sp = re.compile(r"\b(que|de|la|el|debe|para|una?|su|sus|en|no|y|los|las|del)\b", re.I)
        check(all(len(sp.findall(x)) >= 3 for x in o["must_say"]), f"{i}: Spanish item key should be in Spanish")
    check(i in COURT_STATE, f"{i}: court state not recorded")

for t, c in topic_count.items():
    tot = c["en"] + c["es"]
    check(tot >= 1, f"topic {t} has no item")
for t in TOPICS[:4]:
    check(sum(topic_count[t].values()) >= 3, f"topic {t} needs at least 3 items")
check(1 <= sum(topic_count["out_of_scope"].values()) <= 2, "out_of_scope must have 1 or 2 items")
court_states = {s for s in COURT_STATE.values() if s}
check(len(court_states) >= 10, f"only {len(court_states)} court states")
diff_es = [o["id"] for o in items if o["lang"] == "es" and COURT_STATE.get(o["id"]) and COURT_STATE[o["id"]] != o["account_state"]]
check(len(diff_es) >= 2, "need Spanish items whose account_state differs from the court state")

# ---- numbers key ----
def money(x):
    return f"${x:,.2f}".replace(".00", "")
by = {o["id"]: o for o in items}
def key_has(iid, *vals):
    txt = " ".join(by[iid]["must_say"])
    for v in vals:
        check(v in txt, f"{iid}: number {v} missing from must_say")
FLOOR = 30 * 7.25  # 30 x federal minimum wage, weekly
# EN-10
pay, took = 480, 200
cap = min(0.25 * pay, max(0, pay - FLOOR))
check(cap == 120 and took - cap == 80 and pay - FLOOR == 262.5, "EN-10 arithmetic")
key_has("P1-EN-10", money(cap), money(pay - FLOOR), money(took - cap), money(FLOOR))
# EN-11
pay = 700
cap = min(0.25 * pay, pay - FLOOR)
check(cap == 175 and pay - FLOOR == 482.5, "EN-11 arithmetic")
key_has("P1-EN-11", money(cap), money(pay - FLOOR), "$350")
# EN-13
check(14000 <= 50000, "EN-13 vehicle within single-adult cap"); key_has("P1-EN-13", "$50,000", "$14,000")
# EN-14
prot = min(2 * 1340, 2900)
check(prot == 2680 and 2900 - prot == 220, "EN-14 arithmetic")
key_has("P1-EN-14", money(prot), money(2900 - prot))
# EN-15
eitc, refund, prior = 3200, 4100, 250
check(refund + prior == 4350, "EN-15 balance adds up")
rest = (refund - eitc) + prior
check(rest == 1150, "EN-15 arithmetic")
key_has("P1-EN-15", money(eitc), money(refund - eitc), money(rest))
# ES-01
check(680 <= 750, "ES-01 under head-of-family threshold"); key_has("P1-ES-01", "$750")
# ES-05
offer = round(0.30 * 8250, 2)
check(offer == 2475, "ES-05 arithmetic"); key_has("P1-ES-05", money(offer))
check("$5,775" in " ".join(by["P1-ES-05"]["should_say"]) and 8250 - 2475 == 5775, "ES-05 forgiven amount")
# ES-06
forg = 6400 - 2500; insolv = 31000 - 27500; taxable = max(0, forg - min(forg, insolv))
check((forg, insolv, taxable) == (3900, 3500, 400), "ES-06 arithmetic")
key_has("P1-ES-06", money(forg), money(insolv), money(taxable))

print("topic counts:", {t: c for t, c in topic_count.items()})
print("court states:", sorted(court_states), len(court_states))
print("Spanish items with account_state != court state:", diff_es)
if FAILS:
    print("FAILURES:"); [print("  -", f) for f in FAILS]; sys.exit(1)
print("ALL FORMAT AND NUMBER CHECKS PASSED")
