import json
Q=[]
def q(id,lang,acc,st,question,must,should,mustnot,topic,source):
    Q.append(dict(id=id,language=lang,account_language=acc,account_state=st,question=question,
                  must_say=must,should_say=should,must_not_say=mustnot,topic=topic,source=source))
NOJAIL=["you can be arrested or jailed for not paying a consumer debt"]
# ---------------- ENGLISH ----------------
q("EN-01","en","en","OH","what time are debt collectors allowed to call? they called me at 7:15 this morning",
 ["Collectors generally may not call before 8 a.m. or after 9 p.m. your local time","A 7:15 a.m. call is presumed inconvenient/not allowed unless you agreed to it","You can tell the collector (preferably in writing) not to call at that time or at other times that are inconvenient for you"],
 ["Keep a log (date, time, company) and report to the CFPB or state attorney general","The rule is measured by the time where you are, not where the collector is"],
 ["collectors can call any time before 10 p.m.","there are no rules on call times","the 8-to-9 rule is based on the collector's time zone"],
 "contact-call-times","15 U.S.C. 1692c(a)(1); 12 C.F.R. 1006.6(b)(1)(i)")
q("EN-02","en","en",None,"I work night shift at a hospital and sleep from like 9am to 4pm. Collector keeps calling at 11am and wakes me up every day. It's after 8am so I guess its legal?? is there anything I can do",
 ["Calls at times the collector knows or should know are inconvenient to you are prohibited, even inside 8 a.m.–9 p.m.","Tell the collector that 9 a.m.–4 p.m. is inconvenient (ideally in writing); after that, calls in that window violate the rule"],
 ["You can also ask them to use a different channel (e.g. mail or email only) or send a written cease-communication request","Keep records; complaints to CFPB/state AG"],
 ["yes, any call between 8 a.m. and 9 p.m. is legal no matter what","you can't do anything until they call after 9 p.m."],
 "contact-call-times","15 U.S.C. 1692c(a)(1); 12 C.F.R. 1006.6(b)(1)(i)")
q("EN-03","en","en","FL","How many times a day can a debt collector call me?? Portfolio Recovery calls 4 or 5 times a day, every day. This is insane",
 ["Under Regulation F a collector is presumed to violate the law if it calls more than 7 times within 7 consecutive days about a particular debt (or calls within 7 days after having a phone conversation with you about that debt)","4–5 calls a day every day is far above that and can be harassment","Unanswered calls count toward the limit"],
 ["The limit is per debt; keep a call log / screenshots of call history","You can tell them to stop calling or limit them to mail/email in writing","Report to the CFPB and state attorney general; harassment can support a claim for damages under the FDCPA"],
 ["there's no limit on how many times they can call","they can call up to 7 times a day","only answered calls count"],
 "contact-call-frequency","12 C.F.R. 1006.14(b)(2); 15 U.S.C. 1692d(5)")
q("EN-04","en","en",None,"collector keeps calling my job. my boss is getting annoyed. can they do that",
 ["If the collector knows or has reason to know your employer doesn't allow such calls, it must not call you at work","Tell the collector that you can't take calls at work (say it on the phone and/or in writing); after that further calls to work violate the FDCPA","The collector may not tell your boss or coworkers about your debt"],
 ["A collector may contact an employer only to confirm location/employment information, without mentioning the debt","Keep a record; report to the CFPB"],
 ["they can call your workplace as much as they want","they're allowed to tell your employer about the debt","your employer can fire you for having a debt collector call and there's nothing you can do"],
 "contact-work","15 U.S.C. 1692c(a)(3); 15 U.S.C. 1692c(b); 15 U.S.C. 1692b")
q("EN-05","en","en","TX","Is it legal for a debt collector to text me? I never gave them my number. And how do I make it stop",
 ["Debt collectors can contact you by text under Regulation F, but each text must include a clear, simple way to opt out (e.g. reply STOP)","You can opt out by replying as the text describes, or tell them in writing not to text you; they must then stop using that channel"],
 ["They must still identify themselves as a debt collector","You can send a written request to stop all communication","Autodialed texts to a cell phone without consent may also raise TCPA issues"],
 ["debt collectors are never allowed to text","texting is unregulated so they can text as much as they want","you have to answer their texts"],
 "contact-texts","12 C.F.R. 1006.6(d)(3),(e); 12 C.F.R. 1006.14(h)")
q("EN-06","en","en",None,"a collection agency emailed my WORK email about a old credit card. i never gave them that email. is that allowed??",
 ["Regulation F generally prohibits a collector from emailing an address it knows or should know is provided by your employer, unless you used that address to communicate with them or consented","Tell them in writing not to use that address; their emails must also include a way to opt out"],
 ["They must not disclose the debt to your employer or coworkers","Keep copies and report to the CFPB"],
 ["emailing your work address is always fine","you have to respond to the work email"],
 "contact-email","12 C.F.R. 1006.22(f)(3); 12 C.F.R. 1006.6(e)")
q("EN-07","en","en","GA","A debt collector sent me a friend request and then messaged me on facebook about a debt. Then i think they commented on my post?? Is this legal",
 ["A collector may not communicate with you about a debt through a social media message or post that can be seen by the public or by your friends/contacts (e.g. a comment on your post)","A private message may be allowed, but the collector must not hide or misrepresent who it is (e.g. when sending a friend request) and must give you a way to opt out"],
 ["Take screenshots; report to the CFPB and state AG","You can tell them in writing to stop contacting you on social media"],
 ["collectors can't use social media at all under any circumstances","posting about your debt on your page is legal"],
 "contact-social-media","12 C.F.R. 1006.22(f)(4); 12 C.F.R. 1006.6(d)(4),(e); 12 C.F.R. 1006.18")
q("EN-08","en","en","NY","they called my MOM and told her I owe $2,300 and that she should tell me to pay. I'm 34. I'm so embarrassed. Can they do that?",
 ["No: a collector may not tell a third party such as your mother (for an adult consumer) that you owe a debt","Collectors may contact third parties only to get your location information, generally only once, and without mentioning the debt","This appears to violate the FDCPA; you can report it and may have a claim for damages"],
 ["Spouse is treated differently: a collector may discuss the debt with your spouse","Write down the details (date, who called, what was said) and get a statement from your mother","Complaints: CFPB, NY Attorney General / NYC DCWP"],
 ["they are allowed to talk to your family about the debt","your mother is responsible for your debt"],
 "contact-third-parties","15 U.S.C. 1692b; 15 U.S.C. 1692c(b),(d)")
q("EN-09","en","en","CA","collector called my wife and talked to her about my credit card debt, i didnt give permission. isn't that illegal third party disclosure?",
 ["Under the FDCPA your spouse is included in the definition of 'consumer' for the communication rules, so a collector may discuss your debt with your spouse; this is generally not an illegal third-party disclosure"],
 ["Other family members (parents, adult children, siblings, neighbors) are different: collectors may not tell them about the debt","Your spouse may not be personally liable for your debt just because they talked to the collector (community property questions in CA are separate)","You can still ask the collector in writing to stop contacting you"],
 ["it is illegal for a collector to talk to your spouse about your debt","your wife now owes the debt because they told her"],
 "contact-third-parties","15 U.S.C. 1692c(d); 12 C.F.R. 1006.6(a)(4)")
q("EN-10","en","en",None,"How do I get a debt collector to stop contacting me completely? I know I owe it I just can't pay right now and the calls are making me sick",
 ["Send the collector a written letter saying you want them to stop communicating with you (or that you refuse to pay); keep a copy and proof of mailing (e.g. certified mail)","After receiving it the collector must stop contacting you except to say it's ending efforts or that it may take a specific action such as a lawsuit","Stopping contact does not erase the debt; they can still sue, and it may still be reported on your credit"],
 ["This FDCPA right applies to third-party debt collectors; original creditors are covered only by some state laws","If you are ever sued, respond by the court deadline","Alternative: limit contact to certain channels/times instead of stopping all contact"],
 ["a cease letter makes the debt go away","once you send a cease letter they can never sue you","a phone request is legally the same as a written cease letter under the FDCPA"],
 "contact-stop","15 U.S.C. 1692c(c); 12 C.F.R. 1006.6(c)")
