#!/usr/bin/env python3
"""Format and coverage checks for Solo question set Y (questions.jsonl)."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE
NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())
# target counts (en, es) from the brief
TARGET = {
    "lawsuit_answer_deadline": (6, 3), "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2), "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2), "collector_contact_rules": (3, 2), "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1), "settlement_and_payment_plans": (3, 2), "credit_reporting": (2, 1),
    "scams_and_identity_theft": (2, 1), "spouses_cosigners_and_deceased": (3, 1),
    "out_of_scope": (2, 0),
}
# Court state of each item (state whose court/ law the question is about), and how the state is
# given in the question: named / city / county+court / court-name. None = no court involved.
COURT = {
    "Q-EN-01": ("WA", "city"), "Q-EN-02": ("CA", "named"), "Q-EN-03": ("TX", "county+court"),
    "Q-EN-04": ("NY", "court-name"), "Q-EN-05": ("OH", "county+court"), "Q-EN-06": ("IL", "county+court"),
    "Q-EN-07": ("MI", "court-name"), "Q-EN-08": ("CA", "court-name"), "Q-EN-09": ("CA", "city"),
    "Q-EN-10": ("DE", "court-name"), "Q-EN-11": ("FL", "county+court"), "Q-EN-12": ("IL", "city"),
    "Q-EN-13": ("FL", "city"), "Q-EN-14": None, "Q-EN-15": ("KY", "court-name"),
    "Q-EN-16": None, "Q-EN-17": ("FL", "county+court"), "Q-EN-18": ("VT", "named"),
    "Q-EN-19": ("TX", "city"), "Q-EN-20": ("KY", "county+court"), "Q-EN-21": ("NY", "county+court"),
    "Q-EN-22": ("KS", "city"), "Q-EN-23": None, "Q-EN-24": None,
    "Q-EN-25": ("CO", "court-name"), "Q-EN-26": None, "Q-EN-27": None,
    "Q-EN-28": ("NY", "court-name"), "Q-EN-29": None, "Q-EN-30": ("AZ", "court-name"),
    "Q-EN-31": ("IN", "county+court"), "Q-EN-32": ("ID", "county+court"), "Q-EN-33": None,
    "Q-EN-34": None, "Q-EN-35": ("VT", "named"), "Q-EN-36": ("NM", "county+court"),
    "Q-EN-37": None, "Q-EN-38": None, "Q-EN-39": ("TN", "county+court"), "Q-EN-40": None,
    "Q-ES-01": ("AZ", "county+court"), "Q-ES-02": ("ID", "county+court"), "Q-ES-03": ("IL", "court-name"),
    "Q-ES-04": ("TX", "county+court"), "Q-ES-05": ("GA", "county+court"), "Q-ES-06": None,
    "Q-ES-07": ("GA", "county+court"), "Q-ES-08": None, "Q-ES-09": ("IL", "named"),
    "Q-ES-10": ("NM", "city"), "Q-ES-11": ("OH", "court-name"), "Q-ES-12": None,
    "Q-ES-13": None, "Q-ES-14": ("FL", "county+court"), "Q-ES-15": None,
    "Q-ES-16": None, "Q-ES-17": None, "Q-ES-18": None, "Q-ES-19": None,
    "Q-ES-20": ("GA", "county+court"),
}
DEADLINE_STATES = {"WA", "CA", "TX", "NY", "OH", "IL", "MI", "FL", "VT", "AZ", "ID", "IN"}

def main():
    errs = []
    path = os.path.join(HERE, "questions.jsonl")
    items = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errs.append(f"line {n}: blank line")
                continue
            try:
                it = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"line {n}: invalid JSON: {e}")
                continue
            items.append(it)
            if list(it.keys()) != KEYS:
                errs.append(f"line {n}: keys {list(it.keys())} != {KEYS}")
    ids = [it.get("id") for it in items]
    exp_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    if ids != exp_ids:
        errs.append(f"ids not exactly Q-EN-01..40, Q-ES-01..20 in order (dupes: {[k for k,v in Counter(ids).items() if v>1]})")
    counts = Counter()
    for it in items:
        i = it.get("id", "?")
        lang = "es" if i.startswith("Q-ES") else "en"
        if it.get("lang") != lang or it.get("account_lang") != lang:
            errs.append(f"{i}: lang/account_lang must both be {lang}")
        if it.get("account_state") not in STATES:
            errs.append(f"{i}: bad account_state {it.get('account_state')}")
        if it.get("topic") not in TARGET:
            errs.append(f"{i}: unknown topic {it.get('topic')}")
        counts[(it.get("topic"), lang)] += 1
        if not isinstance(it.get("question"), str) or len(it["question"]) < 40:
            errs.append(f"{i}: question missing or too short")
        for k in ["must_say", "should_say", "must_not_say"]:
            v = it.get(k)
            if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
                errs.append(f"{i}: {k} must be a list of non-empty strings")
        if len(it.get("must_say", [])) < 2 and it.get("topic") != "out_of_scope":
            errs.append(f"{i}: must_say should have a central point plus at least one more")
        if len(it.get("must_say", [])) < 1:
            errs.append(f"{i}: must_say empty")
        if len(it.get("must_not_say", [])) < 2:
            errs.append(f"{i}: must_not_say should have at least 2 entries")
        for x in it.get("must_not_say", []):
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {x[:50]}")
        if i not in COURT:
            errs.append(f"{i}: missing from COURT map")
        if lang == "es":
            # Spanish keys: at least the central point should be in Spanish
            if not re.search(r"[áéíóúñ¿¡]|\b(el|la|que|de|usted|puede)\b", it["must_say"][0]):
                errs.append(f"{i}: central point does not look Spanish")
    print("Counts by topic (en/es) vs target:")
    tot_en = tot_es = 0
    for t, (te, ts) in TARGET.items():
        ce, cs = counts[(t, "en")], counts[(t, "es")]
        tot_en += ce; tot_es += cs
        flag = "" if (ce, cs) == (te, ts) else "  <-- differs"
        print(f"  {t:32s} {ce:2d}/{cs:2d}  (target {te}/{ts}){flag}")
        if (ce, cs) != (te, ts):
            errs.append(f"topic {t}: {ce}/{cs} != target {te}/{ts}")
    print(f"  {'TOTAL':32s} {tot_en:2d}/{tot_es:2d}")
    if (tot_en, tot_es) != (40, 20):
        errs.append("totals must be 40 en / 20 es")
    court_states = sorted({v[0] for v in COURT.values() if v})
    ways = Counter(v[1] for v in COURT.values() if v)
    print(f"Court states ({len(court_states)}): {', '.join(court_states)}")
    print(f"Ways the state is given: {dict(ways)}")
    if len(court_states) < 15:
        errs.append("fewer than 15 court states")
    for w in ["named", "city", "county+court", "court-name"]:
        if ways[w] == 0:
            errs.append(f"no item gives the state as {w}")
    unnamed_in_brief_lists = {"AK", "VT", "ID", "DE", "KY", "NM", "RI", "MT", "AR"}
    print(f"Court states from the brief's 'unnamed' examples: {sorted(set(court_states) & unnamed_in_brief_lists)}")
    print(f"Deadline-scenario court states ({len(DEADLINE_STATES)}): {', '.join(sorted(DEADLINE_STATES))}")
    if len(DEADLINE_STATES) < 9:
        errs.append("fewer than 9 deadline states")
    diff = [i for i in ids if COURT.get(i) and COURT[i][0] != next(it for it in items if it["id"] == i)["account_state"]]
    print(f"Items where account_state differs from court state: {', '.join(diff)}")
    if len(diff) < 3:
        errs.append("need several account-state/court-state mismatches")

    # numbers key arithmetic
    num = [
        ("EN-12 IL cap", min(0.15 * 1100, 860 - 45 * 15.00), 165.00),
        ("EN-12 federal", min(0.25 * 860, 860 - 30 * 7.25), 215.00),
        ("EN-13 25% of 690", 0.25 * 690, 172.50),
        ("EN-15 creditor amount", 0 if 300 / 1000 >= 0.25 else 0.25 * 1000 - 300, 0),
        ("EN-20 protected", 2 * 1480, 2960), ("EN-20 held", 3900 - 2 * 1480, 940),
        ("EN-29 pct paid", round(1900 / 4820 * 100, 1), 39.4),
        ("EN-29 pct off", round((4820 - 1900) / 4820 * 100, 1), 60.6),
        ("EN-29 forgiven", 4820 - 1900, 2920),
        ("EN-30 pct", round(3000 / 6300 * 100, 1), 47.6), ("EN-30 forgiven", 6300 - 3000, 3300),
        ("ES-07 cap", min(0.25 * 520, 520 - 30 * 7.25), 130.00), ("ES-07 excess", 156 - 130, 26),
        ("ES-07 pct", round(156 / 520 * 100), 30),
        ("ES-09 equity", 6000 - 2000, 4000), ("ES-09 covered", min(4000, 2400 + 4000), 4000),
        ("ES-10 protected", 2 * 1310, 2620),
        ("ES-16 pct", round(1920 / 3200 * 100), 60), ("ES-16 forgiven", 3200 - 1920, 1280),
        ("ES-17 forgiven", 2200 - 1500, 700), ("ES-17 insolvency", 18400 - 9900, 8500),
    ]
    for name, got, want in num:
        if abs(got - want) > 0.005:
            errs.append(f"numbers {name}: {got} != {want}")
    print(f"Numbers-key arithmetic checks: {len(num)}")
    for fn in ["GRADING.md", "README.md", "verify_dates.py"]:
        if not os.path.exists(os.path.join(HERE, fn)):
            errs.append(f"missing {fn}")
    if errs:
        print("\nERRORS:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("\ncheck_set: all format and coverage checks passed (60 items).")

if __name__ == "__main__":
    main()
