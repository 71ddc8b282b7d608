#!/usr/bin/env python3
"""Recompute every date key of set AB from its rule and check every weekday+date string
in questions.jsonl, GRADING.md and README.md. Reference date: Wednesday 2026-12-02."""
import datetime as dt, json, re, sys, os
D=dt.date
HERE=os.path.dirname(os.path.abspath(__file__))
TODAY=D(2026,12,2)
# court holidays that matter in the window (all are state court holidays in the states used)
HOLIDAYS={D(2026,11,26):"Thanksgiving",D(2026,12,25):"Christmas Day",
          D(2027,1,1):"New Year's Day",D(2027,1,18):"Martin Luther King Jr. Day"}
def roll(d):
    while d.weekday()>=5 or d in HOLIDAYS: d+=dt.timedelta(days=1)
    return d
def count(start,days): return roll(start+dt.timedelta(days=days))
# (item, court state, rule, start, days, expected last day) ; days=None -> fixed date printed on papers
SCEN=[
("Q-EN-01","MN","answer 21 days after service (hospital room, in hand)",D(2026,11,20),21,D(2026,12,11)),
("Q-EN-02","WA","answer 20 days after substitute service on roommate",D(2026,11,13),20,D(2026,12,3)),
("Q-EN-03","OR","answer 30 days after service; day 30 = Christmas",D(2026,11,25),30,D(2026,12,28)),
("Q-EN-04","NE","answer 30 days after certified-mail service; day 30 = New Year's Day",D(2026,12,2),30,D(2027,1,4)),
("Q-EN-06","WA","answer 60 days after personal service outside WA; day 60 = MLK Day",D(2026,11,19),60,D(2027,1,19)),
("Q-EN-07","MS","answer 30 days after service (already passed)",D(2026,10,23),30,D(2026,11,23)),
("Q-EN-09","TN","General Sessions appeal 10 days after judgment",D(2026,11,23),10,D(2026,12,3)),
("Q-EN-10","TX","motion for new trial 30 days after default judgment signed",D(2026,11,9),30,D(2026,12,9)),
("Q-EN-26","NC","requests for admission 30 days + 3 for mail",D(2026,11,18),33,D(2026,12,21)),
("Q-EN-38","CT","appearance due 2nd day after printed return date Tue Dec 15 (served at work)",D(2026,12,15),2,D(2026,12,17)),
("Q-EN-36","HI","return date printed on papers",None,None,D(2026,12,14)),
("Q-EN-05","MI","small-claims hearing date printed; removal demand before it",None,None,D(2026,12,15)),
("Q-ES-01","NV","answer 21 days after in-hand service (not from summons date Oct 30)",D(2026,11,16),21,D(2026,12,7)),
("Q-ES-02","MO","associate-division court date printed on papers",None,None,D(2026,12,17)),
("Q-ES-03","IN","summary-judgment response 30 days + 3 for mail",D(2026,11,9),33,D(2026,12,14)),
("Q-ES-10","NY","exemption claim form 20 days from postmark",D(2026,11,24),20,D(2026,12,14)),
]
ok=True
def fail(m):
    global ok; ok=False; print("FAIL:",m)
for it,st,rule,start,days,exp in SCEN:
    got=exp if days is None else count(start,days)
    if days is not None:
        raw=start+dt.timedelta(days=days)
        note="" if raw==got else f" (day {days} = {raw:%a %b %d, %Y}{' '+HOLIDAYS[raw] if raw in HOLIDAYS else ''} -> rolled)"
    else: note=" (fixed date)"
    if got!=exp: fail(f"{it}: computed {got} expected {exp}")
    if exp.weekday()>=5 or exp in HOLIDAYS: fail(f"{it}: key falls on non-business day")
    print(f"{it} {st}: {rule}: last day {got:%A, %B %d, %Y}{note}")