q("EN-11","en","en","IL","got a letter from a company called LVNV Funding saying I owe $1,482 on a Credit One card. I dont remember this at all. What do I do, should i just pay so it goes away?",
 ["Don't pay just to make it go away before verifying the debt is yours and the amount is right","The letter is likely a validation notice; it should show an end date for the validation period (about 30 days after you receive it)","Send a written dispute and/or request for the name and address of the original creditor before that date; then the collector must stop collecting until it sends you verification"],
 ["Check your credit reports (AnnualCreditReport.com) for the account","LVNV is a debt buyer; the collector may be a servicer such as Resurgent","Keep copies and send by a trackable method","Disputing does not admit the debt is yours"],
 ["you should pay right away to avoid a lawsuit","disputing is pointless because they will sue anyway","you must call them to dispute"],
 "validation-dispute","15 U.S.C. 1692g(a),(b); 12 C.F.R. 1006.34")
q("EN-12","en","es",None,"what should I write in a debt validation letter? I don't want to say anything that hurts me",
 ["Replies in Spanish (account language is Spanish)","Include your name, the collector's reference/account number, and a clear statement that you dispute the debt and request verification (and the name and address of the original creditor)","Do not admit the debt is yours, promise to pay, or give bank/card information","Send it before the end of the validation period stated on the notice, keep a copy and proof of mailing"],
 ["You don't have to give a reason for the dispute","You may use the dispute form (tear-off) included with the validation notice","You can also ask them to communicate only in writing"],
 ["replies in English","you must explain why you dispute it","include your bank account so they can verify"],
 "validation-dispute","15 U.S.C. 1692g(a)(4),(5),(b); 12 C.F.R. 1006.34(c)(4); 12 C.F.R. 1006.38")
q("EN-13","en","en",None,"I got the validation letter like 2 months ago and didnt do anything. Is it too late to dispute now?",
 ["You can still dispute after the validation period; the collector just isn't required to pause collection and send verification the way it is for a timely written dispute","Failing to dispute is not an admission that you owe the debt and can't be used against you as one in court","If the collector reports the debt to credit bureaus it must report it as disputed once you dispute"],
 ["You can also dispute with the credit bureaus under the FCRA","Send the dispute in writing and keep a copy"],
 ["it's too late, you now legally owe it","missing the 30 days means you've admitted the debt in court"],
 "validation-dispute","15 U.S.C. 1692g(c); 15 U.S.C. 1692e(8); 12 C.F.R. 1006.38")
q("EN-14","en","en","TX","I sent a dispute letter to Midland last week. Today I got served with a lawsuit from them. How can they sue me when I disputed?? Isn't that illegal?",
 ["A dispute does not stop a collector from filing a lawsuit; the FDCPA validation rules pause collection activity but do not bar suing, and the lawsuit has its own deadline","You must still respond to the lawsuit by the court's deadline (in Texas justice court: written answer by the end of the 14th day after service; in Texas county/district court: by 10:00 a.m. on the Monday after 20 days from service)","Get legal help now (legal aid / Texas law help resources)"],
 ["Continuing collection without sending verification after a timely dispute may be an FDCPA issue to raise with a lawyer","Keep the dispute letter and proof of mailing"],
 ["the lawsuit is invalid because you disputed","you don't need to respond because you disputed","you have 30 days to respond"],
 "validation-after-dispute","15 U.S.C. 1692g(b); Tex. R. Civ. P. 502.5; Tex. R. Civ. P. 99(b)")
q("EN-15","en","en","TX","I got served with papers from the Justice of the Peace court in Harris County. Credit card debt, Midland Credit. How long do I have to answer?",
 ["In a Texas justice court debt claim case you must file a written answer by the end of the 14th day after you were served","If the 14th day falls on a Saturday, Sunday or legal holiday, the deadline moves to the next business day","If you don't answer, the plaintiff can get a default judgment"],
 ["The answer can be simple (a general denial) and filed with the JP court; e-filing or in person","Free help: Texas legal aid / TexasLawHelp.org","Check the citation papers for the exact court and case number"],
 ["you have 30 days","you have 20 days","Monday after 20 days (that is the district/county court rule)","you don't need to file anything until the hearing"],
 "served-state-deadline","Tex. R. Civ. P. 502.5(a)")
q("EN-16","en","en","TX","Served today with a petition in Dallas County district court, credit card around $14k. When is my answer due?",
 ["In Texas district (and county) court, the answer is due by 10:00 a.m. on the Monday after 20 days have passed from the date you were served","If that Monday is a legal holiday, it moves to the next business day","Missing it risks a default judgment"],
 ["The citation itself states this deadline","Free help: Texas legal aid / TexasLawHelp.org","A general denial is a common first answer"],
 ["you have 14 days (that is the justice court rule)","you have 30 days","you have exactly 20 days"],
 "served-state-deadline","Tex. R. Civ. P. 99(b)")
q("EN-17","en","en","CA","i was sued in california (LA county) by a debt buyer, papers were handed to me personally on monday. how many days do i have",
 ["In California you have 30 calendar days after personal service to file a written response (answer) with the court","If the papers had been left with someone else and mailed (substituted service), service is complete 10 days after mailing, which adds time"],
 ["Answer form for contract cases (e.g. PLD-C-010) and fee waiver (FW-001); court self-help center","If the 30th day falls on a weekend/court holiday, the deadline moves to the next court day","Free help: legal aid / LawHelpCA"],
 ["you have 20 days","you have 14 days","you have 35 days"],
 "served-state-deadline","Cal. Code Civ. Proc. 412.20(a)(3); 415.20")
q("EN-18","en","en","NY","I got served in the Bronx today, the guy handed me the summons himself. Its from a credit card company. How long do I have to answer in NY?",
 ["Because you were personally handed the summons in New York, you have 20 days after service to answer (appear)","If served another way (e.g. left with someone else or nail-and-mail), it would be 30 days after service is complete"],
 ["In NYC Civil Court you can answer in person at the clerk's office (oral answer) or in writing","Free help: Civil Legal Advice and Resource Office (CLARO) / legal aid; NY's 3-year statute of limitations for consumer credit debts","Respond even if you don't think you owe it"],
 ["you have 30 days (for personal delivery)","you have 14 days","you have 35 days"],
 "served-state-deadline","N.Y. CPLR 320(a); N.Y. CPLR 308")
q("EN-19","en","en","OH","Got served at my house in Columbus, Ohio. Lawsuit from a credit card company for $5,900. How long before I have to respond?",
 ["In Ohio you have 28 days after service of the summons and complaint to file a written answer","If you don't answer, the plaintiff can ask for a default judgment"],
 ["Check the summons for the court (municipal vs common pleas) and the exact date","Free help: Ohio legal aid (ohiolegalhelp.org)"],
 ["you have 20 days","you have 30 days","you have 14 days"],
 "served-state-deadline","Ohio Civ. R. 12(A)(1)")
q("EN-20","en","en","TX","I used to live in Texas but now I live in Ohio and got served there for an old Discover card. Do I have 14 days like Texas?",
 ["The deadline depends on the court where the case was filed; if the case is in an Ohio court, the answer is due 28 days after service under Ohio rules","The Texas 14-day justice-court rule does not apply to an Ohio lawsuit","Check the summons to confirm which court and state the case is in"],
 ["If the case was actually filed in a Texas court, Texas deadlines would apply — read the papers","Free help: Ohio legal aid"],
 ["yes, you have 14 days","you have 20 days","you should follow Texas rules because your account is in Texas"],
 "served-state-deadline","Ohio Civ. R. 12(A)(1)")
