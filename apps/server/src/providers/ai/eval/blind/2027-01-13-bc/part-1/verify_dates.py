#!/usr/bin/env python3
"""Recompute every deadline key of set BC part-1 from its rule, and check every
weekday+date string that appears in questions.jsonl (English and Spanish).
Reference date: Monday, December 7, 2026. Standard library only."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays relevant to the windows used (weekends handled separately).
COMMON = {D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18)}  # Christmas, New Year's, MLK
HOLIDAYS = {
    "CA": COMMON, "GA": COMMON, "MN": COMMON, "OH": COMMON, "TX": COMMON, "WV": COMMON,
    "IA": COMMON, "OK": COMMON, "CT": COMMON, "NY": COMMON,
    "SC": COMMON | {D(2026, 12, 24), D(2026, 12, 26)},  # SC: Christmas Eve and day after Christmas
}

def roll(d, st):
    """Move a last day off a weekend/holiday to the next court day."""
    while d.weekday() >= 5 or d in HOLIDAYS[st]:
        d += dt.timedelta(days=1)
    return d

def plus(start, n, st):
    return roll(start + dt.timedelta(days=n), st)

def monday_next_after(start, n):
    end = start + dt.timedelta(days=n)
    d = end + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return d

def add_years(d, y):
    return d.replace(year=d.year + y)

# id -> (rule text, computed last day, expected last day)
KEYS = {
 "P1-EN-01": ("MN Rule 12.01: 21 days after service (conservative: from the day papers were found, Thu Nov 19)",
              plus(D(2026,11,19), 21, "MN"), D(2026,12,10)),
 "P1-EN-02a": ("CT return date Tue Dec 15 printed on summons; appearance by 2nd day after return date",
              D(2026,12,15) + dt.timedelta(days=2), D(2026,12,17)),
 "P1-EN-03": ("CA CCP 412.20: 30 days after personal service Wed Nov 25; CCP 12a roll past Christmas + weekend",
              plus(D(2026,11,25), 30, "CA"), D(2026,12,28)),
 "P1-EN-04": ("TX TRCP 99(b): 10:00 a.m. on the Monday next after expiration of 20 days from Tue Nov 17",
              monday_next_after(D(2026,11,17), 20), D(2026,12,14)),
 "P1-EN-05": ("OH Civ.R. 12(A): 28 days after certified-mail delivery Mon Nov 16",
              plus(D(2026,11,16), 28, "OH"), D(2026,12,14)),
 "P1-EN-06a": ("IA debtor's examination date printed on notice", D(2026,12,17), D(2026,12,17)),
 "P1-EN-06b": ("IA R.1.977: 60 days after default judgment Aug 24 (already passed)",
               D(2026,8,24) + dt.timedelta(days=60), D(2026,10,23)),
 "P1-EN-06c": ("IA R.1.1012-1.1013: petition to vacate within 1 year of judgment Aug 24, 2026",
               add_years(D(2026,8,24), 1), D(2027,8,24)),
 "P1-EN-07": ("OK 12 O.S. 176: within 3 years of judgment (Mar 4, 2024) rendered on publication only",
              add_years(D(2024,3,4), 3), D(2027,3,4)),
 "P1-EN-12": ("Validation period end date printed on the notice", D(2027,1,5), D(2027,1,5)),
 "P1-EN-16": ("WV magistrate court: 20 days after personal service Tue Dec 1",
              plus(D(2026,12,1), 20, "WV"), D(2026,12,21)),
 "P1-ES-01": ("GA OCGA 15-10-43: 30 days after service at work Wed Dec 2; OCGA 1-3-1 roll past New Year's + weekend",
              plus(D(2026,12,2), 30, "GA"), D(2027,1,4)),
 "P1-ES-02": ("SC: 30 days after abode service Tue Nov 24; roll past Christmas Eve, Christmas (state holidays) + weekend",
              plus(D(2026,11,24), 30, "SC"), D(2026,12,28)),
 "P1-ES-03": ("NY CPLR 317: no more than 5 years after entry of judgment Sep 14, 2022 (also 1 year after knowledge)",
              roll(add_years(D(2022,9,14), 5), "NY"), D(2027,9,14)),
 "P1-ES-05a": ("CA CCP 703.520: claim of exemption 15 days after service of notice of levy (Dec 1) - conservative",
               plus(D(2026,12,1), 15, "CA"), D(2026,12,16)),
 "P1-ES-05b": ("CA CCP 703.520 + 684.120: 15 days + 5 days for mailing within California",
               plus(D(2026,12,1), 20, "CA"), D(2026,12,21)),
 "P1-ES-09a": ("TX TRCP 196/197 + 21a: 30 days + 3 days for service by mail Nov 20",
               plus(D(2026,11,20), 33, "TX"), D(2026,12,23)),
 "P1-ES-09b": ("TX: 30 days without the mail days (conservative) - Sunday Dec 20 rolls to Monday",
               plus(D(2026,11,20), 30, "TX"), D(2026,12,21)),
}

EN_DAYS = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_DAYS = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_DAYS_NA = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
EN_MON = {"jan":1,"january":1,"feb":2,"february":2,"mar":3,"march":3,"apr":4,"april":4,"may":5,
          "jun":6,"june":6,"jul":7,"july":7,"aug":8,"august":8,"sep":9,"sept":9,"september":9,
          "oct":10,"october":10,"nov":11,"november":11,"dec":12,"december":12}
ES_MON = {"enero":1,"ene":1,"febrero":2,"marzo":3,"abril":4,"mayo":5,"junio":6,"julio":7,"agosto":8,
          "septiembre":9,"setiembre":9,"octubre":10,"noviembre":11,"nov":11,"diciembre":12,"dic":12}

def infer_year(m):
    return 2026 if m >= 6 else 2027  # items discuss Jun-Dec 2026 or Jan-May 2027 unless year given

en_re = re.compile(r"\b(" + "|".join(EN_DAYS) + r")\b,?\s+(" + "|".join(sorted(EN_MON, key=len, reverse=True)) +
                   r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(set(ES_DAYS + ES_DAYS_NA)) + r")\s+(\d{1,2})\s+de\s+(" +
                   "|".join(sorted(ES_MON, key=len, reverse=True)) + r")\b(?:\s+(?:de\s+|del\s+)?(\d{4}))?", re.I)

def check_strings():
    bad, n = [], 0
    for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
        it = json.loads(line)
        texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
        for t in texts:
            for m in en_re.finditer(t):
                wd, mon, day, yr = m.group(1).lower(), EN_MON[m.group(2).lower()], int(m.group(3)), m.group(4)
                y = int(yr) if yr else infer_year(mon)
                real = D(y, mon, day).weekday()
                n += 1
                if EN_DAYS[real] != wd:
                    bad.append((it["id"], m.group(0), EN_DAYS[real]))
            for m in es_re.finditer(t):
                wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), ES_MON[m.group(3).lower()], m.group(4)
                y = int(yr) if yr else infer_year(mon)
                real = D(y, mon, day).weekday()
                n += 1
                if wd not in (ES_DAYS[real], ES_DAYS_NA[real]):
                    bad.append((it["id"], m.group(0), ES_DAYS[real]))
    return n, bad

def main():
    ok = True
    assert TODAY.weekday() == 0, "reference date must be a Monday"
    print("Reference date:", TODAY.strftime("%A, %B %d, %Y"))
    for k, (rule, got, exp) in KEYS.items():
        flag = "OK " if got == exp else "BAD"
        ok &= got == exp
        status = "passed" if got < TODAY else ("today" if got == TODAY else "future")
        print(f"{flag} {k:10s} {got.strftime('%a %Y-%m-%d')} ({status})  {rule}")
    n, bad = check_strings()
    print(f"weekday+date strings checked: {n}; mismatches: {len(bad)}")
    for b in bad:
        print("   MISMATCH", b)
    ok &= not bad
    print("ALL OK" if ok else "FAILURES")
    sys.exit(0 if ok else 1)

if __name__ == "__main__":
    main()
