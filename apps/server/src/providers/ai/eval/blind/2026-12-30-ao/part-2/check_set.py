#!/usr/bin/env python3
"""Format and coverage checks for set AO part-2 questions.jsonl, plus the numbers key arithmetic."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lang", "account_lang", "account_state", "topic", "question", "must_say", "should_say", "must_not_say"]
TOPICS = ["lawsuit_answer_deadline", "judgment_after_default", "garnishment_exempt_income", "exemptions_and_property",
          "bank_levy", "collector_contact_rules", "validation_disputes", "time_barred_debt", "settlement_and_payment_plans",
          "credit_reporting", "scams_and_identity_theft", "spouses_cosigners_and_deceased", "out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# Court/question state of each item (as designed; the question gives it in the way noted)
COURT_STATE = {"P2-EN-01": ("TX", "county + court word"), "P2-EN-02": ("CA", "city/court (LA superior court)"),
 "P2-EN-03": ("NV", "city only"), "P2-EN-04": ("NY", "borough only (Bronx)"), "P2-EN-05": ("IL", "city only"),
 "P2-EN-06": ("PA", "city + abbreviation"), "P2-EN-07": ("MA", "named"), "P2-EN-08": ("NC", "city + abbreviation"),
 "P2-EN-09": ("UT", "city only"), "P2-EN-10": ("NJ", "court name only + city"), "P2-ES-01": ("CA", "court name (Riverside)"),
 "P2-ES-02": ("AZ", "court name only"), "P2-ES-03": ("GA", "ZIP code only"), "P2-ES-04": ("TX", "county + court word"),
 "P2-ES-05": ("IL", "county only"), "P2-ES-06": ("FL", "city + county court"), "P2-ES-07": ("TX", "court name only"),
 "P2-ES-08": ("CO", "city + court name"), "P2-ES-09": ("NM", "city only"), "P2-ES-10": ("PA", "court name + city"),
 "P2-ES-11": ("UT", "state name typed wrong (Utha)"), "P2-ES-12": ("TX", "city only"), "P2-ES-13": ("CA", "city only"),
 "P2-ES-14": ("TX", "city only"), "P2-ES-15": ("CT", "city only"), "P2-ES-16": ("OR", "court name + city"),
 "P2-ES-17": ("WA", "city only"), "P2-ES-18": ("IL", "city only"), "P2-ES-19": ("UT", "abbreviation typed wrong (UY)"),
 "P2-ES-20": ("TX", "city only")}

def numbers():
    c = []
    c.append(("P2-EN-03 NV 18% cap", min(round(0.18 * 600, 2), 600 - 50 * 7.25) == 108 and 600 - 50 * 7.25 == 237.5 and 150 - 108 == 42))
    c.append(("P2-EN-04 lookback + remainder", 1900 * 2 == 3800 and 5200 - 3800 == 1400))
    c.append(("P2-EN-06 insolvency", 31000 - 25000 == 6000 and 8000 - 3200 == 4800 and 3200 / 8000 == 0.40 and 6000 >= 4800))
    c.append(("P2-EN-10 payments", 4300 // 150 == 28 and 4300 - 28 * 150 == 100))
    c.append(("P2-ES-06 FL head of family", 680 <= 750 and round(0.25 * 680) == 170))
    c.append(("P2-ES-09 SSI lookback", 994 * 2 == 1988 and 2400 - 1988 == 412))
    c.append(("P2-ES-11 deficiency", 12300 + 2000 - 4500 == 9800))
    c.append(("P2-ES-14 30% offer", round(0.30 * 1450, 2) == 435 and 1450 - 435 == 1015))
    return c

def main():
    bad = []
    items = []
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try: items.append(json.loads(line))
            except Exception as e: bad.append(f"line {n}: not JSON ({e})")
    ids = [i["id"] for i in items]
    exp = [f"P2-EN-{k:02d}" for k in range(1, 11)] + [f"P2-ES-{k:02d}" for k in range(1, 21)]
    if ids != exp: bad.append("ids not exactly P2-EN-01..10, P2-ES-01..20 in order")
    for it in items:
        i = it.get("id")
        if list(it.keys()) != KEYS: bad.append(f"{i}: keys {list(it.keys())}")
        lang = "en" if "-EN-" in i else "es"
        if it["lang"] != lang or it["account_lang"] != lang: bad.append(f"{i}: lang/account_lang")
        if it["account_state"] not in STATES: bad.append(f"{i}: account_state {it['account_state']}")
        if it["topic"] not in TOPICS: bad.append(f"{i}: topic {it['topic']}")
        if not isinstance(it["question"], str) or len(it["question"]) < 40: bad.append(f"{i}: question")
        for k in ("must_say", "should_say", "must_not_say"):
            if not isinstance(it[k], list) or not it[k] or not all(isinstance(s, str) and s.strip() for s in it[k]):
                bad.append(f"{i}: {k} must be a non-empty list of strings")
        for s in it["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): bad.append(f"{i}: must_not_say tag: {s[:40]}")
    topics = collections.Counter(it["topic"] for it in items)
    for t in TOPICS:
        need = 3 if t in TOPICS[:4] else 1
        if topics[t] < need: bad.append(f"topic {t}: {topics[t]} < {need}")
    if not 1 <= topics["out_of_scope"] <= 2: bad.append("out_of_scope must be 1 or 2")
    for t in TOPICS:
        langs = collections.Counter(it["lang"] for it in items if it["topic"] == t)
        print(f"  {t:32s} total {topics[t]:2d}  en {langs['en']}  es {langs['es']}")
    court = set(v[0] for v in COURT_STATE.values())
    if set(COURT_STATE) != set(ids): bad.append("COURT_STATE table does not match ids")
    if len(court) < 10: bad.append("fewer than 10 court states")
    diff = [i for i in ids if items[ids.index(i)]["account_state"] != COURT_STATE[i][0]]
    es_diff = [i for i in diff if "-ES-" in i]
    if not es_diff: bad.append("no Spanish item with account_state != court state")
    print(f"court states ({len(court)}): {' '.join(sorted(court))}")
    print(f"account_state differs from court/question state: {' '.join(diff)}")
    for name, ok in numbers():
        print(f"  numbers {'OK ' if ok else 'BAD'} {name}")
        if not ok: bad.append(name)
    print(f"items: {len(items)} (en {sum(1 for i in items if i['lang']=='en')}, es {sum(1 for i in items if i['lang']=='es')})")
    for b in bad: print("BAD", b)
    print("ALL OK" if not bad else f"{len(bad)} PROBLEM(S)")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
