#!/usr/bin/env python3
"""Recompute every date key of set AO part-2 from its rule, and check every
weekday+date string found in questions.jsonl (EN and ES). Reference date: Sun 2026-12-06."""
import json, re, os, sys, datetime as dt
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 6)
assert TODAY.weekday() == 6, "reference date must be a Sunday"

# Court holidays relevant to the windows used (Thanksgiving 2026-11-26, Christmas, New Year's Day)
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOL = {"TX": COMMON, "CA": COMMON | {D(2026, 11, 27)}, "AZ": COMMON, "GA": COMMON | {D(2026, 11, 27)},
       "FL": COMMON, "CO": COMMON, "OR": COMMON, "IL": COMMON, "FED": COMMON}

def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(1)
    return d
def plus(d, n): return d + dt.timedelta(n)
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)
def texas_monday_rule(served):
    end20 = plus(served, 20)
    d = plus(end20, 1)
    while d.weekday() != 0: d += dt.timedelta(1)
    return roll(d, "TX")
def business_days(d, n, st="FED"):
    while n:
        d += dt.timedelta(1)
        if d.weekday() < 5 and d not in HOL[st]: n -= 1
    return d

# id, description, rule, computed, expected, string that must appear in the item's must_say
KEYS = [
 ("P2-EN-01", "TX district court answer, in-hand service Fri 2026-11-13: 10:00 a.m. Monday next after 20 days (TRCP 99(b))",
  texas_monday_rule(D(2026, 11, 13)), D(2026, 12, 7), "Monday, December 7, 2026"),
 ("P2-EN-02", "CA CCP 473(b): six months after default judgment entered 2026-06-10",
  add_months(D(2026, 6, 10), 6), D(2026, 12, 10), "Thursday, December 10, 2026"),
 ("P2-ES-01", "CA substituted service: copy mailed 2026-11-16, complete +10 days (CCP 415.20), +30 days (CCP 412.20), roll (CCP 12/12a)",
  roll(plus(plus(D(2026, 11, 16), 10), 30), "CA"), D(2026, 12, 28), "lunes 28 de diciembre de 2026"),
 ("P2-ES-02", "AZ justice court answer: served at work 2026-12-05, +20 days, Christmas -> next court day",
  roll(plus(D(2026, 12, 5), 20), "AZ"), D(2026, 12, 28), "lunes 28 de diciembre de 2026"),
 ("P2-ES-03", "GA magistrate court answer: abode service 2026-12-02, +30 days, New Year's Day + weekend -> next business day (OCGA 1-3-1(d)(3))",
  roll(plus(D(2026, 12, 2), 30), "GA"), D(2027, 1, 4), "lunes 4 de enero de 2027"),
 ("P2-ES-04", "TX justice court answer: certified mail delivered 2026-11-20, end of 14th day (TRCP 502.5) - already passed",
  roll(plus(D(2026, 11, 20), 14), "TX"), D(2026, 12, 4), "viernes 4 de diciembre de 2026"),
 ("P2-ES-05", "IL Cook County return date printed on summons", D(2027, 1, 12), D(2027, 1, 12), "martes 12 de enero de 2027"),
 ("P2-ES-06", "FL claim of exemption: 20 days after receiving notice 2026-11-20 (Fla. Stat. 77.041)",
  roll(plus(D(2026, 11, 20), 20), "FL"), D(2026, 12, 10), "jueves 10 de diciembre de 2026"),
 ("P2-ES-07a", "TX motion for new trial: 30 days after judgment signed 2026-11-10 (TRCP 329b)",
  roll(plus(D(2026, 11, 10), 30), "TX"), D(2026, 12, 10), "jueves 10 de diciembre de 2026"),
 ("P2-ES-07b", "TX restricted appeal: six months after judgment signed (TRAP 26.1(c))",
  roll(add_months(D(2026, 11, 10), 6), "TX"), D(2027, 5, 10), "lunes 10 de mayo de 2027"),
 ("P2-ES-08", "CO relief from judgment for mistake/excusable neglect: 182 days after judgment 2026-06-08 (C.R.C.P. 60(b)/360)",
  roll(plus(D(2026, 6, 8), 182), "CO"), D(2026, 12, 7), "lunes 7 de diciembre de 2026"),
 ("P2-ES-15", "Reg F validation period: sent 2026-11-20, assumed receipt 5 business days later (Thanksgiving excluded), +30 days",
  plus(business_days(D(2026, 11, 20), 5), 30), D(2026, 12, 30), "30 de diciembre de 2026"),
 ("P2-ES-16", "OR circuit court: 30 days after in-hand service 2026-11-20 (ORCP 7 C(2)), Sunday -> Monday (ORCP 10 A)",
  roll(plus(D(2026, 11, 20), 30), "OR"), D(2026, 12, 21), "lunes 21 de diciembre de 2026"),
 ("P2-EN-10", "NJ Special Civil Part adjourned date stated by the person", D(2026, 12, 14), D(2026, 12, 14), "Monday, December 14, 2026"),
]