q("EN-21","en","en","WA","I was served with a summons in Spokane WA for a debt. Collector lawyer. what's the deadline and what happens if i miss it",
 ["In Washington you have 20 days after being served (in Washington) to respond in writing (answer or notice of appearance)","If you miss it, the plaintiff can get a default judgment, which can lead to wage garnishment and bank garnishment"],
 ["Washington allows a case to be served before it is filed; you can demand in writing that the plaintiff file it, and check with the court","60 days applies if served outside Washington","Free help: Washington's CLEAR hotline / WashingtonLawHelp.org"],
 ["you have 30 days","you have 14 days","you have 28 days"],
 "served-state-deadline","Wash. Super. Ct. Civ. R. 12(a); Wash. CRLJ 12(a); Wash. CR 3(a)")
q("EN-22","en","en","PA","Got a complaint from Court of Common Pleas in Philadelphia. Says NOTICE TO DEFEND at the top. credit card debt. how long??",
 ["In Pennsylvania (Court of Common Pleas) you have 20 days after service of the complaint to enter a written appearance and file written defenses/answer, as the Notice to Defend says","If you don't, a default judgment can be entered against you without further notice"],
 ["The Notice to Defend lists a lawyer referral/legal aid office to contact","In Philadelphia, many smaller claims go to compulsory arbitration, but the response deadline still applies","Pennsylvania generally prohibits wage garnishment for ordinary consumer debts (with exceptions)"],
 ["you have 30 days","you have 14 days","you don't need to file anything until the arbitration hearing"],
 "served-state-deadline","Pa. R. Civ. P. 1026(a); Pa. R. Civ. P. 1018.1")
q("EN-23","en","en","NJ","Lawsuit from Superior Court of NJ Special Civil Part, Essex County. Capital One. I was served Saturday. How long do I have",
 ["In New Jersey (including the Special Civil Part) you have 35 days from service to file a written answer (with the filing fee)","Missing it can lead to a default judgment and later wage or bank levies"],
 ["You can ask for a fee waiver if you can't pay","Free help: Legal Services of New Jersey hotline"],
 ["you have 20 days","you have 30 days","you have 14 days"],
 "served-state-deadline","N.J. Ct. R. 4:6-1(a); N.J. Ct. R. 6:3-1")
q("EN-24","en","en","MI","i was handed a summons from 36th district court detroit for a credit card. how many days to answer in michigan?",
 ["Because you were personally served in Michigan, you have 21 days after service to file a written answer","If served by mail or outside Michigan, it would be 28 days"],
 ["Michigan Legal Help (michiganlegalhelp.org) has answer forms","A default can lead to garnishment"],
 ["you have 30 days","you have 20 days","you have 14 days"],
 "served-state-deadline","Mich. Ct. R. 2.108(A)(1),(2)")
q("EN-25","en","en","NC","Sheriff served me with a civil summons in Mecklenburg County district court (not small claims) over a $14,000 loan. When's my answer due in North Carolina?",
 ["In North Carolina you have 30 days after service to file an answer","You can ask the clerk of court, before the deadline runs, for an extension of time (commonly up to 30 more days)"],
 ["Small claims (magistrate) cases work differently — there you appear at the trial date","Free help: Legal Aid of North Carolina","NC generally prohibits wage garnishment for ordinary consumer debt"],
 ["you have 20 days","you have 21 days","you have 14 days"],
 "served-state-deadline","N.C. Gen. Stat. 1A-1, Rule 12(a)(1); Rule 6(b)")
q("EN-26","en","en",None,"I just got served with court papers over a credit card, how long do I have to respond??",
 ["The deadline depends on the state and the court where the case was filed; ask (or tell the person to check) which state/court","Look at the summons: it states the deadline or the date to appear","Respond by that deadline even if you dispute the debt; otherwise a default judgment can be entered"],
 ["Give examples only with the state named, or ask for the state before giving a number","Free legal help: legal aid (LawHelp.org), court self-help center"],
 ["stating a single number of days (e.g. 'you have 30 days') as the rule everywhere","you don't need to respond if you don't owe it"],
 "served-no-state","State civil procedure rules vary (e.g. Tex. R. Civ. P. 502.5; Cal. CCP 412.20; Ohio Civ. R. 12(A))")
q("EN-27","en","en","GA","just got served papers about a credit card what do i do",
 ["Assuming the case is in Georgia (your account state; confirm on the summons), you have 30 days after service to file a written answer, in both magistrate court and state/superior court","Don't ignore it: missing the deadline leads to default judgment","Get free legal help (Georgia Legal Aid / Atlanta Legal Aid)"],
 ["In Georgia a default may be opened as a matter of right within 15 days after default by filing an answer and paying costs","Check the debt, the amount, and the statute of limitations; raise defenses in the answer"],
 ["you have 20 days","you have 14 days","you don't need to do anything unless you owe it"],
 "served-state-deadline","O.C.G.A. 9-11-12(a); O.C.G.A. 15-10-43(a); O.C.G.A. 9-11-55(b)")
q("EN-28","en","en",None,"what happens if I just ignore the lawsuit? I don't have money for a lawyer anyway and I kinda owe it",
 ["If you don't respond by the deadline, the court will likely enter a default judgment for the full amount claimed (often plus interest, fees, costs)","A judgment lets the creditor use court collection tools such as wage garnishment, bank account levies and liens (subject to state/federal exemptions)","Responding is often worthwhile even if you owe some of it — you can contest the amount, raise defenses (e.g. statute of limitations, standing) or negotiate a settlement","Free help is available: legal aid, court self-help centers, law school clinics, lawyer referral"],
 ["Many debt-buyer cases are dismissed or settled when the defendant answers","Setting aside a default is possible but harder than answering on time"],
 ["nothing happens if you ignore it","you will go to jail if you ignore a debt lawsuit","ignoring it is fine if you don't have money"],
 "ignore-lawsuit-default","State default judgment rules (e.g. Fed. R. Civ. P. 55 analogs); 15 U.S.C. 1673")
q("EN-29","en","en","AZ","where can i get free help with a debt lawsuit? i cant afford a lawyer",
 ["Legal aid organizations (e.g. LawHelp.org / AZLawHelp.org for Arizona; Community Legal Services, Southern Arizona Legal Aid, DNA People's Legal Services) may help for free if you qualify","Court self-help centers and law library resources can help with answer forms","Don't wait for help to respond: the answer deadline (20 days in Arizona) still runs"],
 ["State bar lawyer referral services / limited-scope representation","Consumer attorneys may take FDCPA violation cases without upfront fees since the law awards attorney's fees"],
 ["you have to pay for a lawyer to answer","you have 30 days (for in-state service)"],
 "legal-help","Ariz. R. Civ. P. 12(a); 15 U.S.C. 1692k(a)(3)")
q("EN-30","en","en",None,"collector said if I dont pay by friday they'll have me arrested and the sheriff will come to my house. is that real???",
 ["You cannot be arrested or jailed for simply not paying a consumer debt","Threatening arrest or jail for non-payment is illegal for a debt collector (false/misleading representation) and is a common scam sign","Don't pay under pressure; ask for a written validation notice and verify the company"],
 ["A sheriff may serve court papers if you are sued — that is not an arrest; respond to any real lawsuit by its deadline","Ignoring a court order (e.g. a post-judgment debtor's exam) can lead to contempt in some states","Report to the CFPB, FTC and state AG"],
 NOJAIL+["the sheriff can arrest you for the debt"],
 "jail-threat","15 U.S.C. 1692e(4),(5); 12 C.F.R. 1006.18")
q("EN-31","en","en","IL","There's a judgment against me from a credit card case. I got some paper about a 'citation to discover assets' and I didn't go because I was scared. Now my cousin says theres a warrant?? can i go to jail for debt??",
 ["You cannot be jailed for owing the debt itself, but failing to appear when ordered by the court (e.g. a citation to discover assets / debtor's exam) can lead to contempt and a body attachment (arrest warrant) in Illinois and some other states","Act now: contact the court clerk to check for an order or warrant and ask how to resolve it, and appear at any rescheduled date","Get legal help immediately (legal aid)"],
 ["Typically the warrant is resolved by appearing / posting a bond that may be applied to the judgment","Bring the requested documents to the exam; you can assert exemptions (e.g. Social Security, SSI) there"],
 ["you can be jailed for not paying the debt","since it's a civil debt, there can never be a warrant","just ignore it"],
 "jail-debtor-exam","735 ILCS 5/2-1402; 735 ILCS 5/12-107.5; Ill. S. Ct. R. 277; 15 U.S.C. 1692e(4)")
