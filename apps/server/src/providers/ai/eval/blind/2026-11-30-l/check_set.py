#!/usr/bin/env python3
"""check_set.py - format and arithmetic checks for set L.

Format: 40 JSON lines, exact key set, ids L-EN-01..27 / L-ES-01..13 in order,
lang == account_lang, valid state codes and topics, topic counts per language
as in the brief, list fields well formed, every must_not_say entry tagged
[unsafe] or [wrong], Spanish items written in Spanish (some with accents, some
without, some Spanglish), GRADING.md / README.md mention every id that has a
deadline or numbers key.

Numbers: recomputes every figure the numbers keys rely on and checks that the
inputs appear in the question and the results appear in must_say.

Run: python3 check_set.py   (exit code 0 = all good)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question",
        "must_say", "should_say", "must_not_say"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
             "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
TOPIC_COUNTS = {  # (en, es) from the brief
    "lawsuit_answer_deadline": (6, 3), "garnishment_exempt_income": (3, 2), "bank_levy": (2, 1),
    "collector_contact_rules": (2, 1), "validation_disputes": (2, 1), "time_barred_debt": (2, 1),
    "settlement_taxes": (2, 1), "credit_reporting": (2, 1), "jail_contempt_scams_identity_theft": (2, 1),
    "medical_debt": (1, 1), "what_to_say_to_a_collector": (1, 0), "judgment_after_default": (1, 0),
    "out_of_scope": (1, 0),
}
DEADLINE_IDS = ["L-EN-01", "L-EN-02", "L-EN-03", "L-EN-04", "L-EN-05", "L-EN-06", "L-EN-14", "L-EN-17",
                "L-ES-01", "L-ES-02", "L-ES-03", "L-ES-05", "L-ES-08", "L-ES-12"]


def money(x):
    """Format like the keys: $1,234 or $153.75."""
    if abs(x - round(x)) < 1e-9:
        return f"${int(round(x)):,}"
    return f"${x:,.2f}"


FED_MIN = 7.25
IL_MIN = 15.00


def numbers():
    """id -> (inputs that must appear in the question, results that must appear in must_say)."""
    n = {}
    # EN-07 Tennessee: 25% of disposable, disposable excludes voluntary health insurance
    gross, disp, ins, taken, kids = 760, 640, 25, 190, 2
    cap = min(0.25 * disp, disp - 30 * FED_MIN)
    assert cap == 160 and 0.25 * gross == taken and disp - ins == 615
    tn = cap - 2.50 * kids
    assert tn == 155 and 0.25 * (disp - ins) == 153.75
    n["L-EN-07"] = ([gross, disp, ins, 615, taken], [cap, tn, taken, gross, disp])
    # EN-09 Missouri head of family 10%
    disp, taken = 720, 180
    cap = min(0.10 * disp, disp - 30 * FED_MIN)
    assert cap == 72 and taken == 0.25 * disp
    n["L-EN-09"] = ([disp, taken], [cap, disp, taken, taken - cap])
    # EN-10 VA benefits, 31 CFR 212 two-month lookback
    bal, va = 5000, 2100
    protected = min(bal, 2 * va)
    assert protected == 4200
    n["L-EN-10"] = ([bal, va], [protected, bal - protected, va])
    # EN-18 settlement
    bal, pay = 8400, 3000
    assert bal - pay == 5400 and bal - pay >= 600
    n["L-EN-18"] = ([bal, pay], [bal - pay, pay, bal])
    # EN-19 settlement under $600
    bal, pay = 2450, 1900
    assert bal - pay == 550 and bal - pay < 600
    n["L-EN-19"] = ([bal, pay], [bal - pay, 600])
    # ES-04 Illinois wage deduction
    gross, disp, taken = 900, 760, 135
    a, b = 0.15 * gross, disp - 45 * IL_MIN
    cap = min(a, b)
    assert a == 135 and 45 * IL_MIN == 675 and cap == 85 and taken - cap == 50
    assert 0.25 * disp == 190
    n["L-ES-04"] = ([gross, disp, taken], [cap, a, 45 * IL_MIN, taken - cap, disp])
    # ES-05 Florida head of family, $750/week
    disp = 680
    assert disp <= 750
    n["L-ES-05"] = ([disp], [750])
    # ES-06 Social Security, lookback
    bal, ss = 2100, 1380
    protected = min(bal, 2 * ss)
    assert 2 * ss == 2760 and protected == bal
    n["L-ES-06"] = ([bal, ss], [2 * ss, bal, ss])
    # ES-10 two settlement options
    bal, lump, k, pmt = 6200, 2480, 12, 250
    plan = k * pmt
    f_lump, f_plan = bal - lump, bal - plan
    assert (plan, f_lump, f_plan, plan - lump) == (3000, 3720, 3200, 520)
    assert f_lump >= 600 and f_plan >= 600
    # even at the top 37% rate, tax on the extra $520 forgiven is < $520
    assert 0.37 * (f_lump - f_plan) < plan - lump
    n["L-ES-10"] = ([bal, lump, pmt], [lump, f_lump, plan, f_plan, plan - lump])
    return n


def main():
    errors = []
    path = os.path.join(HERE, "questions.jsonl")
    lines = open(path, encoding="utf-8").read().splitlines()
    if len(lines) != 40:
        errors.append(f"expected 40 lines, got {len(lines)}")
    items = []
    for i, line in enumerate(lines, 1):
        try:
            it = json.loads(line)
        except json.JSONDecodeError as e:
            errors.append(f"line {i}: bad JSON {e}")
            continue
        items.append(it)
        if list(it.keys()) != KEYS and set(it.keys()) != set(KEYS):
            errors.append(f"line {i}: keys {sorted(it.keys())}")
    expected_ids = [f"L-EN-{k:02d}" for k in range(1, 28)] + [f"L-ES-{k:02d}" for k in range(1, 14)]
    ids = [it.get("id") for it in items]
    if ids != expected_ids:
        errors.append(f"ids not as expected: {ids}")
    counts = {}
    for it in items:
        iid = it.get("id", "?")
        lang = "en" if iid.startswith("L-EN-") else "es"
        if it.get("lang") != lang or it.get("account_lang") != lang:
            errors.append(f"{iid}: lang/account_lang must both be {lang}")
        if it.get("account_state") not in STATES:
            errors.append(f"{iid}: bad account_state {it.get('account_state')}")
        t = it.get("topic")
        if t not in TOPIC_COUNTS:
            errors.append(f"{iid}: bad topic {t}")
        counts[(t, lang)] = counts.get((t, lang), 0) + 1
        q = it.get("question")
        if not isinstance(q, str) or len(q) < 40:
            errors.append(f"{iid}: question missing/too short")
        for f in ("must_say", "should_say", "must_not_say"):
            v = it.get(f)
            if not isinstance(v, list) or not all(isinstance(s, str) and s.strip() for s in v):
                errors.append(f"{iid}: {f} must be a list of non-empty strings")
        if not it.get("must_say"):
            errors.append(f"{iid}: must_say empty")
        if not it.get("must_not_say"):
            errors.append(f"{iid}: must_not_say empty")
        for s in it.get("must_not_say", []):
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")):
                errors.append(f"{iid}: must_not_say entry not tagged: {s[:50]}")
        for f in ("must_say", "should_say"):
            for s in it.get(f, []):
                if s.startswith("[unsafe]") or s.startswith("[wrong]"):
                    errors.append(f"{iid}: {f} entry wrongly tagged")
        if len(set(it.get("must_say", []) + it.get("should_say", []) + it.get("must_not_say", []))) != \
                len(it.get("must_say", []) + it.get("should_say", []) + it.get("must_not_say", [])):
            errors.append(f"{iid}: duplicate key entries")
    for t, (en, es) in TOPIC_COUNTS.items():
        if counts.get((t, "en"), 0) != en or counts.get((t, "es"), 0) != es:
            errors.append(f"topic {t}: got en={counts.get((t,'en'),0)} es={counts.get((t,'es'),0)}, want {en}/{es}")

    # Spanish checks
    es_items = [it for it in items if it["lang"] == "es"]
    es_words = re.compile(r"\b(que|de|la|el|mi|me|por|una|pero|tengo|debo|hola)\b", re.I)
    accented = re.compile(r"[áéíóúñ¿¡]")
    n_acc = sum(1 for it in es_items if accented.search(it["question"]))
    for it in es_items:
        if len(es_words.findall(it["question"])) < 5:
            errors.append(f"{it['id']}: question does not look Spanish")
    if not (0 < n_acc < len(es_items)):
        errors.append(f"Spanish: want some questions with accents and some without (with={n_acc})")
    spanglish = re.compile(r"\b(papers|citation|petition|debt claim case|taxes|wage deduction|garnishment|credit report|show cause|repo|thanksgiving)\b", re.I)
    n_sg = sum(1 for it in es_items if spanglish.search(it["question"]))
    if n_sg < 3:
        errors.append(f"Spanish: want at least 3 Spanglish questions (got {n_sg})")

    # states spread
    states = {it["account_state"] for it in items}
    if len(states) < 15:
        errors.append(f"only {len(states)} account states")

    # numbers
    by_id = {it["id"]: it for it in items}
    nums = numbers()
    for iid, (inputs, results) in nums.items():
        q = by_id[iid]["question"]
        must = " ".join(by_id[iid]["must_say"])
        for x in inputs:
            s = money(x)
            if s not in q and s.replace(",", "") not in q:
                errors.append(f"{iid}: input {s} not in question")
        for x in results:
            s = money(x)
            if s not in must:
                errors.append(f"{iid}: result {s} not in must_say")

    # docs mention ids with deadline/numbers keys
    for fn in ("GRADING.md", "README.md"):
        p = os.path.join(HERE, fn)
        txt = open(p, encoding="utf-8").read() if os.path.exists(p) else ""
        for iid in DEADLINE_IDS + list(nums):
            if iid not in txt:
                errors.append(f"{fn}: {iid} not mentioned")
        for word in ("unsafe", "wrong", "partly", "right"):
            if fn == "GRADING.md" and word not in txt:
                errors.append(f"GRADING.md: label {word} not described")

    print(f"items: {len(items)}  (en {sum(1 for i in items if i['lang']=='en')}, es {len(es_items)})")
    print(f"account states: {len(states)} -> {' '.join(sorted(states))}")
    print(f"Spanish: {n_acc} with accents, {len(es_items)-n_acc} without, {n_sg} with Spanglish")
    print(f"numbers items checked: {', '.join(nums)}")
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check_set.py: ALL OK")


if __name__ == "__main__":
    main()