# Federal benefit lookback (31 CFR 212.3): two months ending the day before account review
def in_lookback(review, dep):
    start = D(review.year if review.month > 2 else review.year - 1, (review.month - 3) % 12 + 1, review.day)
    return start <= dep < review
LOOKBACK = [("P2-EN-04", D(2026, 12, 4), [D(2026, 10, 21), D(2026, 11, 18)]),
            ("P2-ES-09", D(2026, 12, 3), [D(2026, 10, 30), D(2026, 12, 1)])]

EN_WD = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_WD = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
EN_MO = {m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
ES_MO = {m: i + 1 for i, m in enumerate(["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"])}
def strip(s):
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU")).lower()
def infer_year(m): return 2026 if m >= 6 else 2027
EN_RE = re.compile(r"\b(" + "|".join(EN_WD) + r"),?\s+([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?")
ES_RE = re.compile(r"\b(" + "|".join(ES_WD) + r")\s+(\d{1,2})\s+de\s+([a-z]{3})[a-z]*(?:\s+(?:de\s+)?(\d{4}))?")

def main():
    bad = 0
    print("== Deadline keys ==")
    for k, desc, got, exp, s in KEYS:
        ok = got == exp
        bad += not ok
        print(f"{'OK ' if ok else 'BAD'} {k}: {desc} -> {got} ({got.strftime('%A')}), key {exp}")
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            it = json.loads(line); items[it["id"]] = it
    print("== Key strings present in must_say ==")
    for k, desc, got, exp, s in KEYS:
        it = items[k[:8]]
        ok = s in " ".join(it["must_say"])
        bad += not ok
        print(f"{'OK ' if ok else 'BAD'} {k[:8]} contains '{s}'")
    print("== Federal benefit lookback ==")
    for k, rev, deps in LOOKBACK:
        for dep in deps:
            ok = in_lookback(rev, dep); bad += not ok
            print(f"{'OK ' if ok else 'BAD'} {k}: deposit {dep} inside lookback before review {rev}")
    print("== Weekday+date strings in all fields ==")
    n = 0
    for it in items.values():
        text = strip(json.dumps(it, ensure_ascii=False))
        for m in EN_RE.finditer(text):
            wd, mo, day, yr = m.groups()
            if mo not in EN_MO: continue
            mon = EN_MO[mo]; y = int(yr) if yr else infer_year(mon)
            d = D(y, mon, int(day)); ok = EN_WD[d.weekday()] == wd; n += 1; bad += not ok
            if not ok: print(f"BAD {it['id']}: '{m.group(0)}' is a {d.strftime('%A')}")
        for m in ES_RE.finditer(text):
            wd, day, mo, yr = m.groups()
            if mo not in ES_MO: continue
            mon = ES_MO[mo]; y = int(yr) if yr else infer_year(mon)
            d = D(y, mon, int(day)); ok = ES_WD[d.weekday()] == wd; n += 1; bad += not ok
            if not ok: print(f"BAD {it['id']}: '{m.group(0)}' is a {ES_WD[d.weekday()]}")
    print(f"checked {n} weekday+date strings")
    print("ALL OK" if not bad else f"{bad} PROBLEM(S)")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
