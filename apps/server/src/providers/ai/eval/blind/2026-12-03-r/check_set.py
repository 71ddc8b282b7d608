#!/usr/bin/env python3
"""Format checks for set R (questions.jsonl, GRADING.md, README.md) plus recomputation
of every numbers key.  Run:  python3 check_set.py   (exit code 0 = all checks passed)
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
             "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
TARGET = {  # topic: (en, es)  - from the brief
    "lawsuit_answer_deadline": (8, 4),
    "garnishment_exempt_income": (4, 2),
    "bank_levy": (3, 2),
    "collector_contact_rules": (4, 2),
    "validation_disputes": (3, 2),
    "time_barred_debt": (3, 1),
    "settlement_taxes": (2, 1),
    "credit_reporting": (3, 2),
    "jail_contempt_scams_identity_theft": (3, 1),
    "medical_debt": (2, 1),
    "what_to_say_to_a_collector": (2, 1),
    "judgment_after_default": (2, 1),
    "out_of_scope": (1, 0),
}
DEADLINE_IDS = ["Q-EN-01", "Q-EN-02", "Q-EN-03", "Q-EN-04", "Q-EN-05", "Q-EN-06", "Q-EN-07", "Q-EN-08",
                "Q-EN-20", "Q-EN-32", "Q-ES-01", "Q-ES-02", "Q-ES-03", "Q-ES-04", "Q-ES-20"]
NUMBER_IDS = ["Q-EN-09", "Q-EN-10", "Q-EN-11", "Q-EN-12", "Q-EN-13", "Q-EN-14", "Q-EN-17", "Q-EN-26",
              "Q-EN-27", "Q-EN-34", "Q-ES-06", "Q-ES-07", "Q-ES-08", "Q-ES-14", "Q-ES-18"]
SPANISH_HINTS = re.compile(r"\b(que|qué|me|mi|tengo|pago|deuda|los|las|por|una|del|para|puedo|pueden)\b", re.I)

fails = []


def expect(cond, msg):
    if not cond:
        fails.append(msg)


# ------------------------------------------------------------------ questions.jsonl format
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            fails.append(f"line {n}: blank line")
            continue
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            fails.append(f"line {n}: invalid JSON ({e})")
            continue
        items.append(o)

expect(len(items) == 60, f"expected 60 items, found {len(items)}")
want_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
expect([o.get("id") for o in items] == want_ids, "ids are not exactly Q-EN-01..40 then Q-ES-01..20 in order")

counts = Counter()
seen_q = set()
for o in items:
    iid = o.get("id", "?")
    expect(list(o.keys()) == KEYS, f"{iid}: keys are {list(o.keys())}, expected exactly {KEYS}")
    lang = "en" if iid.startswith("Q-EN") else "es"
    expect(o.get("lang") == lang, f"{iid}: lang should be {lang}")
    expect(o.get("account_lang") == o.get("lang"), f"{iid}: lang != account_lang")
    expect(o.get("account_state") in STATES, f"{iid}: bad account_state {o.get('account_state')}")
    expect(o.get("topic") in TARGET, f"{iid}: unknown topic {o.get('topic')}")
    counts[(o.get("topic"), lang)] += 1
    q = o.get("question")
    expect(isinstance(q, str) and len(q) > 40, f"{iid}: question missing/too short")
    expect(q not in seen_q, f"{iid}: duplicate question")
    seen_q.add(q)
    ms, ss, mn = o.get("must_say"), o.get("should_say"), o.get("must_not_say")
    expect(isinstance(ms, list) and len(ms) >= 2 and all(isinstance(x, str) and x.strip() for x in ms),
           f"{iid}: must_say must be a list of >=2 non-empty strings")
    expect(isinstance(ms, list) and ms and ms[0].startswith("Central point:"),
           f"{iid}: must_say[0] must state the central point")
    expect(isinstance(ss, list) and all(isinstance(x, str) and x.strip() for x in ss),
           f"{iid}: should_say must be a list of strings")
    expect(isinstance(mn, list) and len(mn) >= 2, f"{iid}: must_not_say needs >=2 entries")
    for x in mn or []:
        expect(isinstance(x, str) and (x.startswith("[unsafe] ") or x.startswith("[wrong] ")),
               f"{iid}: must_not_say entry not tagged: {x!r}")
    if lang == "es":
        expect(len(SPANISH_HINTS.findall(q)) >= 3, f"{iid}: question doesn't look Spanish")
        expect(any(x.startswith("Answers in Spanish") for x in ms), f"{iid}: Spanish answer not required")
    else:
        expect(not any(x.startswith("Answers in Spanish") for x in ms), f"{iid}: EN item requires Spanish")
    # no placeholder text
    blob = json.dumps(o, ensure_ascii=False)
    expect("TODO" not in blob and "XXX" not in blob, f"{iid}: placeholder text")

for topic, (en, es) in TARGET.items():
    expect(counts[(topic, "en")] == en, f"topic {topic}: en count {counts[(topic, 'en')]} != {en}")
    expect(counts[(topic, "es")] == es, f"topic {topic}: es count {counts[(topic, 'es')]} != {es}")

byid = {o["id"]: o for o in items}

# ------------------------------------------------------------------ numbers keys (recomputed)
FED_WEEKLY = 30 * 7.25      # $217.50
FED_BIWEEKLY = 2 * FED_WEEKLY  # $435


def money(x):
    x = round(x, 2)
    return f"${x:,.0f}" if abs(x - round(x)) < 1e-9 else f"${x:,.2f}"


def has(iid, *amounts, field=0):
    text = " ".join(byid[iid]["must_say"]) if field == "all" else byid[iid]["must_say"][field]
    for a in amounts:
        s = a if isinstance(a, str) else money(a)
        expect(s in text, f"{iid}: expected '{s}' in numbers key")


def fed_limit(disposable, floor):
    return max(0.0, min(0.25 * disposable, disposable - floor))


# EN-09 Missouri head of family, biweekly $1,400
x = 1400
expect(0.10 * x == 140 and 0.25 * x == 350 and x - FED_BIWEEKLY == 965, "EN-09 math")
has("Q-EN-09", 140, field=0)
has("Q-EN-09", 350, 965, FED_BIWEEKLY, field=2)
# EN-10 Florida head of family $690/week <= $750
expect(690 <= 750 and 0.25 * 690 == 172.5, "EN-10 math")
has("Q-EN-10", 750, field=0)
# EN-11 Massachusetts teacher, biweekly gross $2,000, take-home $1,540, min wage $15
prot = max(0.85 * 2000, 50 * 15 * 2)
expect(prot == 1700 and 2000 - prot == 300 and 0.25 * 1540 == 385, "EN-11 math")
has("Q-EN-11", 1700, 1500, 300, field=0)
# EN-12 Kansas, disposable $1,600, support $300
cap = min(0.25 * 1600, 1600 - FED_BIWEEKLY)
expect(cap == 400 and cap - 300 == 100 and 1600 - FED_BIWEEKLY == 1165, "EN-12 math")
has("Q-EN-12", 400, 100, field=0)
# EN-13 SSI $994 x2 vs balance $1,450
expect(min(994 * 2, 1450) == 1450 and 994 * 2 == 1988, "EN-13 math")
has("Q-EN-13", 1988, 1450, field=0)
# EN-14 VA comp $1,800 x2 vs balance $4,100
expect(min(1800 * 2, 4100) == 3600 and 4100 - 3600 == 500, "EN-14 math")
has("Q-EN-14", 3600, 500, 4100, field=0)
# EN-17 Massachusetts creditor calls: 5 a week > 2 per 7 days
expect(5 > 2, "EN-17")
has("Q-EN-17", "two calls", field=0)
# EN-26 insolvency
forg, insol = 9200 - 3700, 41000 - 38500
expect(forg == 5500 and insol == 2500 and forg - min(forg, insol) == 3000, "EN-26 math")
has("Q-EN-26", 5500, 2500, 3000, field=0)
# EN-27 timeshare settlement
expect(4800 - 1900 == 2900 and 2900 >= 600, "EN-27 math")
has("Q-EN-27", 2900, 600, field=0)
# EN-34 Colorado income
expect(2300 * 12 == 27600, "EN-34 math")
has("Q-EN-34", 27600, field=0)
# ES-06 Michigan weekly farm pay
w = {200: fed_limit(200, FED_WEEKLY), 300: fed_limit(300, FED_WEEKLY), 640: fed_limit(640, FED_WEEKLY)}
expect(w == {200: 0.0, 300: 75.0, 640: 160.0} and 300 - FED_WEEKLY == 82.5, f"ES-06 math {w}")
has("Q-ES-06", "$0", 75, 160, 82.5, FED_WEEKLY, field=0)
# ES-07 SSDI $1,650 x2 vs $5,200
expect(min(1650 * 2, 5200) == 3300 and 5200 - 3300 == 1900, "ES-07 math")
has("Q-ES-07", 3300, 1900, field=0)
# ES-08 Arizona single-account exemption ~$5,000 vs $3,200
expect(3200 <= 5000, "ES-08")
has("Q-ES-08", 5000, 3200, field=0)
has("Q-ES-08", "10%", field=1)
# ES-14 insolvency covers the whole amount
forg, insol = 6000 - 2400, 52000 - 47000
expect(forg == 3600 and insol == 5000 and max(0, forg - insol) == 0, "ES-14 math")
has("Q-ES-14", 3600, 5000, "$0", field=0)
# ES-18 Oregon income
expect(2600 * 12 == 31200, "ES-18 math")
has("Q-ES-18", 31200, field=0)

# ------------------------------------------------------------------ GRADING.md / README.md
gp = os.path.join(HERE, "GRADING.md")
rp = os.path.join(HERE, "README.md")
expect(os.path.exists(gp), "GRADING.md missing")
expect(os.path.exists(rp), "README.md missing")
if os.path.exists(gp):
    g = open(gp, encoding="utf-8").read()
    for lab in ("unsafe", "wrong", "partly", "right"):
        expect(lab in g, f"GRADING.md: label {lab} not described")
    expect("Deadline key" in g, "GRADING.md: no deadline key section")
    expect("Numbers key" in g, "GRADING.md: no numbers key section")
    for iid in DEADLINE_IDS + NUMBER_IDS:
        expect(iid in g, f"GRADING.md: {iid} missing from keys")
if os.path.exists(rp):
    r = open(rp, encoding="utf-8").read()
    for topic in TARGET:
        expect(topic in r, f"README.md: topic {topic} missing from coverage table")
    for iid in DEADLINE_IDS:
        expect(iid in r, f"README.md: {iid} missing from deadline table")
    for iid in NUMBER_IDS:
        expect(iid in r, f"README.md: {iid} missing from numbers list")

# ------------------------------------------------------------------ report
print(f"Items: {len(items)}  (en {sum(1 for o in items if o['lang']=='en')}, es {sum(1 for o in items if o['lang']=='es')})")
print(f"{'topic':38s} en es")
for topic in TARGET:
    print(f"{topic:38s} {counts[(topic,'en')]:2d} {counts[(topic,'es')]:2d}")
print("account states used:", " ".join(sorted({o['account_state'] for o in items})))
if fails:
    print(f"FAILURES ({len(fails)}):")
    for x in fails:
        print("  -", x)
    sys.exit(1)
print("ALL FORMAT AND NUMBERS CHECKS PASSED")
