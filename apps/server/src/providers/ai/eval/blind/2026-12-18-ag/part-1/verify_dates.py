#!/usr/bin/env python3
"""Recompute every date key of set AG part 1 from its rule, and check every
weekday+date string that appears in questions.jsonl (English and Spanish).
Reference date: Friday, December 4, 2026. Standard library only."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 4)
# Court holidays relevant to the window (all states used observe these).
HOLIDAYS = {D(2026, 11, 26): "Thanksgiving", D(2026, 11, 27): "Day after Thanksgiving (some states)",
            D(2026, 12, 25): "Christmas Day", D(2027, 1, 1): "New Year's Day",
            D(2027, 1, 18): "Martin Luther King Jr. Day", D(2027, 2, 15): "Presidents' Day"}

def court_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS

def roll(d):
    while not court_day(d):
        d += dt.timedelta(days=1)
    return d

def add_days(start, n):          # exclude day of event, count calendar days, roll last day
    return roll(start + dt.timedelta(days=n))

def add_months(start, m):
    y, mo = divmod(start.month - 1 + m, 12)
    return D(start.year + y, mo + 1, start.day)

# (item, rule, computed, expected last day)
S = []
def chk(item, rule, got, exp):
    S.append((item, rule, got, exp))

chk("Q-EN-01", "NV JCRCP 12: 21 days from abode service Fri 2026-12-04; day 21 = Christmas -> next court day",
    add_days(D(2026, 12, 4), 21), D(2026, 12, 28))
chk("Q-EN-01", "raw day 21 (before roll) is Christmas", D(2026, 12, 4) + dt.timedelta(21), D(2026, 12, 25))
chk("Q-EN-02", "OK 12 O.S. 2012: 20 days from certified-mail receipt Mon 2026-11-16; day 20 Sunday -> Monday",
    add_days(D(2026, 11, 16), 20), D(2026, 12, 7))
chk("Q-EN-02", "wrong count from filing stamp 2026-11-06 (+20, raw) = Thanksgiving, already past",
    D(2026, 11, 6) + dt.timedelta(20), D(2026, 11, 26))
chk("Q-EN-03", "WV RCP 36 + 6(e): 30 days + 3 mail days from mailing 2026-11-10; day 33 Sunday -> Monday",
    add_days(D(2026, 11, 10), 33), D(2026, 12, 14))
chk("Q-EN-03", "safest: day 30 without mail days", add_days(D(2026, 11, 10), 30), D(2026, 12, 10))
chk("Q-EN-04", "MRCP 56(c): opposing affidavits before the day of the printed hearing Thu 2026-12-17",
    D(2026, 12, 17) - dt.timedelta(1), D(2026, 12, 16))
chk("Q-EN-05", "Neb. Rev. Stat. 25-2729: appeal 30 days after entry 2026-11-13; day 30 Sunday -> Monday",
    add_days(D(2026, 11, 13), 30), D(2026, 12, 14))
chk("Q-EN-11", "CCP 703.520 + 684.120: claim of exemption 15 days + 5 (mailed notice) from 2026-11-20",
    add_days(D(2026, 11, 20), 20), D(2026, 12, 10))
chk("Q-ES-01", "SDCL 15-6-12(a): 30 days from service at work Wed 2026-12-02; day 30 New Year's -> Monday",
    add_days(D(2026, 12, 2), 30), D(2027, 1, 4))
chk("Q-ES-01", "raw day 30 is New Year's Day", D(2026, 12, 2) + dt.timedelta(30), D(2027, 1, 1))
chk("Q-ES-02", "Ariz. R. Civ. P. 55(a): default effective 10 days after application filed 2026-11-30",
    D(2026, 11, 30) + dt.timedelta(10), D(2026, 12, 10))
chk("Q-ES-02", "last safe day to answer = day before default becomes effective",
    D(2026, 11, 30) + dt.timedelta(9), D(2026, 12, 9))
chk("Q-ES-02", "original 20-day answer period from in-hand service 2026-10-28 (already past)",
    add_days(D(2026, 10, 28), 20), D(2026, 11, 17))
chk("Q-ES-03", "NRCP/JCRCP 60(c)(1): 6 months from default judgment 2026-08-17 (outer limit, reasons 1-3)",
    roll(add_months(D(2026, 8, 17), 6)), D(2027, 2, 17))

ok = True
for item, rule, got, exp in S:
    good = got == exp
    ok &= good
    print(f"{'OK ' if good else 'BAD'} {item}: {rule} -> {got} {got.strftime('%A')} (expected {exp})")
for item, _, _, exp in S:
    pass

# ---- weekday+date strings in the question file ----
EN_M = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                     "september", "october", "november", "december"], 1)}
ES_M = {m: i for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                                     "septiembre", "octubre", "noviembre", "diciembre"], 1)}
EN_W = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_W = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_W_ALT = {"miercoles": 2, "sabado": 5}
en_re = re.compile(r"\b(" + "|".join(EN_W) + r"),?\s+(" + "|".join(EN_M) + r")\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_W + list(ES_W_ALT)) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) +
                   r")(?:\s+(?:de\s+)?(\d{4}))?", re.I)

def infer_year(month, year):
    if year:
        return int(year)
    return 2026 if month >= 8 else 2027

here = os.path.dirname(os.path.abspath(__file__))
n = 0
with open(os.path.join(here, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        x = json.loads(line)
        texts = [x["question"]] + x["must_say"] + x["should_say"] + x["must_not_say"]
        for t in texts:
            for m in en_re.finditer(t):
                wd, mo, day, yr = m.group(1).lower(), EN_M[m.group(2).lower()], int(m.group(3)), m.group(4)
                d = D(infer_year(mo, yr), mo, day)
                good = d.weekday() == EN_W.index(wd)
                ok &= good; n += 1
                if not good:
                    print(f"BAD weekday {x['id']}: '{m.group(0)}' is really {d.strftime('%A')}")
            for m in es_re.finditer(t):
                wd = m.group(1).lower()
                wi = ES_W.index(wd) if wd in ES_W else ES_W_ALT[wd]
                mo, day, yr = ES_M[m.group(3).lower()], int(m.group(2)), m.group(4)
                d = D(infer_year(mo, yr), mo, day)
                good = d.weekday() == wi
                ok &= good; n += 1
                if not good:
                    print(f"BAD weekday {x['id']}: '{m.group(0)}' is really {d.strftime('%A')}")
print(f"checked {len(S)} date rules and {n} weekday+date strings; reference date {TODAY} is {TODAY.strftime('%A')}")
assert TODAY.weekday() == 4
print("ALL OK" if ok else "FAILURES")
sys.exit(0 if ok else 1)
