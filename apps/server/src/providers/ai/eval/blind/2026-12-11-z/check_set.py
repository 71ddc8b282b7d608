#!/usr/bin/env python3
"""Format, coverage and arithmetic checks for set Z (questions.jsonl).

Failures (exit 1): bad JSON, wrong/missing/extra keys or key order, bad ids, lang mismatch,
unknown topic or state, empty lists, must_not_say entries without [unsafe]/[wrong],
duplicate questions, a numbers-key value that does not recompute or is missing from the key,
fewer than 15 court states, topic counts more than 1 away from the brief's targets.
Notes (no failure): topic counts that differ by exactly 1 from the targets.
"""
import json
import math
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT
NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY""".split())
TARGETS = {  # topic: (en, es) from the brief
    "lawsuit_answer_deadline": (6, 3), "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2), "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2), "collector_contact_rules": (3, 2), "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1), "settlement_and_payment_plans": (3, 2),
    "credit_reporting": (2, 1), "scams_and_identity_theft": (2, 1),
    "spouses_cosigners_and_deceased": (3, 1), "out_of_scope": (2, 0),
}
# State whose law governs the question (court state when a court is named) and how the
# question gives it: named (state name or abbreviation) / city-only / county+court /
# court-name-only.
QSTATE = {
    "Q-EN-01": ("TX", "county+court", True), "Q-EN-02": ("CT", "named", True),
    "Q-EN-03": ("MN", "named", True), "Q-EN-04": ("NE", "named", True),
    "Q-EN-05": ("OR", "named", True), "Q-EN-06": ("PA", "county+court", True),
    "Q-EN-07": ("MO", "county+court", True), "Q-EN-08": ("GA", "court-name-only", True),
    "Q-EN-09": ("NY", "court-name-only", True), "Q-EN-10": ("IN", "county+court", True),
    "Q-EN-11": ("MO", "named", True), "Q-EN-12": ("IA", "named", True),
    "Q-EN-13": ("UT", "city-only", True), "Q-EN-14": ("NV", "city-only", True),
    "Q-EN-15": ("OK", "county+court", True), "Q-EN-16": ("HI", "city-only", False),
    "Q-EN-17": ("WV", "county+court", True), "Q-EN-18": ("ND", "named", True),
    "Q-EN-19": ("KS", "named", True), "Q-EN-20": ("FL", "named", True),
    "Q-EN-21": ("MS", "named", True), "Q-EN-22": ("ME", "named", True),
    "Q-EN-23": ("VA", "named", False), "Q-EN-24": ("AL", "named", False),
    "Q-EN-25": ("OK", "named", False), "Q-EN-26": ("WY", "city-only", False),
    "Q-EN-27": ("KY", "named", True), "Q-EN-28": ("TX", "named", False),
    "Q-EN-29": ("SD", "city-only", True), "Q-EN-30": ("WI", "county+court", True),
    "Q-EN-31": ("WA", "county+court", True), "Q-EN-32": ("VT", "named", False),
    "Q-EN-33": ("NH", "named", True), "Q-EN-34": ("MI", "city-only", False),
    "Q-EN-35": ("MD", "city-only", False), "Q-EN-36": ("DC", "court-name-only", True),
    "Q-EN-37": ("AZ", "named", False), "Q-EN-38": ("TN", "city-only", False),
    "Q-EN-39": ("GA", "named", False), "Q-EN-40": ("NV", "named", False),
    "Q-ES-01": ("AZ", "county+court", True), "Q-ES-02": ("CA", "named", True),
    "Q-ES-03": ("AL", "named", True), "Q-ES-04": ("TX", "city-only", True),
    "Q-ES-05": ("PA", "court-name-only", True), "Q-ES-06": ("NC", "named", False),
    "Q-ES-07": ("OH", "named", True), "Q-ES-08": ("CA", "city-only", True),
    "Q-ES-09": ("WI", "city-only", True), "Q-ES-10": ("WA", "named", False),
    "Q-ES-11": ("NJ", "named", False), "Q-ES-12": ("GA", "named", False),
    "Q-ES-13": ("NY", "named", False), "Q-ES-14": ("NY", "court-name-only", True),
    "Q-ES-15": ("CO", "city-only", False), "Q-ES-16": ("NM", "named", False),
    "Q-ES-17": ("MA", "named", True), "Q-ES-18": ("TX", "named", False),
    "Q-ES-19": ("IL", "county+court", True), "Q-ES-20": ("TX", "city-only", True),
}


def money(x):
    s = f"{x:,.2f}"
    return "$" + (s[:-3] if s.endswith(".00") else s)


def numbers_key():
    """Recompute each numbers item; return list of (id, description, value, strings that must
    appear in must_say)."""
    out = []
    fed_week = 30 * 7.25                       # $217.50
    # EN-11 Missouri head of family: 10% of $1,200 biweekly disposable; 25% otherwise
    out.append(("Q-EN-11", "MO head-of-family 10% cap on $1,200", 0.10 * 1200,
                [money(0.10 * 1200), money(0.25 * 1200), "$1,200"]))
    # EN-13 Utah/federal: lesser of 25% or excess over 30x min wage (biweekly), minus support
    cap = min(0.25 * 1100, 1100 - 2 * fed_week)
    out.append(("Q-EN-13", "ordinary garnishment after $200 support", cap - 200,
                [money(cap), money(cap - 200), "$200"]))
    # EN-21 Treasury lookback: benefits deposited in the 2 months before the order
    prot = 9400 + 1380 + 1380
    out.append(("Q-EN-21", "protected SSDI amount / exposed remainder", prot,
                [money(prot), money(12475 - prot)]))
    # EN-31 settlement arithmetic
    bal, lump, plan, budget = 6840, 2400, 3600, 250
    months = math.ceil(plan / budget)
    out.append(("Q-EN-31", "lump % / forgiven / months at $250", months,
                [f"{round(100 * lump / bal)}%", money(bal - lump), money(bal - plan),
                 f"{months} months", f"{months - 1} payments of {money(budget)} plus "
                 f"{money(plan - (months - 1) * budget)}"]))
    # EN-32 insolvency
    insolv = 41500 - 36900
    assert insolv >= 4312
    out.append(("Q-EN-32", "insolvency vs cancelled debt", insolv,
                [money(insolv), "$4,312"]))
    # EN-33 settled judgment difference (should_say) - checked separately below
    # ES-07 Ohio weekly
    cap = min(0.25 * 600, 600 - fed_week)
    out.append(("Q-ES-07", "weekly max and over-withholding", cap,
                [money(cap), money(fed_week), money(600 - fed_week), money(180 - cap)]))
    # ES-09 SSI two months vs balance
    prot = 2 * 994
    assert 1850 <= prot
    out.append(("Q-ES-09", "SSI protected (2 months) >= balance", prot, [money(prot), "$1,850"]))
    # ES-14 NY 2% vs 9%
    out.append(("Q-ES-14", "interest at 2% and 9%", 3600 * 0.02,
                [money(3600 * 0.02), money(3600 * 0.02 / 12), money(3600 * 0.09),
                 money(3600 * 0.09 / 12)]))
    # ES-15 debt relief fees
    out.append(("Q-ES-15", "advance fees and total fee", 150 * 6,
                [money(150 * 6), money(0.25 * 18000)]))
    # ES-20 Texas aggregate personal property
    out.append(("Q-ES-20", "truck + tools within $50,000", 15000 + 8000,
                [money(15000 + 8000), "$50,000"]))
    # EN-18 van equity
    out.append(("Q-EN-18", "van equity", 14000 - 9000, [money(14000 - 9000)]))
    return out


def es14_balance():
    bal, months = 3600.0, 0
    y, m = 2024, 7
    while (y, m) <= (2026, 11):
        bal = bal + bal * 0.02 / 12 - 100
        months += 1
        m += 1
        if m == 13:
            y, m = y + 1, 1
    return months, bal


def main():
    errs, notes = [], []
    path = os.path.join(HERE, "questions.jsonl")
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errs.append(f"line {n}: blank line")
                continue
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                errs.append(f"line {n}: bad JSON ({e})")
                continue
            if not isinstance(o, dict):
                errs.append(f"line {n}: not an object")
                continue
            if list(o.keys()) != KEYS:
                errs.append(f"line {n}: keys {list(o.keys())} != {KEYS}")
            rows.append(o)
    ids = [r.get("id") for r in rows]
    want_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    if ids != want_ids:
        errs.append(f"ids not exactly Q-EN-01..40 then Q-ES-01..20 (got {len(ids)} rows)")
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    seenq = set()
    for r in rows:
        i = r.get("id", "?")
        lang = "en" if i.startswith("Q-EN") else "es"
        if r.get("lang") != lang or r.get("account_lang") != lang:
            errs.append(f"{i}: lang/account_lang must both be '{lang}'")
        if r.get("account_state") not in STATES:
            errs.append(f"{i}: bad account_state {r.get('account_state')}")
        if r.get("topic") not in TARGETS:
            errs.append(f"{i}: unknown topic {r.get('topic')}")
        q = r.get("question")
        if not isinstance(q, str) or len(q.strip()) < 40:
            errs.append(f"{i}: question missing or too short")
        elif q in seenq:
            errs.append(f"{i}: duplicate question")
        else:
            seenq.add(q)
        for k in ("must_say", "should_say", "must_not_say"):
            v = r.get(k)
            if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{i}: {k} must be a non-empty list of non-empty strings")
        for s in r.get("must_not_say", []):
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:50]}")
        if i not in QSTATE:
            errs.append(f"{i}: no entry in QSTATE map")
        if lang == "es":
            t = (q or "").lower()
            if not re.search(r"\b(que|me|de|la|el|mi|tengo|puedo)\b", t):
                errs.append(f"{i}: Spanish question does not look Spanish")
            keytext = " ".join(r.get("must_say", [])).lower()
            if not re.search(r"\b(que|de|la|el|su|usted)\b", keytext):
                errs.append(f"{i}: Spanish key not in Spanish")

    # coverage
    cnt = Counter((r["topic"], r["lang"]) for r in rows)
    print("Topic coverage (en / es) against the brief's targets:")
    for t, (te, ts) in TARGETS.items():
        e, s = cnt[(t, "en")], cnt[(t, "es")]
        flag = ""
        for got, want, l in ((e, te, "en"), (s, ts, "es")):
            if abs(got - want) > 1:
                errs.append(f"topic {t} {l}: {got} vs target {want}")
            elif got != want:
                flag += f"  [note: {l} {got} vs {want}]"
        print(f"  {t:32} {e:2} / {s:2}   (target {te}/{ts}){flag}")
        if flag:
            notes.append(f"{t}:{flag.strip()}")
    langs = Counter(r["lang"] for r in rows)
    print(f"  total en={langs['en']} es={langs['es']}")
    if langs["en"] != 40 or langs["es"] != 20:
        errs.append("need exactly 40 en and 20 es")

    court_states = sorted({QSTATE[i][0] for i in QSTATE if QSTATE[i][2]})
    all_states = sorted({QSTATE[i][0] for i in QSTATE})
    ways = Counter(QSTATE[i][1] for i in QSTATE)
    differ = [i for i in ids if i in QSTATE and QSTATE[i][0] != next(r for r in rows if r["id"] == i)["account_state"]]
    print(f"\nCourt states with a named court: {len(court_states)}: {' '.join(court_states)}")
    print(f"All question states: {len(all_states)}")
    print(f"How the state is given: {dict(ways)}")
    print(f"Account state differs from the question's state: {differ}")
    if len(court_states) < 15:
        errs.append("fewer than 15 court states")

    # numbers
    print("\nNumbers key (recomputed; each value must appear in the item's must_say):")
    byid = {r["id"]: r for r in rows}
    for iid, desc, val, strings in numbers_key():
        text = " ".join(byid[iid]["must_say"])
        missing = [s for s in strings if s not in text]
        print(f"  [{'OK ' if not missing else 'ERR'}] {iid} {desc}: {val:g}"
              + (f"  missing {missing}" if missing else ""))
        if missing:
            errs.append(f"{iid}: numbers not found in must_say: {missing}")
    months, bal = es14_balance()
    ok = f"{months} pagos" in " ".join(byid["Q-ES-14"]["should_say"]) and 750 <= bal <= 850
    print(f"  [{'OK ' if ok else 'ERR'}] Q-ES-14 balance after {months} payments at 2%: ${bal:,.2f} "
          "(key says about $800)")
    if not ok:
        errs.append("Q-ES-14 amortization check failed")
    if "$3,500" not in " ".join(byid["Q-EN-33"]["should_say"]):
        errs.append("Q-EN-33: $3,500 difference missing")
    else:
        print("  [OK ] Q-EN-33 settled-judgment difference $6,000 - $2,500 = $3,500 (should_say)")

    print()
    for n in notes:
        print("NOTE " + n)
    if errs:
        print("FAILED:")
        for e in errs:
            print("  - " + e)
        sys.exit(1)
    print(f"ALL FORMAT CHECKS PASSED ({len(rows)} items)")


if __name__ == "__main__":
    main()
