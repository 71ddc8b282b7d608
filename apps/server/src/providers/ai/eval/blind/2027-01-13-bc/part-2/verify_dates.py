#!/usr/bin/env python3
"""Recompute every date key of set BC part-2 from its rule, check the numbers keys,
and check every weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026.  Run: python3 verify_dates.py"""
import json, re, sys
from datetime import date, timedelta as td
REF = date(2026, 12, 7)
fails = []
def ok(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond: fails.append(msg)

# court holidays used (only those that matter for these windows)
HOL = {
  "OR": {date(2026,12,25), date(2027,1,1)},
  "CA": {date(2026,11,26), date(2026,11,27), date(2026,12,25), date(2027,1,1)},
  "TX": {date(2026,11,26), date(2026,11,27), date(2026,12,24), date(2026,12,25), date(2027,1,1)},
  "PR": {date(2026,12,25), date(2027,1,1), date(2027,1,6)},
  "FL": {date(2026,11,26), date(2026,11,27), date(2026,12,25), date(2027,1,1)},
  "NY": {date(2026,11,26), date(2026,12,25), date(2027,1,1)},
  "NJ": {date(2027,7,5)},
}
FED = {date(2026,11,11), date(2026,11,26), date(2026,12,25), date(2027,1,1)}
def roll(d, st):
    while d.weekday() >= 5 or d in HOL.get(st, set()):
        d += td(days=1)
    return d
def wd(d): return d.strftime("%A, %B %-d, %Y")

print("== Deadline keys ==")
# K1 EN-01 Oregon: 30 days from personal service at work (ORCP 7 C(2)); ORCP 10 roll-over
d = date(2026,12,2); raw = d + td(30); last = roll(raw, "OR")
ok(raw == date(2027,1,1) and last == date(2027,1,4), f"EN-01 OR served {wd(d)}; day 30 {wd(raw)} (New Year's) -> {wd(last)}")
# K2 EN-02 Texas county court: 10:00 a.m. on the Monday next after expiration of 20 days (TRCP 99(b))
d = date(2026,11,16); exp = d + td(20); mon = exp + td(days=(7 - exp.weekday()) % 7 or 7)
ok(exp == date(2026,12,6) and mon == date(2026,12,7) and mon == REF, f"EN-02 TX served {wd(d)}; 20 days expire {wd(exp)} -> answer 10:00 a.m. {wd(mon)} (today)")
# K3 EN-08 California RFA responses: 30 days + 5 calendar days for mail (CCP 2033.250, 1013), CCP 12a
d = date(2026,11,20); raw = d + td(35); last = roll(raw, "CA")
ok(raw == date(2026,12,25) and last == date(2026,12,28), f"EN-08 CA RFAs mailed {wd(d)}; day 35 {wd(raw)} (Christmas) -> {wd(last)}")
# wrong alternative without mail days
alt = roll(d + td(30), "CA")
ok(alt == date(2026,12,21), f"EN-08 (wrong alternative, no mail days) -> {wd(alt)}")
# K4 ES-01 California substituted service: complete 10th day after mailing (CCP 415.20), then 30 days (CCP 412.20)
mail = date(2026,11,6); comp = mail + td(10); last = roll(comp + td(30), "CA")
ok(comp == date(2026,11,16) and last == date(2026,12,16), f"ES-01 CA mailed {wd(mail)}; service complete {wd(comp)}; last day {wd(last)}")
ok(date(2026,11,5) + td(30) == date(2026,12,5), f"ES-01 person's wrong count: 30 days from Nov 5 = {wd(date(2026,12,5))}")
# K5 ES-02 Texas justice court: end of the 14th day after service (TRCP 502.5); certified mail = delivery date
d = date(2026,11,25); last = roll(d + td(14), "TX")
ok(last == date(2026,12,9), f"ES-02 TX JP delivered {wd(d)} -> answer by {wd(last)}")
ok(date(2026,11,19) + td(14) == date(2026,12,3), "ES-02 person's wrong count from letter date = Thursday, December 3, 2026")
# K6 ES-03 Puerto Rico: 30 days from publication of the edict; Rule 68.1 roll-over; Jan 6 Dia de Reyes
d = date(2026,12,7); raw = d + td(30); last = roll(raw, "PR")
ok(raw == date(2027,1,6) and last == date(2027,1,7), f"ES-03 PR published {wd(d)}; day 30 {wd(raw)} (Reyes) -> {wd(last)}")
# K7 ES-04 Texas JP: set aside/new trial 14 days (TRCP 503.3/505.3); appeal 21 days (TRCP 506.1)
j = date(2026,11,20); sa = roll(j + td(14), "TX"); ap = roll(j + td(21), "TX")
ok(sa == date(2026,12,4) and sa < REF, f"ES-04 judgment {wd(j)}; set-aside/new trial window ended {wd(sa)} (passed)")
ok(ap == date(2026,12,11), f"ES-04 appeal bond/Statement of Inability due {wd(ap)}")
# K8 ES-06 Florida: claim of exemption within 20 days after receiving notice (Fla. Stat. 77.041)
d = date(2026,11,18); last = roll(d + td(20), "FL")
ok(last == date(2026,12,8), f"ES-06 FL notice received {wd(d)} -> claim by {wd(last)} (tomorrow)")
# K9 ES-09 Illinois citation date printed; K10 ES-14 Virginia return date printed
ok(date(2026,12,15).weekday() == 1, "ES-09 IL citation Tuesday, December 15, 2026 is a Tuesday")
ok(date(2027,1,5).weekday() == 1, "ES-14 VA return date Tuesday, January 5, 2027 is a Tuesday")
# K11 ES-10 New York exemption claim: 20 days from notice dated Dec 1
d = date(2026,12,1); last = roll(d + td(20), "NY")
ok(last == date(2026,12,21), f"ES-10 NY notice {wd(d)} -> exemption claim by {wd(last)}")
# K12 ES-05 New Jersey R. 4:50-2: excusable neglect not more than one year after judgment
j = date(2026,8,13); outer = date(2027,8,13)
ok(outer.weekday() == 4, f"ES-05 NJ judgment {wd(j)}; one-year outer limit {wd(outer)}")
# K13 ES-13 Reg F validation period: receipt assumed 5 days (excl. Sat/Sun/federal holidays) after sending, +30
sent = date(2026,11,30); x = sent; n = 0
while n < 5:
    x += td(1)
    if x.weekday() < 5 and x not in FED: n += 1
end = x + td(30)
ok(x == date(2026,12,7) and end == date(2027,1,6), f"ES-13 letter {wd(sent)}; assumed receipt {wd(x)}; validation period ends {wd(end)}")
# K14 ES-17 FCRA 605(c): 7 years starting 180 days after delinquency began (March 2021)
a = date(2021,3,1) + td(180); b = date(2021,3,31) + td(180)
ok(a.replace(year=2028) == date(2028,8,28) and b.replace(year=2028) == date(2028,9,27), f"ES-17 removal window {a.replace(year=2028)} .. {b.replace(year=2028)} (about September 2028)")
# K15 EN-09 NY CPLR 214-i 3 years from last payment Feb 2022 -> Feb 2025, before today
ok(date(2025,2,28) < REF, "EN-09 NY 3-year period from Feb 2022 ended Feb 2025 (before reference date)")
# K16 Treasury 31 CFR 212 lookback (two months ending the day before account review)
def lookback(review):
    start = review - td(1)
    m = start.month - 2; y = start.year
    if m <= 0: m += 12; y -= 1
    return date(y, m, start.day), start
lo, hi = lookback(date(2026,12,2))
ok(all(lo <= d <= hi for d in [date(2026,10,2), date(2026,11,3)]), f"EN-06 lookback {lo}..{hi} covers Oct 2 and Nov 3 deposits")
lo, hi = lookback(date(2026,12,4))
ok(all(lo <= d <= hi for d in [date(2026,10,14), date(2026,11,10)]), f"ES-11 lookback {lo}..{hi} covers Oct 14 and Nov 10 deposits")

print("== Numbers keys ==")
from decimal import Decimal as D, ROUND_HALF_UP
q = lambda x: x.quantize(D("0.01"), rounding=ROUND_HALF_UP)
ok(D("225.70") - 30*D("7.25") == D("8.20") and q(D("0.25")*D("225.70")) == D("56.43") and D("56.43")-D("8.20") == D("48.23"), "EN-04 TN max $8.20/wk; 25% = $56.43; over-withheld $48.23")
ok(2*1310 == 2620 and 2950-2620 == 330, "EN-06 protected $2,620; held $330")
ok(7900-2700 == 5200 and 31000-27500 == 3500 and 5200-3500 == 1700 and round(0.2*7900) == 1580, "EN-10 forgiven $5,200; insolvent $3,500; taxable $1,700; 20% = $1,580")
ok(430+260 == 690 and 690 <= 750, "ES-06 FL $690/wk <= $750 head-of-family threshold")
ok(2400+600 == 3000 and 600 <= 4000, "ES-09 IL car $3,000 = $2,400 vehicle + $600 of $4,000 wildcard")
ok(2*1420 == 2840 and 3100-2840 == 260 and 260 <= 300, "ES-11 protected $2,840; held $260 <= PA $300 exemption")
ok(0.30*4800 == 1440 and 1440/3 == 480 and round(1900/4800*100, 1) == 39.6 and 4800-1440 == 3360, "ES-16 30% = $1,440 = 3 x $480; $1,900 = 39.6%; forgiven $3,360")

print("== Weekday + date strings ==")
MON = {m: i for i, m in enumerate(["january","february","march","april","may","june","july","august","september","october","november","december"], 1)}
MES = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"], 1)}
WD_EN = {"mon":0,"tue":1,"wed":2,"thu":3,"fri":4,"sat":5,"sun":6}
WD_ES = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
re_en = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b(?:,?\s+(\d{4}))?", re.I)
re_es = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo),?\s+(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?:\s+(?:de\s+)?(\d{4}))?", re.I)
def year_for(m, y): return int(y) if y else (2026 if m >= 6 else 2027)
texts = []
for line in open("questions.jsonl", encoding="utf-8"):
    o = json.loads(line)
    for k in ("question","must_say","should_say","must_not_say"):
        v = o[k]; v = v if isinstance(v, list) else [v]
        texts += [(o["id"], s) for s in v]
for fn in ("GRADING.md","README.md"):
    try: texts.append((fn, open(fn, encoding="utf-8").read()))
    except FileNotFoundError: pass
count = 0
for src, s in texts:
    for m in re_en.finditer(s):
        mon = [v for k, v in MON.items() if k.startswith(m.group(2).lower()[:3])][0]
        d = date(year_for(mon, m.group(4)), mon, int(m.group(3)))
        count += 1
        if d.weekday() != WD_EN[m.group(1).lower()[:3]]:
            ok(False, f"{src}: '{m.group(0)}' is really a {d.strftime('%A')}")
    for m in re_es.finditer(s):
        mon = MES[m.group(3).lower()]
        d = date(year_for(mon, m.group(4)), mon, int(m.group(2)))
        count += 1
        if d.weekday() != WD_ES[m.group(1).lower()]:
            ok(False, f"{src}: '{m.group(0)}' is really a {d.strftime('%A')}")
ok(count > 0, f"checked {count} weekday+date strings")
print("ALL OK" if not fails else f"{len(fails)} FAILURE(S)")
sys.exit(1 if fails else 0)
