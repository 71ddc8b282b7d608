#!/usr/bin/env python3
"""Format and coverage checks for set AN part-2 (questions.jsonl)."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt", "settlement_and_payment_plans",
          "credit_reporting", "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
fails = []
def ok(c, m):
    if not c: fails.append(m); print("FAIL " + m)
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        ok(line.endswith("\n") and line.strip(), f"line {i} blank or unterminated")
        try: items.append(json.loads(line))
        except Exception as e: ok(False, f"line {i} not JSON: {e}")
ok(len(items) == 30, f"30 items (got {len(items)})")
want = [f"P2-EN-{k:02d}" for k in range(1, 11)] + [f"P2-ES-{k:02d}" for k in range(1, 21)]
ok([o.get("id") for o in items] == want, "ids in order P2-EN-01..10, P2-ES-01..20")
for o in items:
    i = o.get("id")
    ok(list(o.keys()) == KEYS, f"{i}: exact keys in order")
    ok(o["lang"] == o["account_lang"] and o["lang"] == ("en" if "-EN-" in i else "es"), f"{i}: lang")
    ok(o["account_state"] in STATES, f"{i}: account_state")
    ok(o["topic"] in TOPICS, f"{i}: topic")
    ok(isinstance(o["question"], str) and len(o["question"]) > 40, f"{i}: question")
    for k in ("must_say", "should_say", "must_not_say"):
        ok(isinstance(o[k], list) and o[k] and all(isinstance(s, str) and s.strip() for s in o[k]), f"{i}: {k} non-empty list of strings")
    ok(all(re.match(r"^\[(unsafe|wrong)\] \S", s) for s in o["must_not_say"]), f"{i}: must_not_say prefixes")
    ok(not any(s.startswith("[") for s in o["must_say"] + o["should_say"]), f"{i}: no tags in must/should")
    ok(len(set(o["must_say"])) == len(o["must_say"]), f"{i}: no duplicate must_say")
c = collections.Counter(o["topic"] for o in items)
for t in TOPICS: ok(c[t] >= 1, f"topic {t} covered")
for t in TOPICS[:4]: ok(c[t] >= 3, f"topic {t} has >= 3")
ok(1 <= c["out_of_scope"] <= 2, "one or two out_of_scope")
for lang in ("en", "es"):
    ok(len({o['topic'] for o in items if o['lang'] == lang}) >= 8, f"{lang}: topic spread")
g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read() if os.path.exists(os.path.join(HERE, "GRADING.md")) else ""
r = open(os.path.join(HERE, "README.md"), encoding="utf-8").read() if os.path.exists(os.path.join(HERE, "README.md")) else ""
ok(g != "" and r != "", "GRADING.md and README.md exist")
for i in want: ok(i in r, f"README mentions {i}")
for lab in ("unsafe", "wrong", "partly", "right"): ok(lab in g, f"GRADING defines {lab}")
ok("Deadline key" in g and "Numbers key" in g, "GRADING has deadline and numbers keys")
print(dict(c)); print(collections.Counter(o["lang"] for o in items))
print("ALL PASS" if not fails else f"{len(fails)} FAIL(S)")
sys.exit(1 if fails else 0)