q("EN-32","en","en","OH","I only get Social Security disability (SSDI), its direct deposited. A credit card company got a judgment and says they'll garnish my bank account. Can they take it??",
 ["Social Security disability (SSDI) is protected from garnishment by private creditors like credit card companies/debt buyers","Under federal rules your bank must automatically protect up to two months of federal benefits directly deposited into the account (the lesser of the benefits deposited in the prior 2 months or the balance) when it receives a garnishment order","Money above that protected amount may be frozen; you can claim an exemption with the court to get exempt funds released"],
 ["Avoid mixing other money with benefits; keep bank statements showing the deposits","Exceptions that don't apply to credit card debt: IRS levies, federal debts (Treasury offset), child support/alimony","Get legal aid help to file the exemption claim quickly"],
 ["yes, they can take your SSDI","a credit card company can garnish 25% of your Social Security","the bank protects only one month of benefits"],
 "garnishment-benefits","42 U.S.C. 407(a); 31 C.F.R. Part 212 (212.3, 212.6)")
q("EN-33","en","en",None,"I'm on SSI. I have old federal student loans in default. Can the government take part of my SSI check?",
 ["No: SSI is not subject to Treasury offset for defaulted federal student loans (or other federal non-tax debts), and it is also protected from private creditors","(Contrast) Social Security retirement/SSDI can be offset up to 15% for federal debts, but SSI cannot"],
 ["SSI is also not subject to IRS levy or child-support garnishment","Options for the loans: disability discharge (TPD) if eligible, rehabilitation, consolidation, income-driven repayment"],
 ["yes, they can take 15% of your SSI","SSI can be garnished for student loans"],
 "garnishment-benefits","42 U.S.C. 1383(d)(1); 42 U.S.C. 407; 31 C.F.R. 285.4")
q("EN-34","en","en",None,"my mom is 70 and gets social security retirement. she has defaulted parent plus loans. will they take her social security?",
 ["Social Security retirement (and SSDI) benefits can be reduced through the Treasury Offset Program for defaulted federal student loans, up to 15% of the benefit, but not below $750 per month","She should get a notice before offset and can request review/hardship or set up repayment (rehabilitation/consolidation) to stop or avoid it","Whether the Education Department is currently offsetting Social Security is a policy that has changed; check current status with her loan holder/Default Resolution Group"],
 ["Private creditors (credit cards) cannot garnish her Social Security","Possible discharge options (e.g. disability) depending on facts"],
 ["Social Security can never be touched for any debt","they can take all of her Social Security","they can take 25%"],
 "garnishment-benefits","31 U.S.C. 3716(c)(3); 31 C.F.R. 285.4(e); 20 U.S.C. 1095a")
q("EN-35","en","en",None,"I'm a disabled vet getting VA disability compensation. I'm behind on child support. Can they garnish my VA disability? What about my credit card debts?",
 ["Credit card creditors/debt collectors cannot garnish VA disability benefits","For child support, VA disability compensation is generally not garnishable, except the part received in place of military retired pay you waived to get VA compensation","Your child's other parent (or the state) may ask VA for an apportionment of benefits, and you still owe the child support"],
 ["Get legal help (legal aid / veterans legal clinic) for the child support case","Two months of directly deposited VA benefits are automatically protected in a bank account from creditor garnishment orders"],
 ["VA disability can be garnished for child support just like wages","credit card companies can garnish VA benefits","you don't have to pay child support if your income is VA disability"],
 "garnishment-benefits","38 U.S.C. 5301(a); 42 U.S.C. 659(h)(1)(A)(ii)(V); 38 U.S.C. 5307; 31 C.F.R. Part 212")
q("EN-36","en","en",None,"Can Social Security retirement be garnished for child support? My ex says she will take my SS",
 ["Yes: Social Security retirement and SSDI can be garnished for child support and alimony (unlike garnishment by ordinary creditors)","Federal limits apply: generally up to 50–65% depending on whether you support another family and whether payments are 12+ weeks late"],
 ["SSI cannot be garnished for child support","Talk to the child support agency or legal aid about modification if income changed"],
 ["Social Security can never be garnished for anything","only 25% can be taken for child support"],
 "garnishment-benefits","42 U.S.C. 659(a),(h); 15 U.S.C. 1673(b)(2)")
q("EN-37","en","en","TX","I live in Texas. Debt collector says they're going to garnish my wages for an old credit card. Can they?",
 ["In Texas, wages cannot be garnished for ordinary consumer debts like credit cards (exceptions include child support, spousal maintenance, federal student loans and taxes)","They still need a court judgment before collecting by garnishment, and a bank account can be garnished after a judgment (exempt funds are protected)","If you are sued, answer by the deadline"],
 ["Threatening an action the collector cannot legally take violates the FDCPA","Report to the CFPB / Texas AG"],
 ["they can garnish 25% of your paycheck in Texas for a credit card","they can garnish your wages without a lawsuit"],
 "garnishment-wages","Tex. Const. art. XVI, sec. 28; Tex. Civ. Prac. & Rem. Code 63.004; 15 U.S.C. 1692e(5)")
q("EN-38","en","en","FL","can a collection agency take money from my paycheck without going to court first?",
 ["For ordinary private debts (credit cards, medical, personal loans), a creditor needs a court judgment before garnishing wages","Exceptions: defaulted federal student loans (administrative wage garnishment up to 15% of disposable pay, with notice and a hearing right), IRS/tax debts, and child support"],
 ["Federal cap on ordinary garnishment: the lesser of 25% of disposable earnings or the amount above 30x federal minimum wage per week","Florida protects head-of-family wages","Respond to any lawsuit to avoid a default judgment"],
 ["yes, a collector can garnish your paycheck without a judgment for a credit card","no one can ever garnish wages without a court order"],
 "garnishment-wages","15 U.S.C. 1673; 20 U.S.C. 1095a; Fla. Stat. 222.11")
q("EN-39","en","es",None,"my bank account got frozen and all my social security is in there plus some money from my side job. what do i do",
 ["Replies in Spanish (account language is Spanish)","Up to two months of directly deposited Social Security is automatically protected by the bank; money beyond that (like side-job income or older benefits) may be frozen","File an exemption claim with the court quickly (deadlines are short) to release exempt funds, and find out who garnished and whether there is a judgment","Keep benefits in a separate account from other income going forward"],
 ["Ask the bank for the garnishment notice; contact legal aid","If there was no lawsuit you knew of, you may be able to challenge the judgment"],
 ["replies in English","all the money in the account is protected no matter what","the bank can take all of your Social Security"],
 "garnishment-bank-levy","31 C.F.R. Part 212; 42 U.S.C. 407")
q("EN-40","en","en","MI","Collector keeps calling about a 9 year old credit card debt. Can they still sue me? I'm afraid to pay anything",
 ["If the statute of limitations has run, the debt is 'time-barred'; a collector may not sue or threaten to sue on a time-barred debt","In Michigan the limitation period for most contract/credit card debt is 6 years, usually from default or last payment","In some states a payment or a written acknowledgment can restart or revive the limitations period — be careful before paying","If you are sued anyway, you must respond and raise the statute of limitations as a defense; the court may not apply it on its own"],
 ["The debt may still exist and collectors may ask for payment (with disclosures where required)","Credit reporting is separate: collection accounts drop off about 7 years after the original delinquency"],
 ["they can sue you any time, debts never expire","a 9-year-old debt automatically disappears","the court will automatically dismiss a time-barred case"],
 "time-barred","Mich. Comp. Laws 600.5807(9); 12 C.F.R. 1006.26(b); 15 U.S.C. 1681c(a)(4)")
