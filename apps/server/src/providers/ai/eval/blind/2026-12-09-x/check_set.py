#!/usr/bin/env python3
"""Format, coverage and arithmetic checks for Solo question set X.

Run:  python3 check_set.py      (exit status 0 = all checks passed)
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
TARGET = {  # topic: (en, es) as set in the brief
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
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM "
             "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())

# State whose court or law the question turns on (not a file field; used for coverage only),
# and how the question gives it.
COURT_STATE = {
    "Q-EN-01": ("CA", "city"), "Q-EN-02": ("TX", "county+court"), "Q-EN-03": ("AZ", "county+court"),
    "Q-EN-04": ("MI", "court name only"), "Q-EN-05": ("NY", "city+court"), "Q-EN-06": ("TX", "county+court"),
    "Q-EN-07": ("GA", "court name"), "Q-EN-08": ("VA", "court name only"), "Q-EN-09": ("IL", "court name"),
    "Q-EN-10": ("FL", "county+court"), "Q-EN-11": ("CA", "county+court"), "Q-EN-12": ("IL", "named"),
    "Q-EN-13": ("SC", "named"), "Q-EN-14": ("MO", "named"), "Q-EN-15": ("MI", "city"),
    "Q-EN-16": ("MN", "city"), "Q-EN-17": ("AZ", "county+city"), "Q-EN-18": ("PA", "city"),
    "Q-EN-19": ("CA", "city"), "Q-EN-20": ("OH", "named"), "Q-EN-21": ("NY", "named"),
    "Q-EN-22": ("AL", "named"), "Q-EN-23": ("CO", "court name"), "Q-EN-24": ("KY", "city"),
    "Q-EN-25": ("NC", "named"), "Q-EN-26": ("NJ", "court name"), "Q-EN-27": ("TN", "county+court"),
    "Q-EN-28": ("IN", "city"), "Q-EN-29": ("KY", "court name only"), "Q-EN-30": ("MA", "court name"),
    "Q-EN-31": ("OR", "named"), "Q-EN-32": ("LA", "city"), "Q-EN-33": ("KS", "city"),
    "Q-EN-34": ("WA", "named"), "Q-EN-35": ("NM", "named"), "Q-EN-36": ("TX", "named"),
    "Q-EN-37": ("OK", "named"), "Q-EN-38": ("CA", "named"), "Q-EN-39": ("AZ", "city"),
    "Q-EN-40": ("TN", "city"),
    "Q-ES-01": ("MD", "city"), "Q-ES-02": ("WA", "named"), "Q-ES-03": ("CA", "city"),
    "Q-ES-04": ("OH", "court name"), "Q-ES-05": ("IN", "county+court"), "Q-ES-06": ("TX", "named"),
    "Q-ES-07": ("TN", "named"), "Q-ES-08": ("NV", "court name"), "Q-ES-09": ("IL", "named"),
    "Q-ES-10": ("CA", "city"), "Q-ES-11": ("FL", "city"), "Q-ES-12": ("GA", "named"),
    "Q-ES-13": ("AZ", "city+county"), "Q-ES-14": ("CO", "named"), "Q-ES-15": ("NY", "court name"),
    "Q-ES-16": ("US", "federal tax"), "Q-ES-17": ("WI", "city"), "Q-ES-18": ("NC", "city"),
    "Q-ES-19": ("NJ", "named"), "Q-ES-20": ("NC", "named"),
}

# Arithmetic: (item, computed value, string that must appear in the item's must_say)
def money(x):
    return f"${x:,.0f}" if float(x).is_integer() else f"${x:,.2f}"

IL_MIN = 15.00
FED_MIN = 7.25
NUMBERS = []
def num(item, label, value, expect):
    NUMBERS.append((item, label, value, expect))

disp = 820 - 130
num("Q-EN-12", "IL disposable", disp, "$690")
num("Q-EN-12", "IL 45 x min wage", 45 * IL_MIN, "$675")
num("Q-EN-12", "IL max deduction", min(0.15 * 820, disp - 45 * IL_MIN), "$15")
num("Q-EN-12", "IL 15% of gross", 0.15 * 820, "$123")
num("Q-EN-13", "AWG 15%", min(0.15 * 1400, 1400 - 30 * FED_MIN * 2), "$210")
num("Q-EN-14", "MO head of family 10%", min(0.10 * 640, 640 - 30 * FED_MIN), "$64")
num("Q-EN-17", "AZ truck equity", 22000 - 9500, "$12,500")
num("Q-EN-18", "10% penalty", 0.10 * 12000, "$1,200")
num("Q-EN-18", "20% withholding", 0.20 * 12000, "$2,400")
num("Q-EN-19", "CA equity", 480000 - 260000, "$220,000")
num("Q-EN-31", "settlement total", 3 * 800, "$2,400")
num("Q-EN-31", "forgiven", 6400 - 3 * 800, "$4,000")
num("Q-EN-31", "percent", round(100 * 3 * 800 / 6400, 1), "37.5%")
num("Q-EN-36", "remaining rent", 5 * 1500, "$7,500")
num("Q-EN-36", "85% reletting fee", 0.85 * 1500, "$1,275")
num("Q-ES-07", "federal 25%", min(0.25 * 520, 520 - 30 * FED_MIN), "$130")
num("Q-ES-07", "TN child reduction", min(0.25 * 520, 520 - 30 * FED_MIN) - 2 * 2.50, "$125")
num("Q-ES-07", "excess over 30x", 520 - 30 * FED_MIN, "$302.50")
num("Q-ES-09", "wildcard used", (5800 - 2400) + (2100 - 1500), "$4,000")
num("Q-ES-09", "car wildcard", 5800 - 2400, "$3,400")
num("Q-ES-09", "tools wildcard", 2100 - 1500, "$600")
num("Q-ES-10", "two months SS", 2 * 1150, "$2,300")
num("Q-ES-10", "frozen remainder", 3100 - 2 * 1150, "$800")
num("Q-ES-16", "insolvency", 38000 - 34000, "$4,000")
num("Q-ES-16", "taxable", 6200 - (38000 - 34000), "$2,200")
num("Q-ES-16", "canceled", 9000 - 2800, "$6,200")
num("Q-ES-17", "half of judgment", 3200 / 2, "$1,600")


def main():
    bad = []
    path = os.path.join(HERE, "questions.jsonl")
    items = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                bad.append(f"line {n}: blank line")
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad.append(f"line {n}: invalid JSON ({e})")
    print(f"items: {len(items)}")
    if len(items) != 60:
        bad.append(f"expected 60 items, found {len(items)}")

    ids = [it.get("id") for it in items]
    want = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    if ids != want:
        bad.append("ids are not exactly Q-EN-01..Q-EN-40 then Q-ES-01..Q-ES-20 in order")
    if len(set(ids)) != len(ids):
        bad.append("duplicate ids")

    counts = defaultdict(Counter)
    for it in items:
        iid = it.get("id", "?")
        if list(it.keys()) != KEYS:
            bad.append(f"{iid}: keys {list(it.keys())} != {KEYS}")
            continue
        lang = "en" if iid.startswith("Q-EN") else "es"
        if it["lang"] != lang or it["account_lang"] != lang:
            bad.append(f"{iid}: lang/account_lang must both be {lang}")
        if it["account_state"] not in STATES:
            bad.append(f"{iid}: bad account_state {it['account_state']}")
        if it["topic"] not in TARGET:
            bad.append(f"{iid}: unknown topic {it['topic']}")
        if not isinstance(it["question"], str) or len(it["question"]) < 60:
            bad.append(f"{iid}: question missing or too short")
        for k in ("must_say", "should_say", "must_not_say"):
            v = it[k]
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                bad.append(f"{iid}: {k} must be a list of non-empty strings")
        if len(it["must_say"]) < 2:
            bad.append(f"{iid}: must_say needs a central point and at least one more point")
        if not it["must_not_say"]:
            bad.append(f"{iid}: must_not_say is empty")
        for s in it["must_not_say"]:
            if not re.match(r"^\[(unsafe|wrong)\] \S", s):
                bad.append(f"{iid}: must_not_say entry does not start with [unsafe]/[wrong]: {s[:50]}")
        if lang == "es":
            q = it["question"].lower()
            if not re.search(r"\b(que|de|el|la|me|mi|por|tengo|puedo|pueden)\b", q):
                bad.append(f"{iid}: question does not look Spanish")
        counts[it["topic"]][lang] += 1

    print("\ncoverage by topic (en/es; target in brackets)")
    for t, (en, es) in TARGET.items():
        got = (counts[t]["en"], counts[t]["es"])
        flag = "" if got == (en, es) else "   <-- differs"
        print(f"  {t:32s} {got[0]:2d}/{got[1]:<2d}  [{en}/{es}]{flag}")
        if got != (en, es):
            bad.append(f"topic {t}: {got} != {(en, es)}")
    en_total = sum(c["en"] for c in counts.values())
    es_total = sum(c["es"] for c in counts.values())
    print(f"  total en={en_total} es={es_total}")

    # Court states and how they are given
    court_states = Counter(s for s, _ in COURT_STATE.values() if s != "US")
    ways = Counter(w for _, w in COURT_STATE.values())
    print(f"\ncourt/law states: {len(court_states)} -> {', '.join(sorted(court_states))}")
    print(f"ways the state is given: {dict(ways)}")
    if len(court_states) < 15:
        bad.append("fewer than 15 court states")
    for need in ("city", "court name only", "named"):
        if not any(w == need for w in ways):
            bad.append(f"no item gives the state as: {need}")
    if not any("county" in w for w in ways):
        bad.append("no item gives the state as county + court word")
    differ = [i for i, (s, _) in COURT_STATE.items()
              if s != "US" and s != next(it["account_state"] for it in items if it["id"] == i)]
    print(f"account state differs from court/law state in: {', '.join(differ)}")
    if len(differ) < 3:
        bad.append("fewer than three items where account state and court state differ")

    # Accents: some Spanish questions with accents, some without
    es_q = [it["question"] for it in items if it["lang"] == "es"]
    with_acc = sum(1 for q in es_q if re.search(r"[áéíóúñ¿¡]", q))
    print(f"Spanish questions with accents/ñ: {with_acc}, without: {len(es_q) - with_acc}")
    if with_acc == 0 or with_acc == len(es_q):
        bad.append("Spanish questions should include both accented and unaccented typing")

    # Arithmetic
    print("\nnumbers key")
    by_id = {it["id"]: it for it in items}
    for iid, label, value, expect in NUMBERS:
        shown = expect.rstrip("%")
        calc = f"{value:g}" if expect.endswith("%") else money(value)
        ok_val = (calc == shown) if expect.endswith("%") else (calc == expect)
        text = " ".join(by_id[iid]["must_say"])
        ok_txt = expect in text
        status = "OK " if ok_val and ok_txt else "BAD"
        print(f"  {status} {iid} {label}: computed {calc} expected {expect}"
              f"{'' if ok_txt else '  <-- not found in must_say'}")
        if status == "BAD":
            bad.append(f"{iid}: number check {label}")

    print("\nRESULT:", "ALL FORMAT/COVERAGE/NUMBER CHECKS PASSED" if not bad else f"{len(bad)} PROBLEM(S)")
    for b in bad:
        print("  -", b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
