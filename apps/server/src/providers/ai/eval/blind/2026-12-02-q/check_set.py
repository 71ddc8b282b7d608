#!/usr/bin/env python3
"""check_set.py — format and coverage checks for Solo blind set Q (questions.jsonl).

Checks: 60 valid JSON lines; exact key set and order; ids Q-EN-01..40 and Q-ES-01..20 in order;
lang == account_lang and matches the id; account_state is a US state code; topic is allowed;
per-topic/per-language counts match the brief; must_say non-empty list of non-empty strings;
should_say list of strings; must_not_say non-empty list, each entry starting with "[unsafe] " or
"[wrong] "; no duplicate questions; every deadline item listed in GRADING.md; the arithmetic of the
numbers key. Prints the counts table. Standard library only. Exit code 1 on any failure.
"""
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say",
        "must_not_say"]
TARGET = OrderedDict([
    ("lawsuit_answer_deadline", (8, 4)),
    ("garnishment_exempt_income", (4, 2)),
    ("bank_levy", (3, 2)),
    ("collector_contact_rules", (4, 2)),
    ("validation_disputes", (3, 2)),
    ("time_barred_debt", (3, 1)),
    ("settlement_taxes", (2, 1)),
    ("credit_reporting", (3, 2)),
    ("jail_contempt_scams_identity_theft", (3, 1)),
    ("medical_debt", (2, 1)),
    ("what_to_say_to_a_collector", (2, 1)),
    ("judgment_after_default", (2, 1)),
    ("out_of_scope", (1, 0)),
])
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
             "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# Items whose grading depends on a date key (must appear in GRADING.md deadline key).
DEADLINE_ITEMS = ["Q-EN-01", "Q-EN-02", "Q-EN-03", "Q-EN-04", "Q-EN-05", "Q-EN-06", "Q-EN-07", "Q-EN-08",
                  "Q-ES-01", "Q-ES-02", "Q-ES-03", "Q-ES-04", "Q-ES-06", "Q-EN-20", "Q-EN-21", "Q-EN-24",
                  "Q-EN-33", "Q-EN-38", "Q-EN-39", "Q-ES-20", "Q-ES-11", "Q-ES-12"]
NUMBER_ITEMS = ["Q-EN-09", "Q-EN-10", "Q-EN-11", "Q-EN-13", "Q-ES-08", "Q-ES-06", "Q-EN-26", "Q-ES-14",
                "Q-EN-30", "Q-EN-02"]


def numbers_key():
    """Recompute the numbers key; returns list of (item, description, value, must-appear-string)."""
    out = []
    # Q-EN-09 child support already >= 25% -> $0 ordinary garnishment
    disp, support = 800, 220
    share = support / disp
    ordinary = 0 if share >= 0.25 else round(0.25 * disp - support, 2)
    assert abs(share - 0.275) < 1e-9 and ordinary == 0
    out.append(("Q-EN-09", "support share 27.5% -> ordinary garnishment", ordinary, "$0"))
    # Q-EN-10 Illinois wage deduction
    gross, disp, minw = 1000, 780, 15.00
    il = min(0.15 * gross, max(0, disp - 45 * minw))
    fed = min(0.25 * disp, max(0, disp - 30 * 7.25))
    assert il == 105 and 45 * minw == 675 and fed == 195 and 250 - il == 145
    out.append(("Q-EN-10", "IL max weekly deduction", il, "$105"))
    out.append(("Q-EN-10", "over-withheld per week", 250 - il, "$145"))
    # Q-EN-11 Pennsylvania residential-lease garnishment cap 10% of net per pay period
    assert 0.10 * 1300 == 130
    out.append(("Q-EN-11", "PA 10% of $1,300 net", 130, "$130"))
    # Q-EN-13 / Q-ES-08 protected amounts (dates checked in verify_dates.py)
    assert 2 * 1480 == 2960 and 3900 - 2960 == 940
    out.append(("Q-EN-13", "protected SSDI", 2960, "$2,960"))
    out.append(("Q-EN-13", "held", 940, "$940"))
    assert 2 * 1050 == 2100 and 2600 - 2100 == 500
    out.append(("Q-ES-08", "protected SSI", 2100, "$2,100"))
    out.append(("Q-ES-08", "held", 500, "$500"))
    # Q-ES-06 Florida head of family
    assert 680 <= 750
    out.append(("Q-ES-06", "head-of-family threshold", 750, "$750"))
    # Q-EN-26 insolvency
    assets = 9000 + 22000 + 1200 + 6000
    debts = 7500 + 20000 + 8400 + 6100
    forgiven = 8400 - 3000
    insolv = debts - assets
    excl = min(forgiven, max(0, insolv))
    assert (assets, debts, forgiven, insolv, excl, forgiven - excl) == (38200, 42000, 5400, 3800, 3800, 1600)
    out.append(("Q-EN-26", "assets", assets, "$38,200"))
    out.append(("Q-EN-26", "debts", debts, "$42,000"))
    out.append(("Q-EN-26", "excluded", excl, "$3,800"))
    out.append(("Q-EN-26", "taxable", forgiven - excl, "$1,600"))
    # Q-ES-14 settlement
    assert 6000 - 2400 == 3600
    out.append(("Q-ES-14", "forgiven", 3600, "$3,600"))
    # Q-EN-30
    assert 900 - 600 == 300
    out.append(("Q-EN-30", "forgiven (under $600)", 300, "$300"))
    return out


