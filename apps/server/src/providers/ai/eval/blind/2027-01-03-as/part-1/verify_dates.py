#!/usr/bin/env python3
"""Recompute every date key of set AS part-1 from its rule, check the numbers keys,
and check every weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Sunday, December 6, 2026. Exit code 0 = all checks pass."""
import datetime as dt, json, re, sys, os

D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 6)
fails = []
def check(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond: fails.append(msg)

# Court holidays relevant to the windows used (federal + state-specific ones).
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18)}
HOLIDAYS = {"IN": COMMON, "AL": COMMON, "NY": COMMON, "OK": COMMON, "PA": COMMON,
            "TX": COMMON, "TN": COMMON,
            "AR": COMMON | {D(2026, 12, 24)}}   # Ark. Code 1-5-101: Dec 24 is a legal holiday

def roll(d, st):
    """Next day that is not Saturday, Sunday or a court holiday of the state."""
    while d.weekday() >= 5 or d in HOLIDAYS[st]:
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)
def fmt(d): return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
def fmt_es(d): return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MONTHS[d.month-1]} de {d.year}"

items = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")}
grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()

check(TODAY.weekday() == 6, "reference date 2026-12-06 is a Sunday")

print("\n== DEADLINE KEYS ==")
def ruleno_roll_answer_nextmonday(served):
    # Tex. R. Civ. P. 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days
    exp = roll(plus(served, 20), "TX")
    d = plus(exp, 1)
    while d.weekday() != 0: d = plus(d, 1)
    return roll(d, "TX")

keys = [
 # id, rule, computed, expected, lang
 ("P1-EN-01", "IN T.R. 6/20 days from service Sat 2026-12-05; Dec 25 holiday -> next business day",
  roll(plus(D(2026,12,5), 20), "IN"), D(2026,12,28), "en"),
 ("P1-EN-02", "AL R. Civ. P. 12(a) 30 days from certified-mail delivery Wed 2026-12-02; Jan 1 holiday -> next",
  roll(plus(D(2026,12,2), 30), "AL"), D(2027,1,4), "en"),
 ("P1-EN-03", "AR R. Civ. P. 12(a) 30 days from abode service Tue 2026-11-24; Dec 24 (AR), Dec 25, weekend -> next",
  roll(plus(D(2026,11,24), 30), "AR"), D(2026,12,28), "en"),
 ("P1-EN-04", "NY CPLR 308(4)/320(a): proof filed no earlier than mailing 2026-11-12; complete +10 days; answer +30 days (earliest)",
  roll(plus(plus(D(2026,11,12), 10), 30), "NY"), D(2026,12,22), "en"),
 ("P1-EN-05", "VA GDC warrant in debt: return date printed on papers (appear)", D(2027,1,5), D(2027,1,5), "en"),
 ("P1-EN-06", "OK 12 O.S. 1031.1: motion to vacate within 30 days after judgment filed 2026-11-20; Sunday -> Monday",
  roll(plus(D(2026,11,20), 30), "OK"), D(2026,12,21), "en"),
 ("P1-EN-07", "PA R.C.P. 237.3(b): petition to open within 10 days after entry on docket 2026-11-30",
  roll(plus(D(2026,11,30), 10), "PA"), D(2026,12,10), "en"),
 ("P1-EN-08", "ID debtor's examination: hearing date printed on order (appear)", D(2027,1,12), D(2027,1,12), "en"),
 ("P1-EN-15", "FDCPA/Reg F validation period end date printed on notice (dispute in writing)", D(2027,1,8), D(2027,1,8), "en"),
 ("P1-ES-01", "TX R. Civ. P. 99(b): 10:00 a.m. Monday next after 20 days from service Fri 2026-11-20",
  ruleno_roll_answer_nextmonday(D(2026,11,20)), D(2026,12,14), "es"),
 ("P1-ES-02", "TN Code 27-5-108: appeal within 10 days of General Sessions judgment Wed 2026-11-25; Saturday -> Monday",
  roll(plus(D(2026,11,25), 10), "TN"), D(2026,12,7), "es"),
 ("P1-ES-10", "Traffic court date printed on ticket (out of scope; do not miss)", D(2026,12,15), D(2026,12,15), "es"),
]
for iid, rule, got, exp, lang in keys:
    check(got == exp, f"{iid}: {rule} => {got} ({got.strftime('%A')}), key {exp}")
    check(got >= TODAY, f"{iid}: last day {got} is not before today")
    text = " ".join(items[iid]["must_say"])
    if lang == "en":
        s = f"{exp.strftime('%B')} {exp.day}, {exp.year}"
    else:
        s = f"{exp.day} de {ES_MONTHS[exp.month-1]} de {exp.year}"
    check(s in text, f"{iid}: must_say states '{s}'")
    check(fmt(exp) in grading, f"{iid}: GRADING.md deadline key lists '{fmt(exp)}'")
    check(fmt(exp) in readme, f"{iid}: README.md deadline table lists '{fmt(exp)}'")

# Intermediate facts used in the keys
check(plus(D(2026,12,5),20) == D(2026,12,25), "EN-01: 20th day is Christmas Day")
check(plus(D(2026,12,2),30) == D(2027,1,1), "EN-02: 30th day is New Year's Day")
check(plus(D(2026,11,24),30) == D(2026,12,24), "EN-03: 30th day is Christmas Eve (Arkansas holiday)")
check(plus(D(2026,11,20),30).weekday() == 6, "EN-06: 30th day (Dec 20) is a Sunday")
check(plus(D(2026,11,20),20) == D(2026,12,10), "ES-01: 20 days expire Thursday Dec 10")
check(plus(D(2026,11,25),10).weekday() == 5, "ES-02: 10th day (Dec 5) is a Saturday")
# Limitation periods (time-barred items)
check(D(2018,3,31).replace(year=2024) < TODAY, "EN-16: VT 6 years from March 2018 ran by March 2024")
check(D(2015,12,31).replace(year=2021) < TODAY and D(2015,12,31).replace(year=2020) < TODAY
      and D(2015,12,31).replace(year=2025) < TODAY, "ES-07: WI 6y / IL 5y / IL 10y from 2015 all ran before today")

