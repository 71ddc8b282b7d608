#!/usr/bin/env python3
"""check_set.py - format and consistency checks for set V (blind).

Checks questions.jsonl: exact keys and order, ids, languages, states, topic
counts per language against the brief, list fields, must_not_say prefixes,
court-state coverage, and the numbers key (recomputes every figure the keys use
and checks it is written in the item). Also checks the other deliverables exist.
Standard library only. Exit status 0 = all good, 1 = at least one failure.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "questions.jsonl")
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("""AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV
NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR""".split())
TARGET = {  # topic: (en, es) as given in the brief
    "lawsuit_answer_deadline": (6, 3), "judgment_after_default": (5, 2),
    "garnishment_exempt_income": (4, 2), "exemptions_and_property": (4, 2),
    "bank_levy": (2, 2), "collector_contact_rules": (3, 2), "validation_disputes": (2, 1),
    "time_barred_debt": (2, 1), "settlement_and_payment_plans": (3, 2),
    "credit_reporting": (2, 1), "scams_and_identity_theft": (2, 1),
    "spouses_cosigners_and_deceased": (3, 1), "out_of_scope": (2, 0),
}
# State whose law/court governs each item ("federal" = federal rule only) and how
# the question gives it: named / city / county+court / court-name / none.
COURT = {
    "Q-EN-01": ("TX", "county+court"), "Q-EN-02": ("CA", "named"), "Q-EN-03": ("OH", "city"),
    "Q-EN-04": ("NY", "court-name"), "Q-EN-05": ("FL", "county+court"), "Q-EN-06": ("WA", "county+court"),
    "Q-EN-07": ("GA", "county+court"), "Q-EN-08": ("MI", "city"), "Q-EN-09": ("TN", "county+court"),
    "Q-EN-10": ("IN", "court-name"), "Q-EN-11": ("IL", "county+court"), "Q-EN-12": ("NV", "city"),
    "Q-EN-13": ("FL", "city"), "Q-EN-14": ("PA", "court-name"), "Q-EN-15": ("OH", "city"),
    "Q-EN-16": ("MO", "named"), "Q-EN-17": ("TX", "city"), "Q-EN-18": ("KS", "named"),
    "Q-EN-19": ("OK", "city"), "Q-EN-20": ("MN", "city"), "Q-EN-21": ("SC", "named"),
    "Q-EN-22": ("AZ", "city"), "Q-EN-23": ("AL", "city"), "Q-EN-24": ("KY", "city"),
    "Q-EN-25": ("federal", "none"), "Q-EN-26": ("KS", "county+court"), "Q-EN-27": ("MD", "city"),
    "Q-EN-28": ("OR", "county+court"), "Q-EN-29": ("NM", "city"), "Q-EN-30": ("LA", "city"),
    "Q-EN-31": ("UT", "city"), "Q-EN-32": ("CA", "city"), "Q-EN-33": ("NE", "city"),
    "Q-EN-34": ("WV", "named"), "Q-EN-35": ("IA", "city"), "Q-EN-36": ("AZ", "named"),
    "Q-EN-37": ("MS", "named"), "Q-EN-38": ("AR", "city"), "Q-EN-39": ("NH", "named"),
    "Q-EN-40": ("RI", "named"),
    "Q-ES-01": ("NJ", "court-name"), "Q-ES-02": ("TX", "county+court"), "Q-ES-03": ("IL", "county+court"),
    "Q-ES-04": ("VA", "county+court"), "Q-ES-05": ("GA", "county+court"), "Q-ES-06": ("MO", "named"),
    "Q-ES-07": ("CA", "named"), "Q-ES-08": ("NC", "named"), "Q-ES-09": ("AZ", "city"),
    "Q-ES-10": ("IL", "city"), "Q-ES-11": ("FL", "city"), "Q-ES-12": ("WA", "named"),
    "Q-ES-13": ("GA", "city"), "Q-ES-14": ("FL", "city"), "Q-ES-15": ("TX", "city"),
    "Q-ES-16": ("federal", "city"), "Q-ES-17": ("CO", "county+court"), "Q-ES-18": ("NV", "city"),
    "Q-ES-19": ("OR", "named"), "Q-ES-20": ("CA", "named"),
}
# Numbers key: (id, expression, value, text that must appear in must_say)
NUMBERS = [
    ("Q-EN-08", "0.25*1400", 350, "$350"), ("Q-EN-08", "30*7.25*2", 435, "$435"),
    ("Q-EN-08", "1400-435", 965, "$965"), ("Q-EN-08", "420-350", 70, "$70"),
    ("Q-EN-09", "4200/150", 28, "28 months"),
    ("Q-EN-12", "0.25*900", 225, "$225"), ("Q-EN-12", "0.25*(900-200)", 175, "$175"),
    ("Q-EN-13", "2*170", 340, "$340"), ("Q-EN-13", "680<=750", True, "$750"),
    ("Q-EN-15", "0.25*600", 150, "$150"), ("Q-EN-15", "150-120", 30, "$30"),
    ("Q-EN-15", "600-120-150", 330, None),
    ("Q-EN-18", "3400-1300", 2100, "$2,100"),
    ("Q-EN-20", "1450*2", 2900, "$2,900"), ("Q-EN-20", "4310-2900", 1410, "$1,410"),
    ("Q-EN-29", "0.30*8000", 2400, "$2,400"), ("Q-EN-29", "8000-2400", 5600, "$5,600"),
    ("Q-EN-31", "7*200", 1400, None), ("Q-EN-31", "3600-1400", 2200, "$2,200"),
    ("Q-EN-31", "5100-1400", 3700, "$3,700"),
    ("Q-ES-06", "0.10*1300", 130, "$130"), ("Q-ES-06", "0.25*1300", 325, "$325"),
    ("Q-ES-06", "325-130", 195, "$195"),
    ("Q-ES-07", "48*16.90", 811.20, "$811.20"), ("Q-ES-07", "48*16.50>700", True, None),
    ("Q-ES-07", "0.20*700", 140, "$140"),
    ("Q-ES-09", "12000-2000", 10000, "$10,000"), ("Q-ES-09", "10000<15000", True, "$15,000"),
    ("Q-ES-10", "1380*2", 2760, "$2,760"), ("Q-ES-10", "3720-2760", 960, "$960"),
    ("Q-ES-10", "960-640", 320, "$320"),
    ("Q-ES-16", "9200-3000", 6200, "$6,200"), ("Q-ES-16", "38000-33500", 4500, "$4,500"),
    ("Q-ES-16", "6200-4500", 1700, "$1,700"),
    ("Q-ES-17", "5800-3500", 2300, "$2,300"),
]
ES_HINT = re.compile(r"\b(que|por|tengo|mi|me|una|el|la|de|los|dice|pagar|cuenta)\b", re.I)


def main():
    fails = []
    items = []
    with open(QFILE, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                fails.append(f"line {n}: blank line")
                continue
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError as e:
                fails.append(f"line {n}: bad JSON {e}")
    if len(items) != 60:
        fails.append(f"expected 60 items, found {len(items)}")
    want_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    ids = [it.get("id") for it in items]
    if ids != want_ids:
        fails.append("ids are not Q-EN-01..Q-EN-40 then Q-ES-01..Q-ES-20 in order")
    counts = {}
    for it in items:
        qid = it.get("id", "?")
        if list(it.keys()) != KEYS:
            fails.append(f"{qid}: keys {list(it.keys())} != {KEYS}")
            continue
        lang = "en" if qid.startswith("Q-EN") else "es"
        if it["lang"] != lang or it["account_lang"] != lang:
            fails.append(f"{qid}: lang/account_lang must both be {lang}")
        if it["account_state"] not in STATES:
            fails.append(f"{qid}: bad account_state {it['account_state']}")
        if it["topic"] not in TARGET:
            fails.append(f"{qid}: unknown topic {it['topic']}")
        counts[(it["topic"], lang)] = counts.get((it["topic"], lang), 0) + 1
        if not isinstance(it["question"], str) or len(it["question"]) < 40:
            fails.append(f"{qid}: question missing/too short")
        for k in ("must_say", "should_say", "must_not_say"):
            v = it[k]
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
                fails.append(f"{qid}: {k} must be a non-empty list of strings")
        if len(it["must_say"]) < 2:
            fails.append(f"{qid}: must_say needs a central point plus at least one more")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                fails.append(f"{qid}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:40]}")
        es_hits = len(ES_HINT.findall(it["question"]))
        if lang == "es" and es_hits < 3:
            fails.append(f"{qid}: question does not look Spanish")
        if lang == "en" and es_hits > 6:
            fails.append(f"{qid}: English question looks Spanish")
        if qid not in COURT:
            fails.append(f"{qid}: missing from COURT table")

    print("Topic counts (en/es) vs brief:")
    for t, (e, s) in TARGET.items():
        got = (counts.get((t, "en"), 0), counts.get((t, "es"), 0))
        ok = got == (e, s)
        print(f"  {t:32} {got[0]:2}/{got[1]:<2} target {e}/{s}  {'OK' if ok else 'FAIL'}")
        if not ok:
            fails.append(f"topic {t}: {got} != {(e, s)}")

    court_states = {v[0] for v in COURT.values() if v[0] != "federal"}
    ways = {}
    for v in COURT.values():
        ways[v[1]] = ways.get(v[1], 0) + 1
    print(f"\nCourt/law states used: {len(court_states)} -> {' '.join(sorted(court_states))}")
    print(f"How the state is given: {ways}")
    if len(court_states) < 15:
        fails.append("fewer than 15 court states")
    for w in ("named", "city", "county+court", "court-name"):
        if ways.get(w, 0) < 2:
            fails.append(f"state given as '{w}' fewer than 2 times")
    differ = [q for q, (st, _) in COURT.items() if st not in ("federal",)
              and next(i for i in items if i["id"] == q)["account_state"] != st]
    print(f"Items where account state differs from the case state: {differ}")
    if not differ:
        fails.append("no item where account state and case state differ")

    print("\nNumbers key:")
    by_id = {it["id"]: it for it in items}
    for qid, expr, val, text in NUMBERS:
        got = eval(expr, {"__builtins__": {}})
        ok = (abs(got - val) < 1e-9) if not isinstance(val, bool) else (got is val)
        where = ""
        if text:
            blob = " ".join(by_id[qid]["must_say"])
            if text not in blob:
                ok = False
                where = f" (text {text!r} not in must_say)"
        print(f"  {qid:8} {expr:18} = {got!s:8} expect {val!s:8} {'OK' if ok else 'FAIL'}{where}")
        if not ok:
            fails.append(f"{qid}: numbers {expr}{where}")

    for fn in ("GRADING.md", "README.md", "verify_dates.py", "check_set.py"):
        if not os.path.exists(os.path.join(HERE, fn)):
            fails.append(f"missing file {fn}")
    print()
    if fails:
        print(f"FAILURES ({len(fails)}):")
        for f in fails:
            print("  -", f)
        sys.exit(1)
    print(f"ALL OK: {len(items)} items, {len(NUMBERS)} number checks.")


if __name__ == "__main__":
    main()