def main():
    errs = []
    path = os.path.join(HERE, "questions.jsonl")
    raw = open(path, encoding="utf-8").read()
    if not raw.endswith("\n"):
        errs.append("file does not end with a newline")
    lines = [l for l in raw.split("\n") if l.strip()]
    if len(lines) != 60:
        errs.append(f"expected 60 lines, found {len(lines)}")
    items = []
    for n, line in enumerate(lines, 1):
        try:
            items.append(json.loads(line, object_pairs_hook=OrderedDict))
        except json.JSONDecodeError as e:
            errs.append(f"line {n}: invalid JSON ({e})")
    expected_ids = [f"Q-EN-{i:02d}" for i in range(1, 41)] + [f"Q-ES-{i:02d}" for i in range(1, 21)]
    ids = [it.get("id") for it in items]
    if ids != expected_ids:
        errs.append("ids are not Q-EN-01..Q-EN-40 then Q-ES-01..Q-ES-20 in order")
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    seen_q = set()
    counts = Counter()
    states = Counter()
    for it in items:
        iid = it.get("id", "?")
        if list(it.keys()) != KEYS:
            errs.append(f"{iid}: keys {list(it.keys())} != {KEYS}")
            continue
        want_lang = "en" if iid.startswith("Q-EN") else "es"
        if it["lang"] != want_lang or it["account_lang"] != want_lang or it["lang"] != it["account_lang"]:
            errs.append(f"{iid}: lang/account_lang mismatch")
        if it["account_state"] not in STATES:
            errs.append(f"{iid}: bad account_state {it['account_state']!r}")
        if it["topic"] not in TARGET:
            errs.append(f"{iid}: unknown topic {it['topic']!r}")
        if not isinstance(it["question"], str) or len(it["question"].strip()) < 40:
            errs.append(f"{iid}: question missing/too short")
        q = it["question"].strip().lower()
        if q in seen_q:
            errs.append(f"{iid}: duplicate question")
        seen_q.add(q)
        for k in ("must_say", "should_say", "must_not_say"):
            v = it[k]
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{iid}: {k} must be a list of non-empty strings")
        if not it["must_say"]:
            errs.append(f"{iid}: must_say is empty")
        if not it["must_not_say"]:
            errs.append(f"{iid}: must_not_say is empty")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errs.append(f"{iid}: must_not_say entry lacks [unsafe]/[wrong] prefix: {s[:50]}")
        for s in it["must_say"] + it["should_say"]:
            if s.startswith("[unsafe]") or s.startswith("[wrong]"):
                errs.append(f"{iid}: must_say/should_say entry has a must_not prefix")
        if want_lang == "es" and not re.search(r"[áéíóúñ¿¡]|\b(que|de|la|el|por|mi|me)\b", it["question"]):
            errs.append(f"{iid}: Spanish item does not look Spanish")
        counts[(it["topic"], it["lang"])] += 1
        states[it["account_state"]] += 1

    # coverage counts
    print(f"{'topic':38} {'en':>3} {'es':>3}   target")
    tot_en = tot_es = 0
    for t, (en_t, es_t) in TARGET.items():
        e, s = counts[(t, "en")], counts[(t, "es")]
        tot_en += e
        tot_es += s
        flag = "" if (e, s) == (en_t, es_t) else "  <-- MISMATCH"
        if flag:
            errs.append(f"topic {t}: en/es {e}/{s} != {en_t}/{es_t}")
        print(f"{t:38} {e:>3} {s:>3}   {en_t}/{es_t}{flag}")
    print(f"{'TOTAL':38} {tot_en:>3} {tot_es:>3}   40/20")
    print(f"\naccount states used ({len(states)}): " + ", ".join(f"{k}:{v}" for k, v in sorted(states.items())))

    # grading key coverage
    gpath = os.path.join(HERE, "GRADING.md")
    grading = open(gpath, encoding="utf-8").read() if os.path.exists(gpath) else ""
    if not grading:
        errs.append("GRADING.md missing")
    for iid in DEADLINE_ITEMS:
        if f"| {iid} |" not in grading:
            errs.append(f"GRADING.md deadline key lacks {iid}")
    for iid in NUMBER_ITEMS:
        if f"| {iid} |" not in grading:
            errs.append(f"GRADING.md numbers key lacks {iid}")
    for word in ("unsafe", "wrong", "partly", "right"):
        if f"**{word}**" not in grading:
            errs.append(f"GRADING.md does not define label {word}")

    # numbers key arithmetic and presence in the item keys
    by_id = {it["id"]: it for it in items if "id" in it}
    print("\nnumbers key:")
    for iid, desc, val, s in numbers_key():
        blob = json.dumps(by_id.get(iid, {}), ensure_ascii=False)
        ok = s in blob and s in grading
        if not ok:
            errs.append(f"{iid}: number {s} ({desc}) not found in item and GRADING.md")
        print(f"  {'OK ' if ok else 'ERR'} {iid} {desc}: {s}")

    for f in ("README.md", "verify_dates.py", "GRADING.md"):
        if not os.path.exists(os.path.join(HERE, f)):
            errs.append(f"{f} missing")

    if errs:
        print("\nFAILURES:")
        for e in errs:
            print(" -", e)
        sys.exit(1)
    print(f"\nALL FORMAT CHECKS PASSED ({len(items)} items)")


if __name__ == "__main__":
    main()
