#!/usr/bin/env python3
"""Format and coverage checks for set AR part-1 (questions.jsonl). Exit 1 on failure."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt", "settlement_and_payment_plans",
          "credit_reporting", "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
fails = []
def check(c, m):
    if not c:
        fails.append(m); print("FAIL", m)

lines = [l for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8").read().splitlines()]
check(all(l.strip() for l in lines), "no blank lines")
items = []
for i, l in enumerate(lines, 1):
    try:
        items.append(json.loads(l))
    except Exception as e:
        check(False, f"line {i} not JSON: {e}")
ids = [x.get("id") for x in items]
want = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
check(ids == want, "ids are P1-EN-01..20 then P1-ES-01..10 in order")
for x in items:
    i = x.get("id")
    check(list(x.keys()) == KEYS, f"{i}: exactly the keys in order")
    check(x["lang"] == x["account_lang"] and x["lang"] in ("en", "es"), f"{i}: lang = account_lang in en/es")
    check(x["lang"] == ("en" if "-EN-" in i else "es"), f"{i}: lang matches id")
    check(x["account_state"] in STATES, f"{i}: account_state valid")
    check(x["topic"] in TOPICS, f"{i}: topic valid")
    check(isinstance(x["question"], str) and len(x["question"]) > 40, f"{i}: question text")
    for k in ("must_say", "should_say", "must_not_say"):
        check(isinstance(x[k], list) and len(x[k]) >= 1 and all(isinstance(s, str) and s.strip() for s in x[k]), f"{i}: {k} non-empty list of strings")
    check(all(re.match(r"^\[(unsafe|wrong)\] \S", s) for s in x["must_not_say"]), f"{i}: must_not_say entries start with [unsafe]/[wrong]")
    check(any(s.startswith("[unsafe]") for s in x["must_not_say"]), f"{i}: at least one [unsafe] trap")
    check(len(set(x["must_say"])) == len(x["must_say"]), f"{i}: no duplicate must_say")
c = collections.Counter(x["topic"] for x in items)
for t in TOPICS:
    check(c[t] >= 1, f"topic {t} has >=1 item")
for t in TOPICS[:4]:
    check(c[t] >= 3, f"topic {t} has >=3 items")
check(1 <= c["out_of_scope"] <= 2, "one or two out_of_scope items")
check(len(items) == 30, "30 items")
en_t = {x["topic"] for x in items if x["lang"] == "en"}; es_t = {x["topic"] for x in items if x["lang"] == "es"}
check(len(es_t) >= 8, "Spanish items spread over >=8 topics")
print("topics:", dict(c))
print("by lang:", dict(collections.Counter(x["lang"] for x in items)))
print("account states:", sorted({x["account_state"] for x in items}))
print("\nRESULT:", "ALL CHECKS PASSED" if not fails else f"{len(fails)} FAILURE(S)")
sys.exit(1 if fails else 0)