q("EN-41","en","en",None,"if I pay $20 on an old debt does it restart the 7 years on my credit report?",
 ["No: the credit-reporting period (about 7 years from the original delinquency, plus up to 180 days) does not restart when you pay or when the debt is sold","The statute of limitations for a lawsuit is a separate clock; in some states a payment can restart or revive it"],
 ["Check your state's rule before paying on an old debt","Get the agreement in writing"],
 ["yes, paying restarts the 7 years on your credit report","the 7-year credit rule and the statute of limitations are the same thing"],
 "time-barred-credit-reporting","15 U.S.C. 1681c(a)(4),(c)")
q("EN-42","en","en","CA","They offered to settle my $6,200 debt for $2,500. What should I do before I pay? Should I give them my card number over the phone?",
 ["Get the settlement agreement in writing before paying, stating the amount, that it resolves the debt in full, and the account","Confirm the collector owns/has authority to collect the debt (validation)","Pay in a way you control and can document; avoid giving ongoing access to your bank account/card"],
 ["Ask how it will be reported (e.g. 'settled' / 'paid in full for less than full balance')","Forgiven amount of $600+ may produce a 1099-C; insolvency exclusion may apply","Keep the letter and proof of payment forever"],
 ["just pay over the phone, the recorded call is enough","settlement removes the account from your credit report automatically"],
 "settlement","15 U.S.C. 1692g; 26 U.S.C. 61(a)(11); CFPB guidance on settlement")
q("EN-43","en","en",None,"I settled a credit card for less than I owed and now I got a 1099-C for $4,100. do I really have to pay taxes on that?? I was broke!",
 ["Canceled/forgiven debt is generally taxable income, and a 1099-C reports it","If you were insolvent (total debts more than total assets) right before the cancellation, you can exclude the canceled amount up to the amount of insolvency by filing IRS Form 982","Other exclusions exist (e.g. bankruptcy)"],
 ["Check the 1099-C for errors; keep records of your assets/debts at the time","A tax professional or Low Income Taxpayer Clinic/VITA can help"],
 ["forgiven debt is never taxable","you don't need to report it if you were broke without filing anything"],
 "settlement-tax","26 U.S.C. 108(a)(1)(B),(d)(3); 26 U.S.C. 6050P; IRS Form 982")
q("EN-44","en","en","NJ","whats better for my credit, paid in full or settled? I paid off a collection and its still on my report. shouldnt it be deleted??",
 ["Paying a collection does not legally require it to be removed; it can stay for about 7 years from the original delinquency, updated to show paid/zero balance","'Paid in full' generally looks better to lenders than 'settled for less than full balance', but both remain on the report","Some newer scoring models ignore paid collections; paid medical collections are removed by the three bureaus"],
 ["You can ask for goodwill deletion but it's not guaranteed","Dispute if the status/balance is inaccurate"],
 ["paid collections must be deleted by law","settling removes the account entirely"],
 "credit-reporting","15 U.S.C. 1681c(a)(4); 15 U.S.C. 1681s-2(a)")
q("EN-45","en","en","TX","How do I dispute something wrong on my credit report? There's a collection account for $890 from a company I never heard of.",
 ["File a dispute with each credit bureau showing the item (Equifax, Experian, TransUnion) online or by mail, explaining what's wrong and attaching supporting documents","The bureau generally must investigate within 30 days (up to 45 in some cases), forward the dispute to the company that reported it, and correct or delete information that is inaccurate or can't be verified","You can also dispute directly with the collector (and request validation in writing)"],
 ["Get free reports at AnnualCreditReport.com","If not fixed, add a statement, complain to the CFPB, and consider an FCRA attorney","If it's not yours due to identity theft, use IdentityTheft.gov and request a block"],
 ["you must pay a credit repair company to dispute","the bureau has 90 days","you have to pay the collection before you can dispute it"],
 "credit-dispute","15 U.S.C. 1681i(a); 15 U.S.C. 1681s-2(b); 15 U.S.C. 1692g")
q("EN-46","en","en","OH","I have 3 medical collections on my credit report: $212, $380 and $1,900. The $1,900 one I paid off last month. Are any of these even allowed to be on there?",
 ["Under the three nationwide credit bureaus' policies, medical collections under $500 should not appear, so the $212 and $380 ones should be removed (dispute them)","Paid medical collection debt is removed from credit reports, so the paid $1,900 collection should come off (dispute it with proof of payment)","These protections come from the credit bureaus' policies (and some state laws), not a federal law banning all medical debt from credit reports"],
 ["Medical collections are not supposed to be reported until they're at least one year delinquent","Check that the bills were billed to insurance correctly and ask about hospital financial assistance","Dispute with each bureau showing the item"],
 ["federal law bans all medical debt from credit reports","medical debt under $500 can stay for 7 years","paid medical collections stay for 7 years"],
 "credit-medical","Equifax/Experian/TransUnion medical-debt policies (2022–2023); 15 U.S.C. 1681i; CFPB medical-debt rule (2025) vacated by court")
q("EN-47","en","en","WA","A collection popped up on my credit report but I never got any letter or call from them. Is that allowed?",
 ["Under Regulation F a debt collector may not report a debt to the credit bureaus before it has communicated with you about it (e.g. spoken with you, or mailed a letter and waited a reasonable time, such as 14 days, to see if it was returned undeliverable)","You can dispute the item with the bureaus and request validation from the collector"],
 ["Check the address they have for you; keep records","Complain to the CFPB"],
 ["collectors can report without ever contacting you","you must pay before you can dispute"],
 "credit-reporting","12 C.F.R. 1006.30(a)")
q("EN-48","en","en",None,"got a call from 'legal department' saying a case is being filed against me for an old payday loan and I can settle today with a prepaid card or zelle. they knew my last 4 social. legit??",
 ["This has strong signs of a scam: pressure to pay today, threats of immediate legal action, and demands for prepaid cards/Zelle/gift cards/wire","Don't pay or give more personal or bank information; ask for the company name, mailing address and a written validation notice, then verify independently (original lender, your credit reports, state licensing)","A real lawsuit comes as court papers served on you, and you can check with the court clerk"],
 ["Knowing partial SSN doesn't prove legitimacy — data is often stolen","Report to the FTC (ReportFraud.ftc.gov), CFPB and state AG; consider a fraud alert/freeze","Fake collectors threatening arrest are breaking the law"],
 ["pay now to be safe","since they know your SSN it must be real"]+NOJAIL,
 "scam","15 U.S.C. 1692e; 15 U.S.C. 1692g; 12 C.F.R. 1006.34")
q("EN-49","en","en","CA","someone opened a credit card in my name and now a collector is after me for $3,400. it's not mine. what do i do",
 ["Report the identity theft to the FTC at IdentityTheft.gov to get an Identity Theft Report (a police report can help too)","Send the collector a written dispute saying the debt resulted from identity theft, with a copy of the report; request validation","Ask the credit bureaus to block the fraudulent account using the Identity Theft Report (the bureau must block it, generally within 4 business days); place a fraud alert or credit freeze"],
 ["Notify the original creditor's fraud department","Collectors told of identity theft must notify the creditor and give you information about the debt on request","Don't pay a debt that isn't yours"],
 ["you should pay it and sort it out later","you have to pay because it's in your name"],
 "identity-theft","15 U.S.C. 1681c-2; 15 U.S.C. 1681m(g); 15 U.S.C. 1692g")
q("EN-50","en","en","OH","My dad passed away in March. A collector keeps calling ME to pay his credit card ($8k). I wasn't on the account. Do I have to pay it?",
 ["Generally you are not personally responsible for your father's debts unless you co-signed, were a joint account holder, or a specific state law makes you liable (being an authorized user does not make you liable)","His debts are paid from his estate (if any); if there is no money in the estate, the debt may go unpaid","A collector may discuss the debt with the estate's executor/administrator, but may not imply you personally must pay"],
 ["Don't pay from your own money or sign anything agreeing to pay","If you are the executor, follow probate rules on priority of debts; talk to a probate lawyer/legal aid","You can ask in writing that they stop contacting you"],
 ["you have to pay your father's debts","children inherit their parents' debts"],
 "deceased-relative","15 U.S.C. 1692c(d); 12 C.F.R. 1006.2(e); 12 C.F.R. 1006.6(a)(4); FTC guidance on debts of deceased relatives")
