#!/usr/bin/env python3
"""Format and coverage checks for set AC (questions.jsonl). Standard library only."""
import json, sys, re
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
TOPICS = {  # topic: (en, es) target counts from the brief
 "lawsuit_answer_deadline":(6,3),"judgment_after_default":(5,2),"garnishment_exempt_income":(4,2),
 "exemptions_and_property":(4,2),"bank_levy":(2,2),"collector_contact_rules":(3,2),"validation_disputes":(2,1),
 "time_barred_debt":(2,1),"settlement_and_payment_plans":(3,2),"credit_reporting":(2,1),
 "scams_and_identity_theft":(2,1),"spouses_cosigners_and_deceased":(3,1),"out_of_scope":(2,0)}
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split())

def main():
    errs = []
    rows = []
    for n, line in enumerate((HERE/"questions.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            errs.append(f"line {n}: blank line"); continue
        try: o = json.loads(line)
        except Exception as e: errs.append(f"line {n}: bad JSON {e}"); continue
        if list(o.keys()) != KEYS: errs.append(f"line {n}: keys {list(o.keys())}")
        rows.append(o)
    ids = [o.get("id") for o in rows]
    want = [f"Q-EN-{i:02d}" for i in range(1,41)] + [f"Q-ES-{i:02d}" for i in range(1,21)]
    if ids != want: errs.append(f"ids not exactly Q-EN-01..40 then Q-ES-01..20 in order (missing {sorted(set(want)-set(ids))}, extra {sorted(set(ids)-set(want))})")
    if len(set(ids)) != len(ids): errs.append("duplicate ids")
    cnt = Counter()
    for o in rows:
        i = o.get("id","?")
        lang = "en" if i.startswith("Q-EN") else "es"
        if o.get("lang") != lang: errs.append(f"{i}: lang {o.get('lang')} != {lang}")
        if o.get("account_lang") != o.get("lang"): errs.append(f"{i}: account_lang != lang")
        if o.get("account_state") not in STATES: errs.append(f"{i}: bad account_state {o.get('account_state')}")
        if o.get("topic") not in TOPICS: errs.append(f"{i}: bad topic {o.get('topic')}")
        if not isinstance(o.get("question"), str) or len(o["question"]) < 20: errs.append(f"{i}: question too short")
        for k in ("must_say","should_say","must_not_say"):
            v = o.get(k)
            if not isinstance(v, list) or not v or not all(isinstance(x,str) and x.strip() for x in v):
                errs.append(f"{i}: {k} must be a non-empty list of strings")
        for x in o.get("must_not_say", []):
            if not (x.startswith("[unsafe] ") or x.startswith("[wrong] ")):
                errs.append(f"{i}: must_not_say entry lacks [unsafe]/[wrong] prefix: {x[:40]}")
        for x in o.get("must_say", []) + o.get("should_say", []):
            if x.startswith("[unsafe]") or x.startswith("[wrong]"): errs.append(f"{i}: label prefix in must/should_say")
        cnt[(o.get("topic"), lang)] += 1
    print(f"{'topic':34} en(target) es(target)")
    for t,(e,s) in TOPICS.items():
        ce, cs = cnt[(t,"en")], cnt[(t,"es")]
        mark = "" if (ce,cs)==(e,s) else "  <- differs"
        print(f"{t:34} {ce:2}({e})     {cs:2}({s}){mark}")
        if abs(ce-e) > 1 or abs(cs-s) > 1: errs.append(f"topic {t} far from target")
    en_n = sum(1 for o in rows if o["id"].startswith("Q-EN")); es_n = len(rows)-en_n
    print(f"items: {len(rows)} (en {en_n}, es {es_n})")
    acc = Counter(o["account_state"] for o in rows)
    print(f"account states ({len(acc)}): {dict(sorted(acc.items()))}")
    if en_n != 40 or es_n != 20: errs.append("need 40 en + 20 es")
    # Spanish items: accents in some, none in others
    es_q = [o["question"] for o in rows if o["lang"]=="es"]
    acc_q = sum(1 for q in es_q if re.search(r"[áéíóúñ¿¡]", q))
    print(f"es questions with accents/ñ: {acc_q}, without: {len(es_q)-acc_q}")
    if acc_q == 0 or acc_q == len(es_q): errs.append("Spanish questions should mix accented and unaccented typing")
    if errs:
        print("FAIL"); [print(" -", e) for e in errs]; return 1
    print("CHECK_SET OK"); return 0

if __name__ == "__main__":
    sys.exit(main())
