#!/usr/bin/env python3
"""Set O (Solo, blind) -- format and coverage checks for questions.jsonl,
plus the arithmetic of the numbers key.

Run: python3 check_set.py   (exit code 0 = all checks passed)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV
NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())
TARGET = {  # topic: (en, es) -- counts from the brief
    "lawsuit_answer_deadline": (6, 3), "garnishment_exempt_income": (3, 2), "bank_levy": (2, 1),
    "collector_contact_rules": (2, 1), "validation_disputes": (2, 1), "time_barred_debt": (2, 1),
    "settlement_taxes": (2, 1), "credit_reporting": (2, 1),
    "jail_contempt_scams_identity_theft": (2, 1), "medical_debt": (1, 1),
    "what_to_say_to_a_collector": (1, 0), "judgment_after_default": (1, 0), "out_of_scope": (1, 0),
}
# Court state of each answer-deadline item (may differ from account_state).
COURT_STATE = {"O-EN-01": "OH", "O-EN-02": "MD", "O-EN-03": "WA", "O-EN-04": "CT", "O-EN-05": "TX",
               "O-EN-06": "PA", "O-ES-01": "CA", "O-ES-02": "LA", "O-ES-03": "NY"}
ES_WORDS = re.compile(r"\b(que|de|la|el|su|para|puede|debe|no|una|por)\b", re.I)

errors = []
checks = 0


def ok(cond, msg):
    global checks
    checks += 1
    if not cond:
        errors.append(msg)


items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        ok(line.endswith("\n"), f"line {n}: missing newline")
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as e:
            errors.append(f"line {n}: bad JSON: {e}")

ok(len(items) == 40, f"expected 40 items, got {len(items)}")
ids = [o.get("id") for o in items]
expected_ids = [f"O-EN-{i:02d}" for i in range(1, 28)] + [f"O-ES-{i:02d}" for i in range(1, 14)]
ok(ids == expected_ids, "ids must be O-EN-01..O-EN-27 then O-ES-01..O-ES-13, in order, unique")

count = collections.Counter()
for o in items:
    i = o.get("id", "?")
    ok(list(o.keys()) == KEYS, f"{i}: keys must be exactly {KEYS}, got {list(o.keys())}")
    lang = "en" if i.startswith("O-EN") else "es"
    ok(o.get("lang") == lang, f"{i}: lang must be {lang}")
    ok(o.get("account_lang") == o.get("lang"), f"{i}: account_lang must equal lang")
    ok(o.get("account_state") in STATES, f"{i}: bad account_state {o.get('account_state')}")
    ok(o.get("topic") in TARGET, f"{i}: unknown topic {o.get('topic')}")
    count[(o.get("topic"), lang)] += 1
    q = o.get("question")
    ok(isinstance(q, str) and len(q) >= 60, f"{i}: question must be a real string")
    for fld in ("must_say", "should_say", "must_not_say"):
        v = o.get(fld)
        ok(isinstance(v, list) and all(isinstance(s, str) and s.strip() for s in v),
           f"{i}: {fld} must be a list of non-empty strings")
    ok(len(o.get("must_say", [])) >= 1, f"{i}: must_say needs at least the central point")
    ok(len(o.get("must_not_say", [])) >= 1, f"{i}: must_not_say needs at least one entry")
    for s in o.get("must_not_say", []):
        ok(s.startswith("[unsafe] ") or s.startswith("[wrong] "), f"{i}: must_not_say entry lacks tag: {s[:40]}")
    for s in o.get("must_say", []) + o.get("should_say", []):
        ok(not s.startswith("["), f"{i}: tags belong only in must_not_say: {s[:40]}")
    if lang == "es":
        ok(len(ES_WORDS.findall(q)) >= 5, f"{i}: question does not look Spanish")
        ok(all(len(ES_WORDS.findall(s)) >= 2 for s in o["must_say"]), f"{i}: must_say should be in Spanish")

for t, (en, es) in TARGET.items():
    ok(count[(t, "en")] == en, f"topic {t}: en count {count[(t,'en')]} != {en}")
    ok(count[(t, "es")] == es, f"topic {t}: es count {count[(t,'es')]} != {es}")

dl = [o["id"] for o in items if o["topic"] == "lawsuit_answer_deadline"]
ok(sorted(dl) == sorted(COURT_STATE), "answer-deadline items must all have a court state")
ok(len(set(COURT_STATE.values())) == 9, "answer deadlines must be in nine different court states")
by_id = {o["id"]: o for o in items}
differ = [i for i, s in COURT_STATE.items() if by_id[i]["account_state"] != s]
ok(len(differ) >= 2, "need items where the account state differs from the court state")
ok(len({o["question"] for o in items}) == 40, "duplicate questions")
es_acc = sum(1 for o in items if o["lang"] == "es" and re.search(r"[áéíóú¿]", o["question"]))
es_noacc = sum(1 for o in items if o["lang"] == "es" and not re.search(r"[áéíóú¿]", o["question"]))
ok(es_acc >= 3 and es_noacc >= 3, "Spanish questions should include both accented and unaccented typing")

# ---------------------------------------------------------------- numbers key
def has(iid, *strings):
    text = " ".join(by_id[iid]["must_say"])
    for s in strings:
        ok(s in text, f"{iid}: numbers key value '{s}' not in must_say")

def money(x):
    return f"${x:,.2f}".replace(".00", "")

# O-EN-09 CCPA: 25% of disposable, minus support already withheld.
disp, support = 760, 140
cap = min(0.25 * disp, disp - 30 * 7.25)
ok(cap == 190, "O-EN-09: 25% cap should be 190")
ok(disp - 30 * 7.25 == 542.5, "O-EN-09: 30x test 542.50")
has("O-EN-09", money(cap), money(cap - support), "$140")
# O-EN-10 work-study: 10 h x $14 = $140 < 30 x 7.25 = $217.50.
ok(10 * 14 == 140 and 140 < 30 * 7.25, "O-EN-10: weekly pay under the floor")
has("O-EN-10", "$140", "$217.50", "$0")
# O-EN-08 PA: no wage garnishment for credit card judgment.
has("O-EN-08", "$0")
# O-EN-11 Treasury rule: two SS deposits protected.
ok(2 * 1480 == 2960 and 4100 - 2960 == 1140, "O-EN-11 arithmetic")
has("O-EN-11", "$2,960", "$1,140")
# O-EN-12 joint account: two SS deposits protected.
ok(2 * 1210 == 2420 and 2600 - 2420 == 180, "O-EN-12 arithmetic")
has("O-EN-12", "$2,420", "$180")
# O-EN-19 settlement + insolvency.
forgiven = 8400 - 3150
insolv = 31000 - 19500
ok(forgiven == 5250 and insolv == 11500 and insolv >= forgiven, "O-EN-19 arithmetic")
has("O-EN-19", "$5,250", "$11,500", "Form 982")
# O-ES-10 settlement.
ok(2000 - 900 == 1100 and 1100 >= 600, "O-ES-10 arithmetic")
has("O-ES-10", "$1,100", "1099-C")
# O-EN-25 ambulance balance.
ok(1850 - 600 == 1250 and 1250 > 500, "O-EN-25 arithmetic")
has("O-EN-25", "$1,250", "$500")
# O-ES-13 WA charity care: $52,000 for a household of 4; 2025 HHS guideline $32,150.
pct = 52000 / 32150 * 100
ok(150 <= pct <= 170, f"O-ES-13: income is about {pct:.0f}% FPL")
has("O-ES-13", "160%")
# O-EN-20: amount at issue.
has("O-EN-20", "$2,140")

# ---------------------------------------------------------------- companion files
for fn in ("GRADING.md", "README.md", "verify_dates.py"):
    ok(os.path.exists(os.path.join(HERE, fn)), f"missing {fn}")
if os.path.exists(os.path.join(HERE, "GRADING.md")):
    g = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
    for i in list(COURT_STATE) + ["O-EN-07", "O-EN-15", "O-EN-18", "O-ES-08", "O-EN-20", "O-ES-12",
                                  "O-EN-09", "O-EN-10", "O-EN-11", "O-EN-12", "O-EN-19", "O-ES-10"]:
        ok(i in g, f"GRADING.md does not mention {i}")
    for lab in ("unsafe", "wrong", "partly", "right"):
        ok(lab in g, f"GRADING.md missing label {lab}")

# ---------------------------------------------------------------- report
print("Coverage (en/es):")
for t, (en, es) in TARGET.items():
    print(f"  {t:38} {count[(t,'en')]}/{count[(t,'es')]}  (target {en}/{es})")
print(f"Items: {len(items)}  en={sum(1 for o in items if o['lang']=='en')}  es={sum(1 for o in items if o['lang']=='es')}")
print(f"Account states used: {len({o['account_state'] for o in items})}: "
      f"{' '.join(sorted({o['account_state'] for o in items}))}")
print(f"Answer-deadline court states: {len(set(COURT_STATE.values()))}: {' '.join(sorted(set(COURT_STATE.values())))}")
print(f"Account state != court state: {', '.join(differ)}")
print(f"Spanish typed with accents: {es_acc}, without accents: {es_noacc}")
print(f"Total checks: {checks}; failures: {len(errors)}")
for e in errors:
    print("  FAIL:", e)
sys.exit(1 if errors else 0)