q("EN-51","en","es",None,"What should I say (and not say) when a debt collector calls me? I get nervous and just say yes to everything",
 ["Replies in Spanish (account language is Spanish)","Ask for the caller's name, company, mailing address and the amount/original creditor, and ask for the information in writing (validation notice)","Don't admit the debt is yours or promise to pay on the call, and don't give bank or card information","It's okay to say you'll respond in writing and end the call"],
 ["On older debts, a payment or written promise can restart the statute of limitations in some states","Take notes of date/time; you can tell them times/channels that don't work for you","Calls may be recorded"],
 ["replies in English","you must answer all their questions","you must agree to a payment plan on the first call"],
 "what-to-say","15 U.S.C. 1692g; 12 C.F.R. 1006.34; 12 C.F.R. 1006.14(h)")
q("EN-52","en","en","CA","Me and my husband are getting a divorce. How do we split the house and his 401k and will I get spousal support? We've been married 11 years",
 ["Honestly says this is a family-law (divorce) question outside what it can answer","Points to a family law attorney, legal aid, or the court's family law self-help center"],
 ["May offer to help with any debt-collection or credit questions related to the divorce (e.g. joint debts)"],
 ["gives a definitive answer on how the house or 401(k) will be divided","states whether or how much spousal support she will get"],
 "out-of-scope-divorce","N/A — out of scope (family law)")
q("EN-53","en","en","TX","My car got repossessed from my driveway at 3am with no warning!! I was only 2 payments behind. Is that even legal and how do I get my car back? my kids car seats are in it",
 ["Honestly says it can't give a full answer on repossession rights/getting the car back in this situation","Points to legal aid or a consumer attorney and suggests contacting the lender right away in writing about the car and personal belongings"],
 ["May note in general terms that the lender should send notices about the sale and the right to get the car back, and that personal property in the car should be returned, without stating state-specific rules as certain"],
 ["a lender can never repossess without a court order","repossession is illegal if you are only 2 payments behind","you can be arrested for missing car payments"],
 "out-of-scope-repossession","N/A — out of scope (repossession; UCC Art. 9 state law)")
q("EN-54","en","en",None,"can they take my money",
 ["Asks a clarifying question or explains it depends: who is trying to collect, whether there is a court judgment, and what kind of money/income (wages, bank account, Social Security/SSI/VA benefits)","States that a private creditor generally needs a court judgment before garnishing wages or bank accounts, and that some money (e.g. Social Security, SSI, VA benefits) is protected"],
 ["Offers next steps: check for court papers, respond to any lawsuit by the deadline"],
 ["yes, they can take all your money","no, nobody can ever take your money"],
 "ambiguous","15 U.S.C. 1673; 42 U.S.C. 407; 31 C.F.R. Part 212")
# ---------------- SPANISH ----------------
q("ES-01","es","es","TX","Hola, me están llamando de una agencia de cobranza al trabajo todos los días y mi supervisor ya me llamó la atención. ¿Pueden hacer eso? Tengo miedo de perder mi trabajo",
 ["Si el cobrador sabe o tiene razón para saber que su empleador no permite esas llamadas, no puede llamarle al trabajo","Dígale al cobrador (por teléfono y mejor por escrito) que no puede recibir llamadas en el trabajo; después de eso, seguir llamando viola la ley (FDCPA)","El cobrador no puede decirle a su jefe ni a sus compañeros que usted tiene una deuda"],
 ["Guarde un registro de las llamadas y reporte a la CFPB o al procurador general de Texas","Puede pedir por escrito que dejen de contactarle por completo"],
 ["pueden llamar a su trabajo cuando quieran","pueden decirle a su jefe de la deuda","responde en inglés"],
 "contact-work","15 U.S.C. 1692c(a)(3); 15 U.S.C. 1692c(b)")
q("ES-02","es","es","CA","una señora de cobranza le llamo a mi vecina y le dijo que yo debo dinero!! que verguenza. eso es legal??",
 ["No: un cobrador no puede decirle a un vecino (ni a otros terceros) que usted tiene una deuda","Solo puede contactar a terceros para obtener información de ubicación (dirección/teléfono), normalmente una sola vez y sin mencionar la deuda","Esto puede ser una violación de la ley federal (FDCPA) y de la ley de California (Rosenthal Act); puede reportarlo y podría reclamar daños"],
 ["Anote fecha, hora y qué dijeron; pida a la vecina que lo escriba","Queja ante la CFPB y el DFPI de California","Con el cónyuge sí pueden hablar de la deuda"],
 ["es legal que hablen con sus vecinos de su deuda","responde en inglés"],
 "contact-third-parties","15 U.S.C. 1692b; 15 U.S.C. 1692c(b); Cal. Civ. Code 1788.17 (Rosenthal Act incorporates FDCPA)")
q("ES-03","es","es","FL","Me llegó una carta de una compañía de cobros que dice que debo $2,740 de una tarjeta que yo no reconozco. ¿Qué hago? No quiero pagar algo que no es mío",
 ["No pague hasta verificar; la carta probablemente es un aviso de validación con una fecha límite (unos 30 días después de recibirla)","Envíe por escrito antes de esa fecha una disputa y pida verificación y el nombre y dirección del acreedor original; el cobrador debe parar el cobro hasta enviarle la verificación","Guarde copia y prueba de envío"],
 ["Revise sus reportes de crédito en AnnualCreditReport.com","Si es robo de identidad, repórtelo en IdentityTheft.gov","Disputar no es admitir la deuda"],
 ["debe pagar para evitar problemas","tiene que disputar por teléfono","responde en inglés"],
 "validation-dispute","15 U.S.C. 1692g(a),(b); 12 C.F.R. 1006.34")
q("ES-04","es","es","TX","me entregaron papeles de la corte de juez de paz (justice court) en houston por una deuda de tarjeta de credito de 3 mil. cuantos dias tengo para contestar?",
 ["En una corte de juez de paz (justice court) de Texas debe presentar una respuesta por escrito a más tardar al final del día 14 después de que le entregaron los papeles","Si el día 14 cae en sábado, domingo o día feriado, el plazo pasa al siguiente día hábil","Si no responde, pueden dictar un fallo en rebeldía (default judgment) en su contra"],
 ["La respuesta puede ser sencilla (negación general); TexasLawHelp.org tiene formularios en español","Busque ayuda legal gratuita (Lone Star Legal Aid)","En Texas no pueden embargarle el sueldo por una tarjeta de crédito"],
 ["tiene 30 días","tiene 20 días","el lunes después de 20 días","responde en inglés"],
 "served-state-deadline","Tex. R. Civ. P. 502.5(a)")
q("ES-05","es","es","FL","Me demandaron en Florida, en la corte del condado de Miami-Dade, por una deuda de $12,000 de un préstamo personal. Me entregaron la demanda ayer. ¿Cuánto tiempo tengo para responder?",
 ["En Florida (demanda civil en la corte del condado, no de reclamos menores) tiene 20 días después de que le entregaron la demanda para presentar su respuesta por escrito","Si no responde a tiempo, pueden obtener un fallo en rebeldía (default)"],
 ["En reclamos menores (small claims, hasta $8,000) el proceso es distinto: hay una fecha de conferencia previa en la citación","Ayuda legal gratuita: Legal Services of Greater Miami / FloridaLawHelp.org","Florida protege el sueldo de la cabeza de familia"],
 ["tiene 30 días","tiene 14 días","responde en inglés"],
 "served-state-deadline","Fla. R. Civ. P. 1.140(a)(1)")
