#!/usr/bin/env python3
"""Format checks for set AM part-1 questions.jsonl, plus the arithmetic of the numbers key."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = ["lawsuit_answer_deadline","judgment_after_default","garnishment_exempt_income","exemptions_and_property",
          "bank_levy","collector_contact_rules","validation_disputes","time_barred_debt","settlement_and_payment_plans",
          "credit_reporting","scams_and_identity_theft","spouses_cosigners_and_deceased","out_of_scope"]
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())
# court/case state of each item (for the coverage check; from the question text)
CASE_STATE = {"P1-EN-01":"OH","P1-EN-02":"KS","P1-EN-03":"NE","P1-EN-04":"LA","P1-EN-05":"SC","P1-EN-06":"MI",
 "P1-EN-07":"MO","P1-EN-08":"KY","P1-EN-09":"ME","P1-EN-10":"CT","P1-EN-11":"MI","P1-EN-12":"OH","P1-EN-13":"DC",
 "P1-EN-14":"ME","P1-EN-15":"NH","P1-EN-16":"KS","P1-EN-17":"WV","P1-EN-18":"SD","P1-EN-19":"MS","P1-EN-20":"OR",
 "P1-ES-01":"OH","P1-ES-02":"KS","P1-ES-03":"SC","P1-ES-04":"MS","P1-ES-05":"LA","P1-ES-06":"CT","P1-ES-07":"DC",
 "P1-ES-08":"MO","P1-ES-09":"KY","P1-ES-10":"OR"}

def numbers():
    c = []
    c.append(("EN-07 MO head of family 10% of $600", 600*0.10 == 60 and 150-60 == 90))
    c.append(("EN-08 biweekly max: min(25% of 640, 640-30*7.25*2)", min(640*0.25, 640-30*7.25*2) == 160 and 240-160 == 80 and 640-30*7.25*2 == 205))
    c.append(("EN-12 UI 1380 + other 520 = 1900", 1380+520 == 1900))
    c.append(("EN-15 2715.50-2340.50", round(2715.50-2340.50, 2) == 375))
    c.append(("EN-16 10% of 4800; forgiven; insolvency", 4800*0.10 == 480 and 4800-480 == 4320 and 38000-31000 == 7000 and 7000 >= 4320))
    c.append(("EN-17 1280/3200=40%; 1280-640; 1900-640", 1280/3200 == 0.40 and 1280-640 == 640 and 1900-640 == 1260))
    c.append(("EN-18 15% of 6000; 6x1000", 6000*0.15 == 900 and 6*1000 == 6000))
    c.append(("ES-02 4150-2900", 4150-2900 == 1250))
    return c

def main():
    errs = []
    rows = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") if l.strip()]
    ids = [r.get("id") for r in rows]
    exp = [f"P1-EN-{i:02d}" for i in range(1, 21)] + [f"P1-ES-{i:02d}" for i in range(1, 11)]
    if ids != exp: errs.append(f"ids/order mismatch: {ids}")
    for r in rows:
        i = r.get("id")
        if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
        lang = "en" if "-EN-" in i else "es"
        if r["lang"] != lang or r["account_lang"] != lang: errs.append(f"{i}: lang")
        if r["account_state"] not in STATES: errs.append(f"{i}: account_state {r['account_state']}")
        if r["topic"] not in TOPICS: errs.append(f"{i}: topic {r['topic']}")
        if not isinstance(r["question"], str) or len(r["question"]) < 40: errs.append(f"{i}: question")
        for k in ("must_say", "should_say", "must_not_say"):
            v = r[k]
            if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                errs.append(f"{i}: {k} must be a non-empty list of strings")
        for s in r["must_not_say"]:
            if not (s.startswith("[unsafe] ") or s.startswith("[wrong] ")): errs.append(f"{i}: must_not_say prefix: {s[:40]}")
        if len(set(r["must_say"])) != len(r["must_say"]): errs.append(f"{i}: duplicate must_say")
    cnt = collections.Counter(r["topic"] for r in rows)
    for t in TOPICS:
        need = 3 if t in TOPICS[:4] else 1
        if cnt[t] < need: errs.append(f"topic {t}: {cnt[t]} < {need}")
    if not 1 <= cnt["out_of_scope"] <= 2: errs.append("out_of_scope must be 1-2")
    langs = collections.Counter(r["lang"] for r in rows)
    if langs != {"en": 20, "es": 10}: errs.append(f"lang counts {langs}")
    cs = set(CASE_STATE.values())
    if len(cs) < 10: errs.append(f"only {len(cs)} court states")
    diff_es = [r["id"] for r in rows if r["lang"] == "es" and r["account_state"] != CASE_STATE[r["id"]]]
    if len(diff_es) < 2: errs.append("need Spanish items whose account_state differs from the case state")
    for name, ok in numbers():
        if not ok: errs.append("numbers: " + name)
    print("items:", len(rows), dict(langs))
    print("topics:", dict(cnt))
    print("court states (%d):" % len(cs), " ".join(sorted(cs)))
    print("ES items with account_state != case state:", diff_es)
    print("numbers checks:", sum(ok for _, ok in numbers()), "of", len(numbers()), "ok")
    for e in errs: print("ERROR", e)
    print("RESULT:", "OK" if not errs else f"{len(errs)} error(s)")
    sys.exit(1 if errs else 0)

if __name__ == "__main__":
    main()