print("\n== NUMBERS KEYS ==")
FMW = 7.25
wk_floor = 30 * FMW
check(wk_floor == 217.50, "30 x federal minimum wage = $217.50/week")
# EN-09 server, weekly disposable $260, employer taking $65
mx = min(0.25*260, 260 - wk_floor)
check(mx == 42.50 and 0.25*260 == 65 and 65 - mx == 22.50, f"EN-09: max weekly = {mx:.2f}; overwithheld 22.50")
# EN-10 Delaware 15%
check(round(0.15*1400,2) == 210 and round(0.15*1800,2) == 270 and 0.25*1400 == 350, "EN-10: 15% of 1,400 = 210; of 1,800 = 270; 25% = 350")
check(min(0.25*1400, 1400 - 2*wk_floor) == 350, "EN-10: federal biweekly cap would be 350, so DE 15% controls")
# EN-11 car equity
check(9000 - 6500 == 2500, "EN-11: equity $2,500")
# EN-13 homestead equity
check(180000 - 130000 == 50000 and 50000 < 75000, "EN-13: equity $50,000 < $75,000")
# EN-17 settlement remainder
check(6240 - 2500 == 3740, "EN-17: unpaid remainder $3,740")
# EN-18 insolvency
forgiven = 9200 - 3500; insolv = 40000 - 31000
check(forgiven == 5700 and insolv == 9000 and min(forgiven, insolv) == 5700, "EN-18: forgiven 5,700; insolvent by 9,000; excluded 5,700")
# EN-20 25% offer
check(0.25*6200 == 1550 and 6200 - 1550 == 4650, "EN-20: 25% of 6,200 = 1,550; forgiven 4,650")
# ES-03 lookback (31 CFR 212): review date Fri 2026-12-04; two-month lookback
review = D(2026,12,4)
lb_start = D(2026,10,4)   # corresponding date two months earlier (inclusive or not, no deposit on Oct 3/4)
deps = [D(2026,10,21), D(2026,11,18)]
for d in deps: check(d.weekday() == 2 and 15 <= d.day <= 21, f"ES-03: {d} is a third Wednesday")
inlb = [d for d in deps if lb_start <= d < review]
prot = min(3900, 1480*len(inlb))
check(len(inlb) == 2 and prot == 2960 and 3900 - prot == 940, f"ES-03: protected {prot}, remainder {3900-prot}")
# ES-08 two garnishments
mx = min(0.25*600, 600 - wk_floor)
check(mx == 150 and 600 - wk_floor == 382.50 and mx - 150 == 0, "ES-08: total cap 150; room left for second = 0")

print("\n== WEEKDAY+DATE STRINGS ==")
EN_WD = {"monday":0,"mon":0,"tuesday":1,"tue":1,"tues":1,"wednesday":2,"wed":2,"thursday":3,"thu":3,"thur":3,"thurs":3,
         "friday":4,"fri":4,"saturday":5,"sat":5,"sunday":6,"sun":6}
EN_MO = {m.lower(): i+1 for i, m in enumerate(["January","February","March","April","May","June","July","August","September","October","November","December"])}
EN_MO.update({k[:3]: v for k, v in list(EN_MO.items())}); EN_MO["sept"] = 9
ES_WD = {"lunes":0,"martes":1,"miércoles":2,"miercoles":2,"jueves":3,"viernes":4,"sábado":5,"sabado":5,"domingo":6}
ES_MO = {m: i+1 for i, m in enumerate(ES_MONTHS)}; ES_MO["setiembre"] = 9
def infer_year(month): return 2026 if month >= 7 else 2027
en_re = re.compile(r"\b(" + "|".join(sorted(EN_WD, key=len, reverse=True)) + r")\b,?\s*\(?\s*(" +
                   "|".join(sorted(EN_MO, key=len, reverse=True)) + r")\.?\s+(\d{1,2})\b(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_WD) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MO) + r")(?:\s+de\s+(\d{4}))?", re.I)
def scan(label, text):
    n = 0
    for m in en_re.finditer(text):
        wd, mo, day, yr = EN_WD[m.group(1).lower()], EN_MO[m.group(2).lower()], int(m.group(3)), m.group(4)
        y = int(yr) if yr else infer_year(mo)
        d = D(y, mo, day); n += 1
        check(d.weekday() == wd, f"{label}: '{m.group(0)}' -> {d} is a {d.strftime('%A')}")
    for m in es_re.finditer(text):
        wd, day, mo, yr = ES_WD[m.group(1).lower()], int(m.group(2)), ES_MO[m.group(3).lower()], m.group(4)
        y = int(yr) if yr else infer_year(mo)
        d = D(y, mo, day); n += 1
        check(d.weekday() == wd, f"{label}: '{m.group(0)}' -> {d} is a {ES_DAYS[d.weekday()]}")
    return n
total = 0
for iid, it in items.items():
    txt = " \n ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    total += scan(iid, txt)
total += scan("GRADING.md", grading)
total += scan("README.md", readme)
print(f"weekday+date strings checked: {total}")

print(f"\n{'ALL CHECKS PASSED' if not fails else str(len(fails)) + ' CHECK(S) FAILED'}")
sys.exit(1 if fails else 0)