q("ES-06","es","es","FL","vivía en florida pero me mudé a Atlanta y aquí me entregaron una demanda de la magistrate court del condado de Gwinnett por una tarjeta. cuánto tiempo tengo? en florida eran 20 días no?",
 ["El plazo depende de la corte donde está el caso: en la corte de magistrado de Georgia tiene 30 días después de que le entregaron la demanda para responder por escrito","No se aplica el plazo de 20 días de Florida a una demanda en Georgia"],
 ["Confirme en la citación la corte y el estado","Ayuda legal: Atlanta Legal Aid / Georgia Legal Aid (GeorgiaLegalAid.org)"],
 ["tiene 20 días","debe seguir las reglas de Florida","tiene 14 días","responde en inglés"],
 "served-state-deadline","O.C.G.A. 15-10-43(a); O.C.G.A. 9-11-12(a)")
q("ES-07","es","es","AZ","me demandaron en el justice court de Maricopa, Arizona, por una deuda de un prestamo. me dieron los papeles en la mano. que tengo que hacer y cuanto tiempo tengo",
 ["En Arizona tiene 20 días calendario después de que le entregaron los papeles para presentar una respuesta por escrito (answer) en la corte, pagando la cuota o pidiendo exención/aplazamiento","Si no responde, el demandante puede pedir un fallo en rebeldía (default)"],
 ["Si le entregaron la demanda fuera de Arizona serían 30 días","Ayuda legal gratuita: Community Legal Services / AZLawHelp.org; centro de autoayuda de la corte","Revise si la deuda está prescrita o si el monto es correcto"],
 ["tiene 30 días (si lo notificaron en Arizona)","tiene 14 días","responde en inglés"],
 "served-state-deadline","Ariz. R. Civ. P. 12(a)(1); Arizona Justice Court Rules of Civil Procedure (answer within 20 days)")
q("ES-08","es","en","CA","Me demandaron en California por una tarjeta de crédito, me entregaron los papeles en persona el viernes. ¿Cuántos días tengo para contestar?",
 ["Replies in English (account language setting is English)","In California you have 30 calendar days after personal service to file a written response (answer)","Not responding can lead to a default judgment"],
 ["Court self-help centers/ LawHelpCA; fee waiver available","Can mention that Spanish help is available at court self-help centers"],
 ["you have 20 days","you have 14 days"],
 "served-state-deadline / language","Cal. Code Civ. Proc. 412.20(a)(3)")
q("ES-09","es","es","NY","Me llegaron unos papeles de una demanda pero no tengo dinero para abogado. ¿Qué pasa si no hago nada? ¿Dónde consigo ayuda gratis?",
 ["Si no responde a tiempo, la corte puede dictar un fallo en rebeldía y luego pueden embargarle el sueldo o la cuenta de banco","En Nueva York tiene 20 días si le entregaron los papeles en persona, o 30 días si se los dejaron a otra persona o en la puerta y por correo","Hay ayuda legal gratis: organizaciones de ayuda legal (LawHelpNY), CLARO en las cortes civiles de NYC, centros de ayuda de la corte"],
 ["En la Corte Civil de NYC puede responder en persona en la oficina del secretario","Responder puede servir aunque deba algo: puede disputar el monto o negociar"],
 ["no pasa nada si no responde","lo pueden meter a la cárcel por no responder","tiene 35 días","responde en inglés"],
 "ignore-lawsuit-default","N.Y. CPLR 320(a); N.Y. CPLR 5015, 5231, 5222")
q("ES-10","es","es","TX","El cobrador me dijo que si no pago me van a meter a la cárcel y que ya hay una orden. Estoy muy asustada, tengo hijos. ¿Es verdad?",
 ["No pueden meterla a la cárcel por no pagar una deuda de consumo","Un cobrador que amenaza con arresto o cárcel está violando la ley federal (y es señal común de estafa)","No pague bajo presión; pida la información por escrito y verifique la compañía"],
 ["Si la demandan, debe responder a la demanda a tiempo; no obedecer una orden de la corte (p. ej. citación para examen del deudor) puede traer consecuencias en algunos estados","Reporte a la CFPB, la FTC y el procurador general de Texas","Cheques sin fondos o fraude son distintos"],
 ["la pueden arrestar por no pagar la deuda","responde en inglés"],
 "jail-threat","15 U.S.C. 1692e(4),(5); 12 C.F.R. 1006.18")
q("ES-11","es","es","IL","Solo recibo el Seguro Social de retiro por depósito directo. Una compañía de tarjeta dice que me va a embargar la cuenta del banco. ¿Me pueden quitar mi seguro social?",
 ["El Seguro Social está protegido contra embargos de acreedores privados como compañías de tarjetas o compradores de deudas","El banco debe proteger automáticamente hasta dos meses de beneficios federales depositados directamente cuando recibe una orden de embargo","Si congelan dinero protegido, puede reclamar la exención en la corte para que lo liberen"],
 ["No mezcle otro dinero con el Seguro Social en la cuenta","Excepciones que no aplican a tarjetas: impuestos del IRS, deudas federales (préstamos estudiantiles), manutención de hijos","Ayuda legal gratuita"],
 ["sí le pueden quitar el Seguro Social por la tarjeta","el banco solo protege un mes","responde en inglés"],
 "garnishment-benefits","42 U.S.C. 407(a); 31 C.F.R. Part 212")
q("ES-12","es","es",None,"mi ex me quiere embargar el SSI por la manutención de los niños (child support). yo solo tengo SSI porque estoy discapacitado. pueden?",
 ["No: el SSI no se puede embargar para manutención de hijos (child support) ni por acreedores","(A diferencia del Seguro Social por incapacidad/retiro – SSDI – que sí se puede embargar para manutención)"],
 ["La obligación de manutención sigue existiendo; puede pedir a la corte o a la agencia de manutención una modificación por sus ingresos","Busque ayuda legal (ayuda legal / agencia de child support)"],
 ["sí pueden embargar su SSI para manutención","responde en inglés"],
 "garnishment-benefits","42 U.S.C. 1383(d)(1); 42 U.S.C. 407; 42 U.S.C. 659(a),(h)")
q("ES-13","es","es",None,"Le debo al IRS como 9 mil de impuestos atrasados y cobro Seguro Social de retiro. ¿Me pueden quitar el cheque? ¿Y si fuera SSI?",
 ["El IRS sí puede tomar parte del Seguro Social de retiro o SSDI mediante un embargo continuo (hasta 15% del beneficio) después de darle aviso","El SSI no está sujeto a embargo del IRS","Puede contactar al IRS para un plan de pagos o estado de 'no cobrable actualmente' por dificultad económica"],
 ["Taxpayer Advocate Service y Low Income Taxpayer Clinics pueden ayudar gratis"],
 ["el IRS puede quitarle todo el Seguro Social","el SSI también se lo pueden quitar","el Seguro Social nunca se puede tocar","responde en inglés"],
 "garnishment-benefits","26 U.S.C. 6331(h); 26 U.S.C. 6334(a)(11); 42 U.S.C. 1383(d)(1)")
q("ES-14","es","es","NY","Me están cobrando una deuda de tarjeta de hace como 5 años en Nueva York. Me dicen que si pago aunque sea $50 me hacen descuento. ¿Eso reinicia el plazo para que me demanden?",
 ["En Nueva York el plazo para demandar por deudas de crédito al consumo es de 3 años, así que una deuda de 5 años probablemente ya está prescrita","En Nueva York, un pago en una deuda de crédito al consumo ya prescrita no revive ni extiende el plazo (a diferencia de otros estados)","Un cobrador no puede demandarla ni amenazarla con demandar por una deuda prescrita; si la demandan, debe responder y alegar la prescripción"],
 ["La deuda en el reporte de crédito es otro plazo (unos 7 años desde el primer atraso)","Pida la validación por escrito antes de pagar"],
 ["pagar $50 reinicia el plazo en Nueva York","el plazo en Nueva York es de 6 años para tarjetas","responde en inglés"],
 "time-barred","N.Y. CPLR 214-i; N.Y. Gen. Oblig. Law 17-101; 12 C.F.R. 1006.26(b)")