# extra checks
assert D(2026,12,2).weekday()==2
assert D(2027,1,18)==[D(2027,1,d) for d in range(1,32) if D(2027,1,d).weekday()==0][2], "MLK = 3rd Monday"
assert D(2026,11,26)==[D(2026,11,d) for d in range(1,31) if D(2026,11,d).weekday()==3][3], "Thanksgiving = 4th Thursday"
# weekday+date strings in the text files
EN_M={m:i for i,m in enumerate(["january","february","march","april","may","june","july","august","september","october","november","december"],1)}
EN_M.update({"jan":1,"feb":2,"mar":3,"apr":4,"jun":6,"jul":7,"aug":8,"sep":9,"sept":9,"oct":10,"nov":11,"dec":12})
EN_W={"monday":0,"tuesday":1,"wednesday":2,"thursday":3,"friday":4,"saturday":5,"sunday":6,
      "mon":0,"tue":1,"tues":1,"wed":2,"thu":3,"thur":3,"thurs":3,"fri":4,"sat":5,"sun":6}
ES_M={"enero":1,"febrero":2,"marzo":3,"abril":4,"mayo":5,"junio":6,"julio":7,"agosto":8,"septiembre":9,"setiembre":9,"octubre":10,"noviembre":11,"diciembre":12}
ES_W={"lunes":0,"martes":1,"miércoles":2,"miercoles":2,"jueves":3,"viernes":4,"sábado":5,"sabado":5,"domingo":6}
def year_for(m,y): 
    if y: return int(y)
    return 2027 if m==1 else 2026
en_re=re.compile(r"\b("+"|".join(sorted(EN_W,key=len,reverse=True))+r")\.?,?\s+(?:the\s+)?("+"|".join(sorted(EN_M,key=len,reverse=True))+r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?",re.I)
en_re2=re.compile(r"\b("+"|".join(sorted(EN_W,key=len,reverse=True))+r")\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+\(?("+"|".join(sorted(EN_M,key=len,reverse=True))+r")",re.I)
es_re=re.compile(r"\b("+"|".join(ES_W)+r")\s+(\d{1,2})\s+de\s+("+"|".join(ES_M)+r")(?:\s+(?:de\s+)?(\d{4}))?",re.I)
n=0
for fn in ["questions.jsonl","GRADING.md","README.md"]:
    p=os.path.join(HERE,fn)
    if not os.path.exists(p): print("(skip, missing)",fn); continue
    txt=open(p,encoding="utf-8").read()
    for m in en_re.finditer(txt):
        w,mo,d,y=m.groups(); mo=EN_M[mo.lower()]; dd=D(year_for(mo,y),mo,int(d)); n+=1
        if dd.weekday()!=EN_W[w.lower()]: fail(f"{fn}: '{m.group(0)}' is a {dd:%A}")
    for m in en_re2.finditer(txt):
        w,d,mo=m.groups(); mo=EN_M[mo.lower()]; dd=D(year_for(mo,None),mo,int(d)); n+=1
        if dd.weekday()!=EN_W[w.lower()]: fail(f"{fn}: '{m.group(0)}' is a {dd:%A}")
    for m in es_re.finditer(txt):
        w,d,mo,y=m.groups(); mo=ES_M[mo.lower()]; dd=D(year_for(mo,y),mo,int(d)); n+=1
        if dd.weekday()!=ES_W[w.lower()]: fail(f"{fn}: '{m.group(0)}' is a {dd:%A}")
print(f"checked {n} weekday+date strings")
# every scenario's key date must appear in its item
items={json.loads(l)["id"]:json.loads(l) for l in open(os.path.join(HERE,"questions.jsonl"),encoding="utf-8")}
ESM=["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
ESW=["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
for it,st,rule,start,days,exp in SCEN:
    body=json.dumps(items[it],ensure_ascii=False)
    en=f"{exp:%B} {exp.day}, {exp.year}"; es=f"{exp.day} de {ESM[exp.month-1]} de {exp.year}"
    if en not in body and es not in body and f"{exp:%b} {exp.day}, {exp.year}" not in body:
        fail(f"{it}: key date {exp} not written in the item")
print("ALL OK" if ok else "ERRORS"); sys.exit(0 if ok else 1)
