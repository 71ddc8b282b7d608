#!/usr/bin/env python3
"""Recompute every date key of set AX part-1 from its rule, and check every
weekday+date string in questions.jsonl (English and Spanish) against the calendar.
Reference date: Monday, December 7, 2026.  Pure standard library."""
import datetime as dt, json, re, sys

D = dt.date
TODAY = D(2026, 12, 7)
FED = {D(2026,11,11), D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}
HOL = {
    "CA": FED | {D(2026,11,27)},
    "OH": FED,
    "TX": FED,                        # justice courts; Dec 24/26 not needed by any rule below
    "SC": FED | {D(2026,11,27), D(2026,12,24), D(2026,12,26)},
    "GA": FED | {D(2026,11,27)},
    "NY": FED,
}
def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)

errors = []
def check(label, got, want):
    ok = got == want
    print(f"{'OK ' if ok else 'BAD'} {label}: {got:%A, %B %d, %Y}" + ("" if ok else f"  (key says {want})"))
    if not ok: errors.append(label)

assert TODAY.strftime("%A") == "Monday"

# P1-EN-01 CA: substituted service complete 10th day after mailing (CCP 415.20), +30 days (CCP 412.20), roll (CCP 12, 12a)
complete = plus(D(2026,11,9), 10)
check("EN-01 service complete", complete, D(2026,11,19))
raw = plus(complete, 30)
check("EN-01 raw day 30 (a Saturday)", raw, D(2026,12,19))
check("EN-01 last day to respond", roll(raw, "CA"), D(2026,12,21))
check("EN-01 what the person believed (30 days from Nov 2)", plus(D(2026,11,2),30), D(2026,12,2))

# P1-EN-02 OH: certified mail delivered Dec 4, 28 days (Civ.R. 12(A)), roll (Civ.R. 6(A))
raw = plus(D(2026,12,4), 28)
check("EN-02 raw day 28 (New Year's Day)", raw, D(2027,1,1))
check("EN-02 answer due", roll(raw, "OH"), D(2027,1,4))

# P1-EN-03 TX justice court: answer within 14 days after service (TRCP 502.5), roll (TRCP 4)
check("EN-03 answer due (today)", roll(plus(D(2026,11,23),14), "TX"), D(2026,12,7))
check("EN-03 cousin's wrong idea (county court: Monday next after 20 days)", (lambda e: plus(e, (7-e.weekday())%7 or 7))(plus(D(2026,11,23),20)), D(2026,12,14))

# P1-EN-04 SC: 30 days (SCRCP 12(a)), roll over SC state holidays Dec 24-26 + weekend (SCRCP 6(a))
raw = plus(D(2026,11,24), 30)
check("EN-04 raw day 30 (Christmas Eve, SC holiday)", raw, D(2026,12,24))
check("EN-04 answer due", roll(raw, "SC"), D(2026,12,28))
check("EN-04 safe filing day", D(2026,12,23), D(2026,12,23))

# P1-EN-05 TX justice court default judgment signed Nov 18: set-aside 14 days (TRCP 505.3), appeal 21 days (TRCP 506.1)
check("EN-05 set-aside/new-trial window ended", roll(plus(D(2026,11,18),14), "TX"), D(2026,12,2))
check("EN-05 appeal last day", roll(plus(D(2026,11,18),21), "TX"), D(2026,12,9))

# P1-EN-07 GA: 30 days (OCGA 9-11-12), roll (OCGA 1-3-1(d)(3)); default next day; open as of right within 15 days (OCGA 9-11-55(a))
ans = roll(plus(D(2026,10,22),30), "GA")
check("EN-07 raw day 30", plus(D(2026,10,22),30), D(2026,11,21))
check("EN-07 answer was due", ans, D(2026,11,23))
default = plus(ans, 1)
check("EN-07 day of default", default, D(2026,11,24))
check("EN-07 open-as-of-right window ends", roll(plus(default,15), "GA"), D(2026,12,9))
check("EN-07 conservative count (default day counted as day 1)", plus(default,14), D(2026,12,8))

# P1-EN-10 KS: 31 CFR 212 lookback for account review Wed Dec 2
review = D(2026,12,2)
# lookback for review on Dec 2: Oct 1 (or Oct 2) through Dec 1 -- both deposits fall inside either way
deps = [D(2026,10,14), D(2026,11,10)]
assert all(D(2026,10,1) <= x <= D(2026,12,1) for x in deps)
check("EN-10 SSDI Oct deposit (2nd Wednesday)", D(2026,10,14), D(2026,10,14))
assert D(2026,11,11) in FED and D(2026,11,11).weekday()==2, "Nov 11 2nd Wed is Veterans Day -> paid Tue Nov 10"
check("EN-10 SSDI Nov deposit moved before Veterans Day", plus(D(2026,11,11),-1), D(2026,11,10))

