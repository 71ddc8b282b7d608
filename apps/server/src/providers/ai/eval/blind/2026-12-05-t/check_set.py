#!/usr/bin/env python3
"""Format and coverage checks for Solo question set T.

Usage: python3 check_set.py   (exit code 0 = all checks pass)
Checks: JSONL format and exact keys; ids, languages, topic counts; list types and
must_not_say prefixes; court-state and service-type coverage (metadata kept below,
because the JSONL keys are fixed); numbers-key arithmetic and that each figure is in
the item's keys; presence of the companion files.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TARGET = {  # topic: (en, es)
    "lawsuit_answer_deadline": (6, 3),
    "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2),
    "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2),
    "collector_contact_rules": (3, 2),
    "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1),
    "settlement_and_payment_plans": (3, 2),
    "credit_reporting": (2, 1),
    "scams_and_identity_theft": (2, 1),
    "spouses_cosigners_and_deceased": (3, 1),
    "out_of_scope": (2, 0),
}
STATES = set("""AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV
NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC""".split())

# Court state named or implied in the question, and how the person gives it.
COURT = {
    "Q-EN-01": ("TX", "county+court"), "Q-EN-02": ("CA", "city"), "Q-EN-03": ("OH", "court name"),
    "Q-EN-04": ("GA", "county+court"), "Q-EN-05": ("MI", "court name"), "Q-EN-06": ("NY", "court name"),
    "Q-EN-07": ("TX", "named"), "Q-EN-08": ("CA", "named"), "Q-EN-09": ("NY", "city"),
    "Q-EN-10": ("NC", "city"), "Q-EN-11": ("PA", "county+court"), "Q-EN-12": ("IN", "county+court"),
    "Q-EN-13": ("MO", "county+court"), "Q-EN-14": ("MI", "county+court"), "Q-EN-15": ("WI", "county+court"),
    "Q-EN-16": ("TX", "city"), "Q-EN-17": ("FL", "county+court"), "Q-EN-18": ("VA", "court name"),
    "Q-EN-19": ("OH", "county+court"), "Q-EN-20": ("WA", "county+court"), "Q-EN-21": ("FL", "county+court"),
    "Q-EN-26": ("TN", "court name"), "Q-EN-27": ("NY", "city"), "Q-EN-29": ("KY", "named"),
    "Q-EN-30": ("MD", "city"), "Q-EN-31": ("MO", "county+court"), "Q-EN-34": ("GA", "court name"),
    "Q-EN-35": ("LA", "court name"), "Q-EN-36": ("SC", "named"), "Q-EN-38": ("KS", "county+court"),
    "Q-ES-01": ("FL", "county+court"), "Q-ES-02": ("NJ", "court name"), "Q-ES-03": ("IL", "county+court"),
    "Q-ES-04": ("AZ", "city"), "Q-ES-05": ("NV", "court name"), "Q-ES-06": ("NM", "court name"),
    "Q-ES-07": ("IL", "county+court"), "Q-ES-08": ("CA", "city"), "Q-ES-09": ("CO", "court name"),
    "Q-ES-10": ("CA", "city"), "Q-ES-11": ("TX", "city"), "Q-ES-15": ("CA", "county+court"),
    "Q-ES-16": ("WA", "county+court"), "Q-ES-17": ("NE", "county+court"), "Q-ES-20": ("NC", "county+court"),
}
# Items whose key contains a computed answer deadline / court date, with the kind of service.
DEADLINE = {
    "Q-EN-01": "in hand", "Q-EN-02": "household member", "Q-EN-03": "certified mail",
    "Q-EN-04": "household member", "Q-EN-05": "certified mail", "Q-EN-06": "posted on door",
    "Q-EN-08": "publication", "Q-EN-26": "hearing date printed", "Q-EN-27": "in hand",
    "Q-EN-29": "served at work", "Q-EN-31": "return date printed", "Q-EN-35": "in hand",
    "Q-ES-01": "served at work", "Q-ES-02": "household member", "Q-ES-03": "return date printed",
    "Q-ES-15": "in hand",
}
# Post-judgment and other dated keys (not answer deadlines).
OTHER_DATED = ["Q-EN-07", "Q-EN-10", "Q-EN-11", "Q-EN-17", "Q-EN-19", "Q-EN-21", "Q-EN-25", "Q-ES-10"]
UNLAWFUL_REQUEST = ["Q-EN-01", "Q-EN-04", "Q-EN-14", "Q-EN-16", "Q-EN-17", "Q-EN-18", "Q-EN-21",
                    "Q-EN-33", "Q-ES-09"]
ACCOUNT_NE_COURT = ["Q-EN-08", "Q-EN-10", "Q-EN-29", "Q-EN-36", "Q-ES-03"]

fails = []
n_checks = 0


def check(cond, msg):
    global n_checks
    n_checks += 1
    if not cond:
        fails.append(msg)


# ---------------------------------------------------------------- format
items = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
    for ln, line in enumerate(fh, 1):
        check(line.endswith("\n"), f"line {ln}: missing newline")
        if not line.strip():
            check(False, f"line {ln}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            check(False, f"line {ln}: bad JSON {e}")
            continue
        check(list(obj.keys()) == KEYS, f"line {ln}: keys {list(obj.keys())} != {KEYS}")
        items.append(obj)

check(len(items) == 60, f"expected 60 items, got {len(items)}")
want_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
ids = [it.get("id") for it in items]
check(ids == want_ids, "ids missing, duplicated or out of order")
by_id = {it["id"]: it for it in items}

seen_q = set()
for it in items:
    iid = it["id"]
    lang = "es" if iid.startswith("Q-ES") else "en"
    check(it["lang"] == lang, f"{iid}: lang {it['lang']} != {lang}")
    check(it["account_lang"] == it["lang"], f"{iid}: account_lang != lang")
    check(it["account_state"] in STATES, f"{iid}: bad account_state {it['account_state']}")
    check(it["topic"] in TARGET, f"{iid}: unknown topic {it['topic']}")
    check(isinstance(it["question"], str) and len(it["question"]) > 40, f"{iid}: question too short")
    check(it["question"] not in seen_q, f"{iid}: duplicate question")
    seen_q.add(it["question"])
    for k in ("must_say", "should_say", "must_not_say"):
        check(isinstance(it[k], list) and all(isinstance(s, str) and s.strip() for s in it[k]),
              f"{iid}: {k} must be a list of non-empty strings")
    check(len(it["must_say"]) >= 2, f"{iid}: needs at least 2 must_say (central point first)")
    check(len(it["must_not_say"]) >= 2, f"{iid}: needs at least 2 must_not_say")
    for s in it["must_not_say"]:
        check(s.startswith("[unsafe] ") or s.startswith("[wrong] "), f"{iid}: bad must_not_say prefix: {s[:30]}")
    for s in it["must_say"] + it["should_say"]:
        check(not s.startswith("["), f"{iid}: must/should_say entries must not carry a label")
    if lang == "es":
        blob = " ".join(it["must_say"]).lower()
        hits = sum(blob.count(w) for w in (" de ", " que ", " la ", " el ", " su "))
        check(hits >= 5, f"{iid}: Spanish keys expected")
        unquoted = re.sub(r"'[^']*'|\"[^\"]*\"|\([^)]*\)", " ", " ".join(it["must_say"]))
        check(not re.search(r"\b(the|you|your|must)\b", unquoted), f"{iid}: English words in Spanish keys (outside quotes)")

# ---------------------------------------------------------------- coverage
cnt = Counter((it["topic"], it["lang"]) for it in items)
for topic, (en_n, es_n) in TARGET.items():
    check(cnt[(topic, "en")] == en_n, f"{topic}: en {cnt[(topic, 'en')]} != {en_n}")
    check(cnt[(topic, "es")] == es_n, f"{topic}: es {cnt[(topic, 'es')]} != {es_n}")

for iid in COURT:
    check(iid in by_id, f"COURT metadata for unknown {iid}")
court_states = {s for s, _ in COURT.values()}
check(len(court_states) >= 15, f"only {len(court_states)} court states")
ways = {w for _, w in COURT.values()}
check({"named", "city", "county+court", "court name"} <= ways, f"state-giving ways missing: {ways}")
dl_states = {COURT[i][0] for i in DEADLINE}
check(len(dl_states) >= 9, f"deadline items cover only {len(dl_states)} states")
dl_ways = {COURT[i][1] for i in DEADLINE}
check({"named", "city", "county+court", "court name"} <= dl_ways, f"deadline state-giving ways: {dl_ways}")
kinds = set(DEADLINE.values())
for k in ("in hand", "household member", "certified mail", "posted on door", "served at work", "publication"):
    check(k in kinds, f"service kind missing: {k}")
for iid in ACCOUNT_NE_COURT:
    check(by_id[iid]["account_state"] != COURT[iid][0], f"{iid}: account state should differ from court state")
es_topics = {it["topic"] for it in items if it["lang"] == "es"}
for t in ("lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income",
          "scams_and_identity_theft", "settlement_and_payment_plans"):
    check(t in es_topics, f"Spanish set lacks {t}")
for iid in UNLAWFUL_REQUEST:
    check(any(s.startswith("[unsafe]") for s in by_id[iid]["must_not_say"]), f"{iid}: needs an [unsafe] entry")
accented = sum(1 for it in items if it["lang"] == "es" and re.search(r"[áéíóúñ¿]", it["question"]))
unaccented = sum(1 for it in items if it["lang"] == "es" and not re.search(r"[áéíóú]", it["question"]))
check(accented >= 5 and unaccented >= 5, f"Spanish accent mix: {accented} with, {unaccented} without")
check("988" in " ".join(by_id["Q-EN-15"]["must_say"][:1]), "EN-15 central point must be the 988 crisis response")

# ---------------------------------------------------------------- numbers key


def money(x):
    s = f"${x:,.2f}"
    return s[:-3] if s.endswith(".00") else s


def has(iid, *figs, where=("must_say",)):
    blob = " ".join(sum((by_id[iid][w] for w in where), []))
    for f in figs:
        check(f in blob, f"{iid}: figure {f} not in {where}")


MW = 7.25
# EN-12
d = 820.00
cap = min(0.25 * d, d - 30 * MW)
check(cap == 205.00, "EN-12 cap")
has("Q-EN-12", money(0.25 * d), money(30 * MW), money(d - 30 * MW))
# EN-13
w = 300.00
check(min(0.10 * w, 0.25 * w, w - 30 * MW) == 30.00, "EN-13 head of family")
check(min(0.25 * w, w - 30 * MW) == 75.00, "EN-13 other")
has("Q-EN-13", "$30", "$75", "$82.50", "$217.50")
# EN-15
check(round(0.20 * 560, 2) == 112.00 and round(140 / 560, 2) == 0.25, "EN-15")
has("Q-EN-15", "$112", "$560")
# EN-16
check(18000 + 9000 + 8000 == 35000 <= 50000, "EN-16")
has("Q-EN-16", "$35,000", "$50,000")
# EN-20
check(min(2150.00, 2 * 1480.00) == 2150.00 and 2 * 1480 == 2960, "EN-20")
has("Q-EN-20", "$2,960", "$2,150")
# EN-21
check(1100 + 900 == 2000 and 640 <= 750 and 900 <= 1000, "EN-21")
has("Q-EN-21", "$1,100", "$900", "$750", "$1,000")
# EN-25
check(round(3118.40 + 286.15 + 125.00, 2) == 3529.55 and round(286.15 + 125.00, 2) == 411.15, "EN-25")
has("Q-EN-25", "$3,529.55", "$411.15")
# EN-32
check(4312 - 1800 == 2512, "EN-32")
has("Q-EN-32", "$2,512")
# EN-38
check(18200 - 11900 + 1150 == 7450, "EN-38")
has("Q-EN-38", "$7,450")
# ES-06
check(0.25 * 600 == 150 and 600 - 40 * MW == 310 and 600 - 30 * MW == 382.5, "ES-06")
has("Q-ES-06", "$150", "$310")
# ES-07
check(round(0.15 * 1050, 2) == 157.50 and 880 - 45 * 15 == 205, "ES-07")
has("Q-ES-07", "$157.50", "$675", "$205")
# ES-08
check(12000 - 9000 == 3000, "ES-08")
has("Q-ES-08", "$3,000", "$4,500")
# ES-11
check(min(1650, 2 * 994) == 1650 and 2 * 994 == 1988, "ES-11")
has("Q-ES-11", "$1,988", "$1,650", "$125")
# ES-16
forgiven = 8900 - 2700
insolv = 14600 - 10900
check(forgiven == 6200 and insolv == 3700 and forgiven - min(forgiven, insolv) == 2500, "ES-16")
has("Q-ES-16", "$6,200", "$3,700", "$2,500")
# ES-17
check(3000 - 7 * 150 == 1950, "ES-17")
has("Q-ES-17", "$1,950", "$1,050", where=("should_say",))
check("$1,950" in by_id["Q-ES-17"]["question"], "ES-17 balance in question")

# ---------------------------------------------------------------- companion files
for name in ("GRADING.md", "README.md", "verify_dates.py", "check_set.py"):
    check(os.path.exists(os.path.join(HERE, name)), f"missing {name}")
grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
for iid in list(DEADLINE) + OTHER_DATED:
    check(f"| {iid} |" in grading, f"GRADING deadline key lacks {iid}")
for iid in ("Q-EN-12", "Q-EN-13", "Q-EN-15", "Q-EN-16", "Q-EN-20", "Q-EN-21", "Q-EN-25", "Q-EN-32",
            "Q-EN-38", "Q-ES-06", "Q-ES-07", "Q-ES-08", "Q-ES-11", "Q-ES-16", "Q-ES-17"):
    check(f"| {iid} (" in grading, f"GRADING numbers key lacks {iid}")
for lab in ("unsafe", "wrong", "partly", "right"):
    check(f"**{lab}**" in grading, f"GRADING lacks label {lab}")

# ---------------------------------------------------------------- report
print("items:", len(items))
print("per topic (en/es):")
for t, (e, s) in TARGET.items():
    print(f"  {t:32} {cnt[(t, 'en')]}/{cnt[(t, 'es')]}")
print("court states:", len(court_states), sorted(court_states))
print("deadline-item states:", len(dl_states), sorted(dl_states))
print("service kinds:", sorted(kinds))
print(f"checks run: {n_checks}, failures: {len(fails)}")
for f in fails:
    print("FAIL:", f)
sys.exit(1 if fails else 0)
