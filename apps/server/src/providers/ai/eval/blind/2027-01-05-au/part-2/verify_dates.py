#!/usr/bin/env python3
"""Recompute every deadline/date key of set AU part-2 from its rule, and check every
weekday+date string in questions.jsonl (English and Spanish). Reference date: Sunday 2026-12-06.
Exit code 0 = all checks pass."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 6)
HERE = os.path.dirname(os.path.abspath(__file__))
fails = []
VERBOSE = "-v" in sys.argv

def check(label, got, want):
    ok = got == want
    print(f"{'OK ' if ok else 'BAD'} {label}: {got} ({got.strftime('%A') if isinstance(got, D) else ''}) expected {want}")
    if not ok:
        fails.append(label)

# Court holidays relevant to the window (only those that matter to the computations).
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18), D(2027, 2, 15)}
HOL = {
    "TX": COMMON | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},  # Texas state holidays: day after Thanksgiving, Dec 24, Dec 26
    "CA": COMMON | {D(2026, 11, 27), D(2027, 2, 12)},                     # CA judicial holidays incl. day after Thanksgiving, Lincoln Day
    "FL": COMMON, "GA": COMMON, "NY": COMMON, "PA": COMMON, "AZ": COMMON, "WA": COMMON,
}
FED = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}  # federal legal public holidays in window

def roll(d, st):
    """Last day on Saturday/Sunday/court holiday -> next day that is none of these."""
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(days=1)
    return d

def plus(d, n):
    return d + dt.timedelta(days=n)

def add_business_days(d, n, hol):
    while n:
        d = plus(d, 1)
        if d.weekday() < 5 and d not in hol:
            n -= 1
    return d

def add_years(d, n):
    return d.replace(year=d.year + n)

# ---- deadline keys -------------------------------------------------------------------
# P2-EN-01 TX County Court at Law, TRCP 99(b): 10:00 a.m. on the Monday next after 20 days from service.
srv = D(2026, 11, 16); exp = plus(srv, 20)
mon = plus(exp, 1)
while mon.weekday() != 0:
    mon = plus(mon, 1)
check("EN-01 20th day after certified-mail delivery", exp, D(2026, 12, 6))
check("EN-01 answer day (Monday next after 20 days)", roll(mon, "TX"), D(2026, 12, 7))
assert mon > TODAY

# P2-EN-02 WA: RCW 4.28.200 / CRLJ 60(b)(1) one year from judgment of 2026-03-10.
check("EN-02 one year from default judgment", roll(add_years(D(2026, 3, 10), 1), "WA"), D(2027, 3, 10))
check("EN-02 buddy's '90 days after return' date", plus(D(2026, 8, 20), 90), D(2026, 11, 18))

# P2-EN-03 FL claim of exemption: 20 days after receipt of notice (Nov 30).
d = plus(D(2026, 11, 30), 20)
check("EN-03 raw 20th day", d, D(2026, 12, 20))
check("EN-03 last day (rolled)", roll(d, "FL"), D(2026, 12, 21))

# P2-EN-09 CO printed answer date already passed.
check("EN-09 printed answer date", D(2026, 11, 30), D(2026, 11, 30)); assert D(2026, 11, 30) < TODAY

# P2-ES-01 CA substituted service: complete 10th day after mailing, then 30 days.
comp = plus(D(2026, 11, 16), 10)
check("ES-01 service complete", comp, D(2026, 11, 26))
check("ES-01 raw 30th day", plus(comp, 30), D(2026, 12, 26))
check("ES-01 last day (rolled)", roll(plus(comp, 30), "CA"), D(2026, 12, 28))

# P2-ES-02 AZ justice court: 20 days after in-hand service Dec 3; printed eviction hearing Dec 9.
check("ES-02 debt answer last day", roll(plus(D(2026, 12, 3), 20), "AZ"), D(2026, 12, 23))
check("ES-02 eviction hearing (printed)", D(2026, 12, 9), D(2026, 12, 9))

# P2-ES-03 GA magistrate: 30 days after service Dec 2 (O.C.G.A. 1-3-1(d)(3) roll).
d = plus(D(2026, 12, 2), 30)
check("ES-03 raw 30th day", d, D(2027, 1, 1))
check("ES-03 last day (rolled)", roll(d, "GA"), D(2027, 1, 4))

# P2-ES-04 NY CPLR 308(4): complete 10 days after proof filed (Nov 25); CCA 402 30 days.
comp = plus(D(2026, 11, 25), 10)
check("ES-04 service complete", comp, D(2026, 12, 5))
check("ES-04 last day", roll(plus(comp, 30), "NY"), D(2027, 1, 4))
check("ES-04 neighbour's 20-days-from-posting date", plus(D(2026, 11, 20), 20), D(2026, 12, 10))

# P2-ES-05 PA MDJ appeal: 30 days after entry Nov 25.
d = plus(D(2026, 11, 25), 30)
check("ES-05 raw 30th day", d, D(2026, 12, 25))
check("ES-05 last day (rolled)", roll(d, "PA"), D(2026, 12, 28))

# P2-ES-06 TX justice court: new trial 14 days, appeal 21 days after judgment signed Dec 3.
check("ES-06 motion for new trial", roll(plus(D(2026, 12, 3), 14), "TX"), D(2026, 12, 17))
d = plus(D(2026, 12, 3), 21)
check("ES-06 raw 21st day", d, D(2026, 12, 24))
check("ES-06 appeal last day (rolled)", roll(d, "TX"), D(2026, 12, 28))

# P2-ES-11 IL citation hearing (printed)
check("ES-11 citation hearing", D(2027, 1, 7), D(2027, 1, 7))

# P2-ES-13 Reg F validation period: receipt assumed 5 business days after sending, +30 days.
rec = add_business_days(D(2026, 11, 20), 5, FED)
check("ES-13 assumed receipt", rec, D(2026, 11, 30))
check("ES-13 validation end", plus(rec, 30), D(2026, 12, 30))

# P2-EN-06 / P2-ES-14 limitation and credit-reporting periods
check("EN-06 AZ 6-year limit from Mar 2019", add_years(D(2019, 3, 1), 6), D(2025, 3, 1)); assert D(2025, 3, 1) < TODAY
check("EN-06 FCRA 7y from 180 days after delinquency", add_years(plus(D(2019, 3, 1), 180), 7), D(2026, 8, 28))
check("ES-14 NC/SC 3-year limit from Feb 2019", add_years(D(2019, 2, 1), 3), D(2022, 2, 1))
check("ES-14 FCRA 7y from 180 days after delinquency", add_years(plus(D(2019, 2, 1), 180), 7), D(2026, 7, 31))

# ---- weekday+date strings in questions.jsonl ----------------------------------------
EN_WD = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_WD = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
EN_M = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december"])}
for k, v in list(EN_M.items()):
    EN_M[k[:3]] = v
EN_M["sept"] = 9
ES_M = {m: i + 1 for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre"])}

def strip_acc(s):
    return s.translate(str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU"))

def year_for(month, given):
    if given:
        return int(given)
    return 2026 if month >= 6 else 2027

en_re = re.compile(r"\b(" + "|".join(EN_WD) + r")\b,?\s+(" + "|".join(sorted(EN_M, key=len, reverse=True)) +
                   r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(20\d\d))?", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_WD) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+(?:de\s+|del\s+)?(20\d\d))?", re.I)
n_strings = 0
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        it = json.loads(line)
        texts = [it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"]
        for t in texts:
            for m in en_re.finditer(t):
                wd, mo, dy, yr = m.group(1).lower(), EN_M[m.group(2).lower()], int(m.group(3)), m.group(4)
                d = D(year_for(mo, yr), mo, dy)
                n_strings += 1
                if VERBOSE: print("   ", it["id"], m.group(0))
                if EN_WD[d.weekday()] != wd:
                    fails.append(f"{it['id']}: '{m.group(0)}' is really a {d.strftime('%A')}")
                    print("BAD", it["id"], m.group(0), d.strftime("%A"))
            for m in es_re.finditer(strip_acc(t)):
                wd, dy, mo, yr = m.group(1).lower(), int(m.group(2)), ES_M[m.group(3).lower()], m.group(4)
                d = D(year_for(mo, yr), mo, dy)
                n_strings += 1
                if VERBOSE: print("   ", it["id"], m.group(0))
                if ES_WD[d.weekday()] != wd:
                    fails.append(f"{it['id']}: '{m.group(0)}' is really a {d.strftime('%A')}")
                    print("BAD", it["id"], m.group(0), d.strftime("%A"))
print(f"checked {n_strings} weekday+date strings")
if TODAY.weekday() != 6:
    fails.append("reference date not Sunday")
print("FAILURES:", fails if fails else "none")
sys.exit(1 if fails else 0)