# P1-EN-11 NY: exemption claim within 20 days of postmark (CPLR 5222-a); example postmark Wed Dec 9
check("EN-11 example claim deadline", plus(D(2026,12,9),20), D(2026,12,29))

# P1-EN-13 IL citation return date printed on papers
check("EN-13 citation hearing", D(2027,1,12), D(2027,1,12))

# P1-ES-01 GA magistrate: 30 days from Wed Nov 25 (served at work)
raw = plus(D(2026,11,25),30)
check("ES-01 raw day 30 (Christmas)", raw, D(2026,12,25))
check("ES-01 answer due", roll(raw, "GA"), D(2026,12,28))

# P1-ES-02 NY Civil Court: nail-and-mail; mailed Nov 21; service complete 10 days after proof filed (CPLR 308(4));
# answer 30 days after service complete (CCA 402). Earliest possible: proof filed on day of mailing.
check("ES-02 earliest possible last day", roll(plus(plus(D(2026,11,21),10),30), "NY"), D(2026,12,31))
check("ES-02 cousin's 20 days from posting (not the rule)", plus(D(2026,11,20),20), D(2026,12,10))

# P1-ES-09 Maine validation end date printed on notice
check("ES-09 validation end date", D(2027,1,8), D(2027,1,8))

# ---------- weekday+date strings in questions.jsonl ----------
EN_DAYS = {"monday":0,"mon":0,"tuesday":1,"tue":1,"tues":1,"wednesday":2,"wed":2,"thursday":3,"thu":3,"thurs":3,
           "friday":4,"fri":4,"saturday":5,"sat":5,"sunday":6,"sun":6}
EN_MON = {"january":1,"jan":1,"february":2,"feb":2,"march":3,"mar":3,"april":4,"apr":4,"may":5,"june":6,"jun":6,
          "july":7,"jul":7,"august":8,"aug":8,"september":9,"sep":9,"sept":9,"october":10,"oct":10,"november":11,"nov":11,"december":12,"dec":12}
ES_DAYS = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
ES_MON = {"enero":1,"febrero":2,"marzo":3,"abril":4,"mayo":5,"junio":6,"julio":7,"agosto":8,"septiembre":9,"setiembre":9,
          "octubre":10,"noviembre":11,"nov":11,"diciembre":12,"dic":12}
def year_for(m, y):
    if y: return int(y)
    return 2027 if m <= 2 else 2026
en_re = re.compile(r"\b(" + "|".join(sorted(EN_DAYS, key=len, reverse=True)) + r")\.?,?\s+(" +
                   "|".join(sorted(EN_MON, key=len, reverse=True)) + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(20\d\d))?", re.I)
es_re = re.compile(r"\b(" + "|".join(sorted(ES_DAYS, key=len, reverse=True)) + r")\s+(\d{1,2})(?:\s+de)?\s+(" +
                   "|".join(sorted(ES_MON, key=len, reverse=True)) + r")\.?(?:\s+de(?:l)?\s+(20\d\d))?", re.I)
n = 0
with open("questions.jsonl", encoding="utf-8") as f:
    for line in f:
        it = json.loads(line)
        texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
        for t in texts:
            for m in en_re.finditer(t):
                wd, mo, da, yr = EN_DAYS[m.group(1).lower()], EN_MON[m.group(2).lower()], int(m.group(3)), m.group(4)
                d = D(year_for(mo, yr), mo, da); n += 1
                if d.weekday() != wd:
                    errors.append(f"{it['id']}: '{m.group(0)}' is really a {d:%A}")
            for m in es_re.finditer(t):
                wd, da, mo, yr = ES_DAYS[m.group(1).lower()], int(m.group(2)), ES_MON[m.group(3).lower()], m.group(4)
                d = D(year_for(mo, yr), mo, da); n += 1
                if d.weekday() != wd:
                    errors.append(f"{it['id']}: '{m.group(0)}' is really a {d:%A}")
print(f"checked {n} weekday+date strings in questions.jsonl")
if errors:
    print("ERRORS:"); [print("  ", e) for e in errors]; sys.exit(1)
print("all date keys and weekday strings OK")
