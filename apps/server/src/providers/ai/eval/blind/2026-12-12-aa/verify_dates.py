#!/usr/bin/env python3
"""Recompute every deadline key from its rule, check every weekday+date string, and check the numbers keys.
Reference date: Wednesday, December 2, 2026. Standard library only."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 2)
assert TODAY.strftime('%A') == 'Wednesday'
# Court holidays relevant to these windows (all courts in the set close on these days).
HOLIDAYS = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day", D(2027, 1, 1): "New Year's Day"}

def closed(d): return d.weekday() >= 5 or d in HOLIDAYS
def roll(d):
    while closed(d): d += dt.timedelta(days=1)
    return d
def plus(start, n): return start + dt.timedelta(days=n)
def calendar_days(start, n): return roll(plus(start, n))
def texas_monday(start, n=20):
    """TRCP 99(b): 10:00 a.m. on the Monday next after the expiration of n days."""
    end = plus(start, n)
    m = end + dt.timedelta(days=1)
    while m.weekday() != 0: m += dt.timedelta(days=1)
    return roll(m)
def add_years(d, y): return D(d.year + y, d.month, d.day)

EN_DAYS = ['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']
ES_DAYS = ['lunes','martes','miércoles','jueves','viernes','sábado','domingo']
EN_MON = ['January','February','March','April','May','June','July','August','September','October','November','December']
ES_MON = ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre']
def en(d): return f"{EN_DAYS[d.weekday()]}, {EN_MON[d.month-1]} {d.day}, {d.year}"
def es(d): return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MON[d.month-1]} de {d.year}"

# (item, state, service/trigger, rule description, computed date, expected date, formatter, passed?)
S = [
 ('Q-EN-01','TX','in hand Thu 2026-11-12','county court at law: 10:00 a.m. Monday next after 20 days (TRCP 99(b))', texas_monday(D(2026,11,12)), D(2026,12,7), en),
 ('Q-EN-02','MI','certified mail delivered Fri 2026-11-27','28 days (mail / out of state, MCR 2.108), roll past Christmas', calendar_days(D(2026,11,27),28), D(2026,12,28), en),
 ('Q-EN-03','PA','given to 16-year-old Mon 2026-11-16','20 days (Notice to Defend), roll past Sunday', calendar_days(D(2026,11,16),20), D(2026,12,7), en),
 ('Q-EN-04','RI','return says in hand Thu 2026-11-05','20 days from return date (already passed)', calendar_days(D(2026,11,5),20), D(2026,11,25), en),
 ('Q-EN-04','RI','found in door Fri 2026-11-13','20 days from the date the person claims (NOT to be relied on)', calendar_days(D(2026,11,13),20), D(2026,12,3), en),
 ('Q-EN-05','AZ','in hand Tue 2026-10-20','20 days in-state service (already passed)', calendar_days(D(2026,10,20),20), D(2026,11,9), None),
 ('Q-EN-05','AZ','application for default filed Mon 2026-11-30','default effective 10 days after filing of application (Ariz. R. Civ. P. 55(a))', calendar_days(D(2026,11,30),10), D(2026,12,10), en),
 ('Q-EN-06','KS','posted + mailed','answer day printed on the summons', D(2026,12,14), D(2026,12,14), en),
 ('Q-EN-07','TX','judgment signed Fri 2026-11-13','justice court appeal: 21 days after judgment signed (TRCP 506.1)', calendar_days(D(2026,11,13),21), D(2026,12,4), en),
 ('Q-EN-08','MD','judgment entered Thu 2026-11-05','motion to revise/vacate within 30 days (Md. Rule 3-535(a)), roll past Saturday (Rule 1-203)', calendar_days(D(2026,11,5),30), D(2026,12,7), en),
 ('Q-ES-01','GA','left with spouse at home Wed 2026-12-02','magistrate court: 30 days, roll past New Year\'s Day and weekend', calendar_days(D(2026,12,2),30), D(2027,1,4), es),
 ('Q-ES-02','LA','domiciliary service on adult son Tue 2026-11-17','21 days after service (La. C.C.P. art. 1001)', calendar_days(D(2026,11,17),21), D(2026,12,8), es),
 ('Q-ES-03','NM','in hand at work Mon 2026-11-09','30 calendar days (NMRA 1-012)', calendar_days(D(2026,11,9),30), D(2026,12,9), es),
 ('Q-ES-04','CA','judgment entered 2016-12-10','10-year enforceability; renewal application must be filed before it runs', add_years(D(2016,12,10),10), D(2026,12,10), es),
 ('Q-ES-08','CA','notice of levy mailed Tue 2026-11-24','claim of exemption: 15 days + 5 days for mail within California', calendar_days(D(2026,11,24),15+5), D(2026,12,14), es),
 ('Q-ES-11','MI','writ served on defendant Tue 2026-11-24','objections within 14 days after service of the writ (MCR 3.101(K))', calendar_days(D(2026,11,24),14), D(2026,12,8), es),
]

errors = []
items = {}
with open(os.path.join(HERE, 'questions.jsonl'), encoding='utf-8') as f:
    for line in f:
        o = json.loads(line); items[o['id']] = o

print("Deadline scenarios")
for iid, st, trig, rule, got, exp, fmt in S:
    ok = got == exp
    status = 'PASSED (already past)' if got < TODAY else 'open'
    print(f"  {iid} {st:2} {trig:45} -> {got} {got.strftime('%a')} [{status}] {'OK' if ok else 'MISMATCH expected '+str(exp)}")
    if not ok: errors.append(f"{iid}: computed {got} expected {exp}")
    if fmt is not None:
        s = fmt(exp)
        text = ' '.join(items[iid]['must_say'])
        if s not in text:
            errors.append(f"{iid}: must_say does not contain the date string '{s}'")

# ---- weekday + date strings anywhere in the set ----
EN_RE = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
EN_SLASH = re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s+(\d{1,2})/(\d{1,2})\b", re.I)
ES_RE = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?:\s+de\s+(\d{4}))?", re.I)
def norm_es_day(s):
    return s.lower().replace('é','e').replace('á','a')
ES_DAY_N = {norm_es_day(x): i for i, x in enumerate(ES_DAYS)}
MON3 = {m[:3].lower(): i+1 for i, m in enumerate(EN_MON)}
ES_MON_N = {m: i+1 for i, m in enumerate(ES_MON)}; ES_MON_N['setiembre'] = 9
def infer_year(month):  # undated mentions: Oct-Dec -> 2026, Jan -> 2027
    return 2027 if month <= 2 else 2026

checked = 0
for fname in ['questions.jsonl', 'GRADING.md', 'README.md']:
    p = os.path.join(HERE, fname)
    if not os.path.exists(p): continue
    txt = open(p, encoding='utf-8').read()
    for m in EN_RE.finditer(txt):
        wd, mon, day, yr = m.groups(); mon_n = MON3[mon[:3].lower()]
        y = int(yr) if yr else infer_year(mon_n)
        d = D(y, mon_n, int(day)); checked += 1
        if EN_DAYS[d.weekday()].lower() != wd.lower():
            errors.append(f"{fname}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
    for m in EN_SLASH.finditer(txt):
        wd, mo, day = m.groups(); d = D(infer_year(int(mo)), int(mo), int(day)); checked += 1
        if EN_DAYS[d.weekday()].lower() != wd.lower():
            errors.append(f"{fname}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
    for m in ES_RE.finditer(txt):
        wd, day, mon, yr = m.groups(); mon_n = ES_MON_N[mon.lower()]
        y = int(yr) if yr else infer_year(mon_n)
        d = D(y, mon_n, int(day)); checked += 1
        if d.weekday() != ES_DAY_N[norm_es_day(wd)]:
            errors.append(f"{fname}: '{m.group(0)}' is a {ES_DAYS[d.weekday()]}")
print(f"Weekday+date strings checked: {checked}")

# ---- numbers keys ----
def approx(a, b): return abs(a - b) < 0.005
FMW = 7.25
N = [
 ('Q-EN-12 deficiency', 14000 + 1200 - 6500, 8700),
 ('Q-EN-16 AWG 15% of $2,000 biweekly', min(0.15*2000, max(0, 2000 - 2*30*FMW)), 300),
 ('Q-EN-17 creditor share with $480 support on $1,600', max(0, min(0.25*1600, 1600 - 2*30*FMW) - 480), 0),
 ('Q-EN-17 support share of disposable (%)', 480/1600*100, 30),
 ('Q-EN-18 weekly floor 30 x $7.25', 30*FMW, 217.50),
 ('Q-EN-18 garnishable from $110 weekly', max(0, min(0.25*110, 110 - 30*FMW)), 0),
 ('Q-EN-20 SS protected (2 deposits)', 1450*2, 2900),
 ('Q-EN-20 remainder', 3800 - 1450*2, 900),
 ('Q-EN-31 share of judgment (%)', round(3000/7200*100, 1), 41.7),
 ('Q-EN-31 reduction', 7200 - 3000, 4200),
 ('Q-ES-07 25% of $1,250', 0.25*1250, 312.50),
 ('Q-ES-07 biweekly floor', 2*30*FMW, 435),
 ('Q-ES-07 excess over floor', 1250 - 2*30*FMW, 815),
 ('Q-ES-07 max', min(0.25*1250, 1250 - 2*30*FMW), 312.50),
 ('Q-ES-10 SSI protected', 990*2, 1980),
 ('Q-ES-10 remainder', 2300 - 990*2, 320),
 ('Q-ES-16 forgiven', 9500 - 3500, 6000),
 ('Q-ES-16 insolvency', 31000 - 27000, 4000),
 ('Q-ES-16 excluded', min(6000, 31000 - 27000), 4000),
 ('Q-ES-16 taxable', 6000 - min(6000, 31000 - 27000), 2000),
]
print("Numbers")
for name, got, exp in N:
    ok = approx(got, exp); print(f"  {name}: {got} {'OK' if ok else 'MISMATCH expected '+str(exp)}")
    if not ok: errors.append(f"numbers {name}: {got} != {exp}")

if errors:
    print("\nFAIL"); [print("  -", e) for e in errors]; sys.exit(1)
print("\nALL DATE AND NUMBER CHECKS PASS")
