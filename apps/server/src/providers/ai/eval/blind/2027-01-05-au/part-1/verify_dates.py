#!/usr/bin/env python3
"""Recompute every date key in set AU part-1 from its rule, and check every
weekday+date string (English and Spanish) in questions.jsonl, GRADING.md and README.md."""
import datetime as dt, json, re, sys, pathlib

D = dt.date
HERE = pathlib.Path(__file__).resolve().parent
TODAY = D(2026, 12, 6)
fails = []

def check(label, got, want):
    ok = got == want
    print(f"{'OK ' if ok else 'FAIL'} {label}: {got} ({got.strftime('%A') if isinstance(got, D) else ''}) expected {want}")
    if not ok:
        fails.append(label)

def roll(day, holidays):
    """Move a last day that falls on Sat/Sun/holiday to the next day that is none of those."""
    while day.weekday() >= 5 or day in holidays:
        day += dt.timedelta(days=1)
    return day

def add_business_days(day, n, holidays):
    while n:
        day += dt.timedelta(days=1)
        if day.weekday() < 5 and day not in holidays:
            n -= 1
    return day

# Holidays relevant to the window Nov 2026 - Jan 2027
FED = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}   # 5 U.S.C. 6103(a)
GA = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}                      # O.C.G.A. 1-4-1 / 1-3-1(d)(3)
MI_COURT = {D(2026, 11, 26), D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 25),
            D(2026, 12, 31), D(2027, 1, 1)}                                  # MCR 8.110(D)(2), MCR 1.108
TX = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}                      # TRCP 502.5(b)
PA = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}                      # 1 Pa.C.S. 1908
NY = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}                      # Gen. Constr. Law 25-a
TN = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
d = dt.timedelta

print("Reference date:", TODAY, TODAY.strftime("%A"))
check("reference date is Sunday", TODAY.strftime("%A"), "Sunday")

# P1-EN-01 Georgia magistrate: 30 days after service on household member 2026-11-25
raw = D(2026, 11, 25) + d(30)
check("EN-01 GA raw day 30", raw, D(2026, 12, 25))
check("EN-01 GA last day", roll(raw, GA), D(2026, 12, 28))
check("EN-01 wrong count from Dec 3 (must_not)", D(2026, 12, 3) + d(30), D(2027, 1, 2))

# P1-EN-02 Michigan district court: 21 days after personal service 2026-12-03
raw = D(2026, 12, 3) + d(21)
check("EN-02 MI raw day 21", raw, D(2026, 12, 24))
check("EN-02 MI last day", roll(raw, MI_COURT), D(2026, 12, 28))
check("EN-02 last open court day before Dec 24", D(2026, 12, 23), D(2026, 12, 23))

# P1-EN-03 Oklahoma publication: answer date not less than 41 days after first publication
check("EN-03 OK printed answer date", D(2026, 11, 24) + d(41), D(2027, 1, 4))
check("EN-03 OK printed date is a court day", roll(D(2027, 1, 4), FED), D(2027, 1, 4))

# P1-EN-04 Tennessee General Sessions: 10-day appeal from 2026-11-24
tn = roll(D(2026, 11, 24) + d(10), TN)
check("EN-04 TN appeal last day", tn, D(2026, 12, 4))
check("EN-04 TN appeal already passed on reference date", tn < TODAY, True)

# P1-EN-05 Pennsylvania MDJ: 30 days after entry 2026-11-09
check("EN-05 PA appeal last day", roll(D(2026, 11, 9) + d(30), PA), D(2026, 12, 9))

# P1-EN-12 Illinois citation hearing printed
check("EN-12 IL citation hearing", D(2026, 12, 17), D(2026, 12, 17))

# P1-EN-14 Reg F validation period: receipt assumed 5 days excl. Sat/Sun/federal holidays, +30 days
rec = add_business_days(D(2026, 11, 23), 5, FED)
check("EN-14 assumed receipt", rec, D(2026, 12, 1))
check("EN-14 validation period end", rec + d(30), D(2026, 12, 31))

# P1-EN-17 FCRA 1681c(c): 7 years after the 180-day period beginning at delinquency
start = D(2017, 3, 15) + d(179)            # 180-day period beginning Mar 15, 2017 ends Sep 10, 2017
end = D(start.year + 7, start.month, start.day)
check("EN-17 FCRA 180-day period end", start, D(2017, 9, 10))
check("EN-17 FCRA obsolete after (about)", end, D(2024, 9, 10))
check("EN-17 years on report by reference date > 9", (TODAY - D(2017, 3, 15)).days / 365.25 > 9, True)

# P1-ES-01 Texas justice court: end of 14th day after service 2026-11-21 (Saturday)
raw = D(2026, 11, 21) + d(14)
check("ES-01 TX raw day 14", raw, D(2026, 12, 5))
check("ES-01 TX last day", roll(raw, TX), D(2026, 12, 7))
check("ES-01 wrong 20-day count (must_not)", D(2026, 11, 21) + d(20), D(2026, 12, 11))

# P1-ES-02 Virginia GDC: return date printed; 21 days from posting = person's wrong belief
check("ES-02 VA return date printed", D(2026, 12, 29), D(2026, 12, 29))
check("ES-02 21 days from posting (person's belief)", D(2026, 12, 1) + d(21), D(2026, 12, 22))

# P1-ES-05 Indiana proceedings supplemental hearing printed
check("ES-05 IN hearing", D(2027, 1, 4), D(2027, 1, 4))

# P1-ES-10 NYC Civil Court: 20 days after personal delivery 2026-11-25
check("ES-10 NY answer last day", roll(D(2026, 11, 25) + d(20), NY), D(2026, 12, 15))

# ---- weekday + date strings everywhere
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
en_re = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(DAYS), "|".join(MONTHS)))
es_re = re.compile(r"\b(%s) (\d{1,2}) de (%s)(?: de (\d{4}))?" % ("|".join(DIAS + [x.replace('á', 'a').replace('é', 'e') for x in DIAS]), "|".join(MESES)), re.I)
n = 0
for fname in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = HERE / fname
    if not p.exists():
        print("skip (missing)", fname); continue
    text = p.read_text(encoding="utf-8")
    for m in en_re.finditer(text):
        wd, mon, day, yr = m.groups()
        real = D(int(yr), MONTHS.index(mon) + 1, int(day)).strftime("%A")
        n += 1
        if real != wd:
            fails.append(f"{fname}: '{m.group(0)}' is really {real}")
            print("FAIL", fname, m.group(0), "->", real)
    for m in es_re.finditer(text):
        wd, day, mes, yr = m.groups()
        yr = int(yr) if yr else (2027 if mes.lower() == "enero" else 2026)
        real = DIAS[D(yr, MESES.index(mes.lower()) + 1, int(day)).weekday()]
        n += 1
        norm = lambda s: s.lower().replace("á", "a").replace("é", "e")
        if norm(real) != norm(wd):
            fails.append(f"{fname}: '{m.group(0)}' is really {real}")
            print("FAIL", fname, m.group(0), "->", real)
print(f"checked {n} weekday+date strings")
print("ALL DATE CHECKS PASSED" if not fails else f"{len(fails)} FAILURES: {fails}")
sys.exit(1 if fails else 0)