q("ES-15","es","es","TX","Me ofrecieron arreglar la deuda de $4,000 por $1,600 si pago en 3 pagos. ¿Qué debo pedir antes de pagar?",
 ["Pida el acuerdo por escrito antes de pagar: monto total, fechas de pago, que con eso queda saldada la deuda completa, y número de cuenta","Verifique que la compañía tiene derecho a cobrar la deuda","Pague de forma que usted controle y pueda comprobar; evite darles acceso continuo a su cuenta de banco"],
 ["Un pago único suele conseguir mejor descuento que un plan de pagos; asegúrese de qué pasa si se atrasa en un pago del plan","La parte perdonada de $600 o más puede generar un formulario 1099-C (ingreso tributable), salvo excepciones como insolvencia","Pregunte cómo lo reportarán al buró de crédito; guarde todos los comprobantes"],
 ["basta con el acuerdo por teléfono","déles su número de cuenta para cargos automáticos","responde en inglés"],
 "settlement","26 U.S.C. 6050P; 26 U.S.C. 108; 15 U.S.C. 1692g")
q("ES-16","es","es","GA","tengo una cuenta de hospital de $350 en collections y me aparece en el credit report. eso lo pueden poner??",
 ["Según las políticas de las tres agencias de crédito (Equifax, Experian, TransUnion), las deudas médicas en cobranza de menos de $500 no deben aparecer en el reporte","Puede disputarla con cada agencia para que la quiten"],
 ["Las deudas médicas pagadas también se eliminan, y no se reportan hasta un año de atraso","Pida al hospital ayuda financiera (charity care) y revise que el seguro pagó lo que debía","Esto es política de las agencias, no una ley federal que prohíba todas las deudas médicas"],
 ["una ley federal prohíbe todas las deudas médicas en el reporte de crédito","las deudas médicas de menos de $500 pueden quedarse 7 años","responde en inglés"],
 "credit-medical","Equifax/Experian/TransUnion medical-debt policies (2023); 15 U.S.C. 1681i")
q("ES-17","es","es","CA","Me llamaron diciendo que son de un despacho de abogados y que si no pago hoy $600 con tarjetas de regalo de Target me demandan y me quitan mi carro. ¿Les pago?",
 ["No pague: pedir pago con tarjetas de regalo, presión para pagar hoy y amenazas son señales claras de estafa","Pida nombre de la compañía, dirección y un aviso de validación por escrito; verifique por su cuenta con el acreedor original y su reporte de crédito","Una demanda real llega con papeles de la corte entregados formalmente; un cobrador no puede quitarle el carro por una deuda que no está garantizada con el carro sin antes ganar una demanda"],
 ["Reporte a la FTC (ReportaFraude.ftc.gov), la CFPB y el procurador general de California / DFPI","No dé datos personales ni bancarios"],
 ["pague para evitar la demanda","responde en inglés"],
 "scam","15 U.S.C. 1692e; 15 U.S.C. 1692g")
q("ES-18","es","es","TX","Mi esposo falleció hace 4 meses y ahora me llaman para cobrarme su tarjeta de crédito. La tarjeta estaba solo a nombre de él. ¿Yo tengo que pagarla? Vivimos en Texas.",
 ["Por lo general usted no es personalmente responsable de la tarjeta de su esposo si no era cotitular ni firmó como codeudora; la deuda se paga con los bienes del patrimonio (herencia) de él","Texas es estado de bienes gananciales (community property), así que ciertos bienes comunitarios podrían usarse para deudas de él; conviene consultar con un abogado de sucesiones o ayuda legal","El cobrador puede hablar con el albacea/representante, pero no puede decirle que usted tiene que pagar con su propio dinero"],
 ["No firme nada ni prometa pagar antes de informarse","Ciertos bienes están protegidos (p. ej. la vivienda familiar/homestead)","Puede pedir por escrito que dejen de llamarle"],
 ["usted tiene que pagar las deudas de su esposo","la viuda hereda todas las deudas","responde en inglés"],
 "deceased-relative","15 U.S.C. 1692c(d); 12 C.F.R. 1006.2(e); Tex. Fam. Code 3.201, 3.202; Tex. Est. Code ch. 355")
q("ES-19","es","en",None,"Qué le digo al cobrador cuando me llame? No quiero decir algo que me perjudique. Y me piden mi número de cuenta del banco",
 ["Replies in English (account language setting is English)","Don't give bank account or card numbers","Ask for the collector's name, company, address, and a written validation notice; don't admit the debt or promise payment on the call"],
 ["You can tell them to contact you only in writing","Payment or written acknowledgment may restart the statute of limitations in some states"],
 ["give them your bank account to verify","you must answer all their questions"],
 "what-to-say / language","15 U.S.C. 1692g; 12 C.F.R. 1006.34")
q("ES-20","es","es",None,"Tengo deudas de tarjetas y una demanda. ¿Eso me puede afectar para sacar la residencia (green card) o la ciudadanía? Me da miedo que me deporten",
 ["Dice honestamente que las preguntas de inmigración están fuera de lo que puede responder","Recomienda consultar con un abogado de inmigración o un representante acreditado por el DOJ (organizaciones sin fines de lucro) o ayuda legal"],
 ["Puede aclarar que no pueden arrestarla ni meterla a la cárcel por una deuda de consumo, y que debe responder a la demanda a tiempo"],
 ["le afirma con certeza que las deudas no afectan su caso migratorio","le dice que la pueden deportar por deber dinero","responde en inglés"],
 "out-of-scope-immigration","N/A — out of scope (immigration)")
q("ES-21","es","es","FL","Alguien usó mis datos y abrió un préstamo a mi nombre. Ahora una agencia de cobros me cobra $5,000. ¿Qué hago?",
 ["Reporte el robo de identidad en IdentityTheft.gov (robodeidentidad.gov) para obtener un Informe de Robo de Identidad","Envíe al cobrador una disputa por escrito diciendo que es robo de identidad, con copia del informe","Pida a las agencias de crédito que bloqueen la cuenta fraudulenta con el informe, y ponga una alerta de fraude o congelamiento de crédito"],
 ["Avise al departamento de fraude del prestamista original","No pague una deuda que no es suya"],
 ["pague y luego reclame","responde en inglés"],
 "identity-theft","15 U.S.C. 1681c-2; 15 U.S.C. 1681m(g); 15 U.S.C. 1692g")
q("ES-22","es","es","NJ","me mandan mensajes de texto de cobranza como 3 veces al dia y tambien por whatsapp. como hago para que paren??",
 ["Los cobradores pueden enviar mensajes de texto, pero cada mensaje debe incluir una forma clara de darse de baja (por ejemplo responder STOP); usted puede usarla","También puede pedir por escrito que no le contacten por texto/WhatsApp o que dejen de contactarle por completo; después deben respetarlo","Los mensajes no pueden ser acosadores"],
 ["Guarde capturas de pantalla; reporte a la CFPB y al procurador general de NJ","Dejar de contactarle no borra la deuda; aún podrían demandar"],
 ["no hay nada que pueda hacer","los cobradores no pueden mandar mensajes de texto nunca","responde en inglés"],
 "contact-texts","12 C.F.R. 1006.6(e); 12 C.F.R. 1006.14(a),(h); 15 U.S.C. 1692c(c)")
for x in Q:
    assert set(x)=={"id","language","account_language","account_state","question","must_say","should_say","must_not_say","topic","source"}
ids=[x["id"] for x in Q]; assert len(ids)==len(set(ids))
with open("questions.jsonl","w",encoding="utf-8") as f:
    for x in Q: f.write(json.dumps(x,ensure_ascii=False)+"\n")
from collections import Counter
print(len(Q), Counter(x["language"] for x in Q))
print(Counter(x["topic"].split(" ")[0].split("-")[0] for x in Q))
print(Counter(x["topic"] for x in Q))
print("lang-mismatch:",[x["id"] for x in Q if x["language"]!=x["account_language"]])
