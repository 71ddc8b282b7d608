import type { Language, PayPeriod } from '@parley/shared';

/**
 * What the overlays say (overlays.ts), in each language the consumer app speaks: Spanish is US
 * Spanish with "usted". The words only; which of them an answer says is decided in overlays.ts.
 */
export const OVERLAY_WORDS = {
  en: {
    servedHead: 'If you were served with a lawsuit:',
    alreadyAnswered:
      "You have already filed your Answer, so the deadline to answer is behind you, and the case goes on until it is dismissed or decided. The court does not send your Answer to the other side: if you have not mailed or handed a copy to the plaintiff's lawyer, do it now, keep proof (a certificate of service), and tell the clerk if they ask for a default. Answer anything the other side serves on you (requests for admission, interrogatories, requests for documents) in writing by its own deadline, often 30 days: requests for admission not answered in time can be taken as admitted. Respond to any motion (such as one for summary judgment) by its deadline, keep your address current with the court, and go to every hearing. No court date yet does not mean the case was dropped: check the docket or ask the clerk.",
    defaultEntered:
      "A default has been entered against you, but not yet a default judgment. The time to answer has passed, and in many courts you can no longer simply file your Answer: ask the court now, before a default judgment is entered, to set the default aside. File a motion showing good cause (why you could not answer in time, such as a hospital stay, or a problem with how you were served) and a defense, usually with an affidavit and your proposed Answer attached. Once a default judgment is entered the time to undo it can be very short, in some courts only a few weeks, so file this week; the clerk or the court's self-help center has the form.",
    cannotWait:
      "No, it cannot wait: a trip, work or a family emergency does not pause the deadline to answer. Before you go, or from wherever you are, file a written Answer (or at least an appearance where your court allows one) by e-filing, mail or in person, and send a copy to the plaintiff's lawyer, so no default judgment can be taken while you are away. Any extension must be agreed in writing and filed with or approved by the court: a phone call to the other side's lawyer is not enough.",
    otherSideSaidNoNeed:
      "Don't rely on what the plaintiff's lawyer or the collector told you: they represent the other side, not you. Unless a written agreement is filed with the court (an agreed extension, or a dismissal), your Answer is still due by the deadline below, and paying something does not stop the case or a default judgment. Get any payment plan in writing before you pay, saying what happens to the lawsuit (dismissal, no judgment against you).",
    twoSuitsHead: 'You were served with two lawsuits: answer both. Each is its own case, with its own deadline, and each needs its own written Answer.',
    twoSuitsDue: (served: string, due: string) => `the one served ${served} is due by ${due}`,
    twoSuitsDated: (each: string[]) =>
      `Counted from the days you gave, ${each.join('; ')} (a weekend or court holiday moves a last day to the next court day).`,
    twoSuitsEach:
      "File a written Answer in each case, under its own case number, and send a copy to each plaintiff's lawyer: answering one does not answer the other, and a suit left unanswered can end in a default judgment even while you fight the other. If both sue on the same debt, only the company that really owns it can collect: in each Answer deny what you cannot confirm, say the plaintiff must prove it owns the account (the chain of assignment from the original creditor), and say that another suit on the same account is pending, with its case number. Do not pay either one to make it go away before you know who owns the debt.",
    deadlineKnown: (state: string, rules: string[]) => `In ${state}, the deadline to answer depends on the court: ${rules.join(' ')}`,
    deadlineUnknown:
      "The deadline to answer depends on your state and your court; it is counted from the day you were served, or set as a date on the summons. Tell me your state and I'll give you its rule.",
    check: 'The date on your summons governs; the court clerk can confirm it.',
    whichCourt:
      'Which of these courts is yours is printed at the top of your papers. Until you know, go by the earliest date: a court that sets a date on the summons can want your answer sooner than a count of days.',
    publication:
      'With service by publication, the notice itself says how long you have and from which date, often a number of days after the first publication. Count from the date it names; do not assume the time has passed, and do not count on having longer than it says. The clerk can confirm the date; file your Answer as soon as you can.',
    printedCount: (days: number, from: string, due: string) =>
      `Your papers give their own count: ${days} days after ${from}, so your last day is ${due} (a weekend or court holiday moves it to the next court day). Respond by then.`,
    arbitration:
      "An arbitration is not paused by a dispute letter: if your agreement has an arbitration clause, the arbitrator can rule against you if you don't take part, and a court can enforce the award like a judgment. Answer the notice by the date it gives, and raise every defense there (the amount, that it is not your debt, that there is no valid arbitration agreement, that it is too old).",
    arbitrationInSuit:
      'An arbitration hearing the court sets in your case does not replace the deadline to answer: file your written Answer with the court by the last day above, and go to the arbitration hearing too when it comes. If you miss the Answer, a default judgment can be entered before any hearing.',
    answer:
      "File a written Answer with the court by that deadline and send a copy to the plaintiff's lawyer. A call or letter to the collector does not count as answering.",
    consequence:
      'If you do not answer in time, the court can enter a default judgment against you, which can lead to wage garnishment or a frozen bank account.',
    consequenceNoWages: (state: string, citation: string) =>
      `If you do not answer in time, the court can enter a default judgment against you. ${state} does not allow wages to be garnished for most consumer debts (${citation}), but a judgment can still freeze a bank account or become a lien on property.`,
    dueBy: (date: string) => `Last day: ${date}.`,
    dueSoon: (days: number) =>
      `That is ${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`}: file your written Answer by then, today if you can, and before the hour the rule above names when it names one.`,
    duePassed:
      'If that day has passed, act today: ask the clerk whether a default judgment has been entered. Until one is, many courts still accept a late Answer; after one, you can ask the court to set it aside, and legal aid can help you do it quickly.',
    servedOn: (date: string, how: string | null) =>
      `(Counted from ${date}, the service date you gave${how ? `, as ${how}` : ''}; a weekend or court holiday moves the last day to the next court day.)`,
    daysAway: (days: number) =>
      days < 0 || days > 60
        ? null
        : days === 0
          ? 'today'
          : days === 1
            ? 'tomorrow'
            : days < 14
              ? `in ${days} days`
              : `in ${days} days, about ${Math.round(days / 7)} weeks`,
    courtDate: (date: string) =>
      `Your papers set a court date: ${date}. That date is your deadline: counting days from when you were served does not move it, whatever anyone tells you.`,
    courtDateBesides: (date: string) =>
      `Your papers also set a court date: ${date}. Go to it, but where your court counts the written Answer's deadline in days from service (above), do not wait for it: a missed Answer can bring a default judgment before the hearing.`,
    countFromDelivery: (received: string, passed: string) =>
      `Count from ${received}, the day the papers were signed for or left at your home, not from ${passed}, the day they were handed on to you: service happens when the papers are delivered, so the later day does not move your deadline.`,
    countFromMailing: (dated: string, got: string) =>
      `Your papers are dated ${dated} and reached you ${got}. Where service by mail (or through a state office, such as the Secretary of State) counts from the mailing, the days run from ${dated}, so this counts from it; if your court counts from the day they arrived, the last day may be later. File by the earlier last day to be safe, and ask the clerk which day the court counts from.`,
    passedOnOnly: (passed: string) =>
      `You gave ${passed} as the day the papers were handed on to you, but the days to answer run from the day they were signed for or left at your home, which was earlier, so no last day is counted here from ${passed}. Find that earlier day today (the date on the certified-mail receipt, or the proof of service in the court file: the clerk can read it to you) and file before the deadline counted from it.`,
    servedOrElse: (date: string) =>
      `You were not sure of the day, so this counts from the earlier one; if it was ${date}, the last day may be a day later. The proof of service in the court file shows the real date: the clerk can tell you. File by the earlier last day to be safe.`,
    summonsCourt: 'That court sets a date on the summons instead of a number of days.',
    returnDate: (date: string) =>
      `Your papers set a return date: ${date}. It is not a hearing, and no one goes to court that day: it is the date your papers must be filed by. Counting days from when you were served does not move it.`,
    fileBy:
      "File an appearance with the court by that date, on the court's own form where it has one, with your written Answer if you can, and send a copy to the plaintiff's lawyer. You do not need to take off work to go to court that day. If nothing is filed, the court can enter a default judgment against you.",
    appear:
      'Go to court on that date and time (some courts also ask you to file an appearance or a written answer before it; the summons says). If you cannot go, call the clerk before that date to ask how to get a new one. If you do not appear, the court can enter a default judgment against you.',
    businessSuit:
      'A company (an LLC or a corporation) usually cannot file its own answer: in most courts only a licensed attorney may appear for it, so the company needs a lawyer now, and a company that does not answer gets a default judgment like a person. If you signed a personal guarantee, the creditor can sue you personally as well; you must be served separately, and your own deadline runs from that day.',
    arrest:
      "You cannot be jailed for owing a consumer debt. But a court order is different: if a court orders you to appear (for example at a debtor's exam after a judgment) and you do not go, the judge can hold you in contempt and, in some states, issue a warrant for your arrest. Always go to court when ordered.",
    benefits: [
      'Social Security, SSI and VA benefits are protected from private creditors and debt collectors: they cannot garnish or levy them (42 U.S.C. §407, §1383(d)(1); 38 U.S.C. §5301). When these are deposited directly, your bank must automatically protect two months of them (31 C.F.R. part 212).',
      'Social Security (retirement, survivors and SSDI) can still be taken: by the Treasury for defaulted federal student loans and other non-tax federal debts (up to 15%, leaving you at least $750 a month), by the IRS for unpaid federal taxes (up to 15%, without that floor), and for child support or alimony.',
      'SSI cannot be taken for any of those: not by creditors, not for federal debts, not for child support.',
      'VA benefits cannot be taken by creditors or for federal debt offsets; VA disability pay can be reached for child support or alimony only where it replaces military retired pay the veteran gave up, and the family can ask the VA for an apportionment.',
    ],
    limitationKnown: (state: string, open: string, written: string, revival: string) =>
      `In ${state}, the time limit to sue is ${open} for a credit card or other open account and ${written} for a signed written contract. ${revival}`,
    limitationUnknown:
      'Each state sets its own time limit to sue on a debt, usually between 3 and 10 years depending on the state and the kind of debt. Tell me your state and I will give you its period.',
    years: (n: number, citation: string) => `${n} years (${citation})`,
    kindOpen: 'a credit card or other open account',
    kindWritten: 'a loan or other signed contract',
    debtAgeRun: (when: string, years: number, state: string, limit: number, kind: string, citation: string) =>
      `Your last payment in ${when} was about ${years} years ago, longer than ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): the debt looks too old to sue on (time-barred). Check the date on your own statements before you do anything, and do not pay or sign anything until you have.`,
    debtAgeNoSuit:
      'A collector may not sue or threaten to sue you on a time-barred debt (12 C.F.R. § 1006.26(b)); if you are sued anyway, the time limit is a defense you must raise in your written Answer.',
    debtAgeOpen: (when: string, state: string, limit: number, kind: string, citation: string, until: string) =>
      `Your last payment in ${when} is within ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): you can still be sued on it until about ${until}.`,
    debtAgeClose: (when: string, state: string, limit: number, kind: string, citation: string) =>
      `Your last payment in ${when} is close to ${state}'s ${limit}-year limit to sue on ${kind} (${citation}): the exact date of that payment decides whether it has run, so find it on your statements before you pay or promise anything.`,
    legalAid: 'Free legal help: your local legal aid office (find it at LawHelp.org) or your court’s self-help center.',
    judgmentHead:
      'A judgment has already been entered, so the time to answer the lawsuit is over: what counts now are the deadlines that come after a judgment.',
    judgmentCourtDate: (date: string) => `Your papers set a court date: ${date}. Go to it.`,
    judgmentRenewal:
      'This is the renewal of a judgment entered years ago, not a new lawsuit or a new judgment: before a judgment runs out, the creditor can renew it, which extends its life (often by another 10 years) and adds the interest and costs that built up, so the balance grows. A renewed judgment can be collected again (wage garnishment, bank levy), within the limits and exemptions the law gives you. If the renewal came too late or the amount is wrong (payments or garnishments not credited, interest or costs added wrongly), raise it with the court that entered the judgment right away: where the law gives a time to challenge a renewal, it is short. Check the math against what you paid and what was garnished.',
    judgmentExemption:
      'To keep exempt money from a levy or garnishment (benefits, part of your pay, what your state protects), file the claim of exemption that came with the notice, by the date the notice gives: in some states only five business days from when it came (often 10 to 20), so file it this week, as soon as you can.',
    judgmentExemptionIfNotice:
      'If a garnishment or a bank levy comes, what the law protects (benefits, part of your pay, what your state exempts) is kept by filing the claim of exemption that comes with its notice, by the date the notice gives: in some states only five business days after it comes (often 10 to 20), so at once.',
    judgmentSetAsideOld:
      'To undo the judgment, ask the court that entered it to set it aside. If you were never properly served, say so: a judgment entered without valid service can be void, and in most courts that can be raised even long after it was entered. Other reasons (an illness, a mistake, a defense you never got to raise) have time limits counted from the judgment or from when you learned of it, in many courts from a few months to a year, so ask the clerk or legal aid now whether yours is still open, and file as soon as you can.',
    judgmentSetAside:
      'To undo the judgment, ask the court that entered it to set it aside (in some courts, a motion for a new trial). If you were never properly served (for example, "served by publication" although you lived at a known address), say so: a judgment without valid service can be void. For other reasons, such as an illness or a mistake, the time is counted from the judgment and can be very short: in some courts a motion to set aside or for a new trial is due within 10 to 14 days of the judgment, and an appeal within a few weeks of it. Do not assume you have months: ask the clerk today for your last day, and file now.',
    judgmentAppeal:
      'A judge who decided the case at a hearing you went to is undone by an appeal (in some courts a motion for a new trial), not by a default’s set-aside, and the time is short, counted from the day of the judgment: in some courts only 10 days, 30 in many others. File the notice of appeal with the clerk of the court that decided the case now, not at the end of the period: ask the clerk today for the last day, any appeal bond and costs, and a fee waiver if you cannot pay. Until an appeal is filed (in many courts, until a bond is posted), the creditor can enforce the judgment, in another state too once it registers it there.',
    judgmentSmallClaims:
      'In small claims, a person who missed the hearing usually cannot appeal straight away: first ask the same court to vacate (cancel) the judgment, saying why you could not come (in California, form SC-135). The time is short: in California 30 days from the day the clerk mailed the notice of entry of judgment, and other states are as short or shorter, so file this week.',
    judgmentMilitary:
      'A default judgment entered while you were on active military duty can be reopened under the Servicemembers Civil Relief Act if your service kept you from defending and you have a defense: apply within 90 days after your service ended (50 U.S.C. § 3931(g)).',
    judgmentOrders:
      'If the court orders you to come in after the judgment (a citation to discover assets, a debtor’s exam, proceedings supplemental, a rule to show cause), it is not a new lawsuit: it is an order to appear, so go on the date it gives. Nobody is jailed for the debt itself, but if you ignore the order the judge can hold you in contempt and issue a body attachment (a warrant to bring you in) for not coming. You will answer questions under oath: tell the truth about all your income and property, and bring proof of what is exempt (an SSI or Social Security award letter, bank statements that show the deposits, pay stubs), so the court can see what the creditor cannot take. If you cannot go that day, call the clerk and the creditor’s lawyer before the date to ask for a new one.',
    bankruptcy: [
      'You have filed for bankruptcy: the automatic stay (11 U.S.C. § 362) bars collection calls and any new lawsuit on a debt from before the filing, whether or not your plan is confirmed, and a creditor who knowingly breaks it can owe you damages.',
      'Do not simply ignore the papers: today, tell your bankruptcy lawyer (or the trustee) and file a notice of bankruptcy with the court that sent them, with your case number, before the answer deadline below.',
    ],
    period: { week: 'a week', two_weeks: 'every two weeks', half_month: 'twice a month', month: 'a month' } satisfies Record<PayPeriod, string>,
    shareOfPay: (pay: string, per: string, share: number, most: string) =>
      `On ${pay} ${per}, ${share}% is ${most}: the most that can be taken, less if the minimum-wage floor leaves you more.`,
    federalFloorLower: (cap: string) =>
      ` On that pay federal law allows only ${cap}, because what is up to 30 times the federal minimum wage a week is protected, so no more than ${cap} can be taken.`,
    illinoisCap: (pay: string, per: string, cap: string, floor: string, above: string, gross: { pay: string; share: string } | null) =>
      gross
        ? `On take-home pay of ${pay} ${per} (${gross.pay} gross), an Illinois wage deduction order can take at most ${cap} ${per}: the lesser of 15% of the gross (${gross.share}) and what your take-home pay is above 45 times the Illinois minimum wage (${floor}): ${above} (735 ILCS 5/12-803).`
        : `On take-home pay of ${pay} ${per}, an Illinois wage deduction order can take at most ${cap} ${per}: what is above 45 times the Illinois minimum wage (${floor}) is ${above}, and never more than 15% of your gross pay (735 ILCS 5/12-803).`,
    californiaCap: (pay: string, per: string, cap: string, fifth: string, floor: string, above: string) =>
      `On take-home pay of ${pay} ${per}, California lets a creditor with a judgment garnish at most ${cap} ${per}: the lesser of 20% of it (${fifth}) and 40% of what is above 48 times the state minimum wage (${floor}): ${above} (Cal. Code Civ. Proc. § 706.050). A higher local minimum wage where you work protects more, and you can claim more as needed to support your family (form WG-006).`,
    wageCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `On take-home pay of ${pay} ${per} (after taxes and the other deductions the law requires), a creditor with a court judgment can garnish at most ${cap} ${per}: the lesser of 25% of it (${quarter}) and what is above ${floor} (${above}) (15 U.S.C. § 1673, which your state follows). A creditor needs the judgment first, and money such as Social Security that is not wages is protected by its own law. Other exemptions may protect more, but you have to claim them with the court.`,
    headOfFamilyAll: (weekly: string) => `On ${weekly} a week, that is all of your pay: none of it can be taken once you claim it.`,
    claimBy: (from: string, days: number, by: string) =>
      `Counting ${days} days from ${from}, the day you said the notice came, file the claim of exemption (sworn, as head of family) with the court by ${by}, send a copy to the creditor's lawyer, and tell your employer.`,
    headOfFamily: (state: string, limit: string, citation: string, claimDays: number) =>
      `In ${state}, if you provide more than half the support of a child or other dependent (head of family), pay of ${limit} a week or less cannot be garnished at all, and pay above that only if you agreed to it in writing (${citation}); this protection is not automatic: you must claim it, usually within ${claimDays} days of the garnishment notice.`,
    wagesBarred: (state: string, citation: string) =>
      `In ${state}, wages cannot be garnished for consumer debts such as credit cards, personal loans or medical bills (${citation}). The exceptions are child support, taxes and federal student loans. A collector who says it will take part of your paycheck for such a debt is threatening what it cannot do; you can report it to the CFPB and your state attorney general.`,
    landlordClaim:
      "A former landlord's suit for rent or damages after you moved out is a money claim, a debt lawsuit like any other, not an eviction: respond the way your papers say (a written Answer, or going to the hearing where the court set a date), or the landlord can get a judgment for everything claimed. Bring your lease, move-out photos or video, texts, your deposit receipt and proof you gave a forwarding address. Normal wear and tear, such as worn carpet or faded paint after a normal stay, is not damage you owe for.",
    landlordDeposit:
      'Raise your security deposit in the same case: most states require the landlord to return it, or send an itemized list of deductions, within a set number of days after you move out, and one who does not can lose the right to keep it and may owe a penalty. Ask the clerk how to file a counterclaim for it, and file it before the hearing.',
    landlordDepositState: (state: string, days: number, citation: string) =>
      `Raise your security deposit in the same case: in ${state}, a landlord who does not send a written list of damages within ${days} days after you move out (with your forwarding address given) loses the right to keep any of it and can owe you double what was wrongly kept (${citation}). Ask the clerk how to file a counterclaim (cross-complaint) for it, and file it before the hearing.`,
    landlordCollect:
      "If the landlord wins, the judgment is collected like any other: a bank levy or wage garnishment within the state's limits, and what the law exempts you claim with the court.",
    landlordRentWages: (state: string, citation: string) =>
      `${state} does not allow wage garnishment for most consumer debts, but a judgment for the rent of a home is an exception: up to 10% of your net wages, and not below the poverty line (${citation}); whether it also reaches the damages part is not clear-cut. A judgment can also be collected from a bank account.`,
    notALawyer: "I'm not a lawyer, and this is general information, not legal advice for your situation.",
    otherQuestion: 'You also asked:',
    source: 'Source',
    languageNote: '',
    fallback: (topics: string) =>
      `I don't know the answer to that, and I won't guess. The closest topics I can help with: ${topics}. For your own situation, free legal help is available from your local legal aid office (LawHelp.org).`,
  },
  es: {
    servedHead: 'Si le notificaron una demanda:',
    alreadyAnswered:
      'Usted ya presentó su Contestación, así que el plazo para contestar ya quedó atrás, y el caso sigue hasta que lo desestimen o lo decidan. El tribunal no le manda su Contestación a la otra parte: si no le envió o entregó una copia al abogado del demandante, hágalo ya, guarde prueba (un certificado de entrega) y avise en la secretaría si piden una rebeldía. Conteste por escrito todo lo que la otra parte le entregue (solicitudes de admisión, interrogatorios, pedidos de documentos) dentro de su propio plazo, a menudo 30 días: una solicitud de admisión sin contestar a tiempo puede darse por admitida. Responda a cualquier moción (como una de sentencia sumaria) dentro de su plazo, mantenga su dirección al día en el tribunal y vaya a cada audiencia. Que todavía no haya fecha en la corte no significa que retiraron el caso: revise el expediente o pregunte en la secretaría.',
    defaultEntered:
      'Ya anotaron la rebeldía (default) en su contra, pero todavía no hay una sentencia en rebeldía. El plazo para contestar ya pasó, y en muchos tribunales ya no basta con presentar su Contestación: pida ahora al tribunal, antes de que dicten la sentencia, que deje sin efecto la rebeldía. Presente una moción que muestre una causa justificada (por qué no pudo contestar a tiempo, como una hospitalización, o un problema con la forma en que le entregaron los papeles) y una defensa, normalmente con una declaración jurada y su Contestación propuesta adjunta. Una vez dictada la sentencia, el plazo para anularla puede ser muy corto, en algunos tribunales de solo unas semanas, así que preséntela esta semana; la secretaría o el centro de autoayuda del tribunal tiene el formulario.',
    cannotWait:
      'No, no puede esperar: un viaje, el trabajo o una emergencia familiar no detienen el plazo para contestar. Antes de irse, o desde donde esté, presente una Contestación por escrito (o al menos una comparecencia, donde su tribunal la acepte) en línea, por correo o en persona, y envíe una copia al abogado del demandante, para que no puedan sacar una sentencia en rebeldía mientras no está. Cualquier prórroga debe acordarse por escrito y presentarse ante el tribunal o ser aprobada por él: una llamada al abogado de la otra parte no basta.',
    otherSideSaidNoNeed:
      'No se fíe de lo que le dijo el abogado del demandante o el cobrador: representan a la otra parte, no a usted. Salvo que se presente ante el tribunal un acuerdo por escrito (una prórroga acordada o el retiro de la demanda), su Contestación sigue venciendo en el plazo de abajo, y pagar algo no detiene el caso ni una sentencia en rebeldía. Consiga cualquier plan de pagos por escrito antes de pagar, y que diga qué pasa con la demanda (que la retiran, sin sentencia en su contra).',
    twoSuitsHead:
      'Le notificaron dos demandas: conteste las dos. Cada una es un caso aparte, con su propio plazo, y cada una necesita su propia Contestación por escrito.',
    twoSuitsDue: (served: string, due: string) => `la que le entregaron el ${served} vence el ${due}`,
    twoSuitsDated: (each: string[]) =>
      `Contando desde las fechas que usted dio, ${each.join('; ')} (si un último día cae en fin de semana o feriado del tribunal, pasa al siguiente día hábil).`,
    twoSuitsEach:
      'Presente una Contestación por escrito en cada caso, con su propio número de caso, y envíe una copia al abogado de cada demandante: contestar una no contesta la otra, y una demanda sin contestar puede terminar en una sentencia en rebeldía aunque usted se defienda en la otra. Si las dos son por la misma deuda, solo la compañía que de verdad es dueña puede cobrarla: en cada Contestación niegue lo que no le consta, diga que el demandante debe probar que es dueño de la cuenta (la cadena de cesión desde el acreedor original) y que hay otra demanda pendiente por la misma cuenta, con su número de caso. No le pague a ninguna para que se acabe antes de saber quién es el dueño de la deuda.',
    deadlineKnown: (state: string, rules: string[]) => `En ${state}, el plazo para contestar depende del tribunal: ${rules.join(' ')}`,
    deadlineUnknown:
      'El plazo para contestar depende de su estado y de su tribunal; se cuenta desde el día en que le entregaron la demanda, o la citación fija una fecha. Dígame su estado y le daré su regla.',
    check: 'La fecha de su citación es la que rige; el secretario del tribunal puede confirmarla.',
    whichCourt:
      'Cuál de estos tribunales es el suyo aparece arriba en sus papeles. Mientras no lo sepa, guíese por la fecha más temprana: un tribunal que pone una fecha en la citación puede exigir su respuesta antes que una cuenta de días.',
    publication:
      'Con la notificación por edicto (publicación en un periódico), el propio aviso dice cuánto tiempo tiene y desde qué fecha, a menudo un número de días después de la primera publicación. Cuente desde la fecha que indica; no dé por vencido el plazo ni cuente con más tiempo del que dice. El secretario del tribunal puede confirmar la fecha; presente su Contestación lo antes posible.',
    printedCount: (days: number, from: string, due: string) =>
      `Sus papeles dan su propia cuenta: ${days} días después del ${from}, así que su último día es el ${due} (si cae en fin de semana o feriado del tribunal, pasa al siguiente día hábil). Responda para entonces.`,
    arbitration:
      'Un arbitraje no se detiene con una carta de disputa: si su contrato tiene una cláusula de arbitraje, el árbitro puede fallar en su contra si usted no participa, y un tribunal puede hacer cumplir el laudo como una sentencia. Conteste el aviso en la fecha que indica y presente allí todas sus defensas (el monto, que la deuda no es suya, que no hay un acuerdo de arbitraje válido, que es demasiado antigua).',
    arbitrationInSuit:
      'Una audiencia de arbitraje que el tribunal fija en su caso no reemplaza el plazo para contestar: presente su Contestación por escrito ante el tribunal antes del último día indicado arriba, y vaya también a la audiencia de arbitraje cuando llegue. Si no contesta a tiempo, pueden dictar una sentencia en rebeldía antes de cualquier audiencia.',
    answer:
      'Presente una Contestación por escrito ante el tribunal antes de ese plazo y envíe una copia al abogado del demandante. Una llamada o una carta al cobrador no cuenta como contestar.',
    consequence:
      'Si no contesta a tiempo, el tribunal puede dictar una sentencia en rebeldía en su contra, y con ella pueden embargarle el sueldo o congelarle la cuenta del banco.',
    consequenceNoWages: (state: string, citation: string) =>
      `Si no contesta a tiempo, el tribunal puede dictar una sentencia en rebeldía en su contra. ${state} no permite embargar el sueldo por la mayoría de las deudas de consumo (${citation}), pero una sentencia sí puede congelar una cuenta del banco o gravar una propiedad.`,
    dueBy: (date: string) => `Último día: ${date}.`,
    dueSoon: (days: number) =>
      `Eso es ${days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`}: presente su respuesta escrita para entonces, hoy si puede, y antes de la hora que indica la regla de arriba cuando indica una.`,
    duePassed:
      'Si ese día ya pasó, actúe hoy: pregunte en la secretaría si ya dictaron una sentencia en rebeldía. Mientras no la haya, muchos tribunales todavía aceptan una respuesta tardía; si ya la hay, puede pedir que la anulen, y la asistencia legal puede ayudarle a hacerlo pronto.',
    servedOn: (date: string, how: string | null) =>
      `(Contado desde el ${date}, la fecha de entrega que usted indicó${how ? `, como ${how}` : ''}; si el último día cae en fin de semana o feriado del tribunal, pasa al siguiente día hábil.)`,
    daysAway: (days: number) =>
      days < 0 || days > 60
        ? null
        : days === 0
          ? 'hoy'
          : days === 1
            ? 'mañana'
            : days < 14
              ? `dentro de ${days} días`
              : `dentro de ${days} días, unas ${Math.round(days / 7)} semanas`,
    courtDate: (date: string) =>
      `Sus papeles fijan una fecha en el tribunal: ${date}. Esa fecha es su plazo: contar días desde que lo notificaron no la cambia, le diga lo que le diga quien sea.`,
    courtDateBesides: (date: string) =>
      `Sus papeles también fijan una fecha en el tribunal: ${date}. Vaya ese día, pero si su tribunal cuenta el plazo de la respuesta escrita en días desde la notificación (arriba), no espere hasta entonces: si no contesta a tiempo pueden dictar una sentencia en rebeldía antes de la audiencia.`,
    countFromDelivery: (received: string, passed: string) =>
      `Cuente desde el ${received}, el día en que firmaron el recibo o dejaron los papeles en su casa, no desde el ${passed}, el día en que se los pasaron a usted: la notificación ocurre cuando se entregan los papeles, así que ese día posterior no mueve su plazo.`,
    countFromMailing: (dated: string, got: string) =>
      `Sus papeles tienen fecha del ${dated} y le llegaron el ${got}. Donde la notificación por correo (o por medio de una oficina del estado, como la Secretaría de Estado) cuenta desde el envío, los días corren desde el ${dated}, así que aquí se cuenta desde esa fecha; si su corte cuenta desde el día en que llegaron, el último día puede ser más tarde. Para estar seguro, presente su respuesta antes del último día más temprano y pregunte al secretario de la corte desde qué día se cuenta.`,
    passedOnOnly: (passed: string) =>
      `Usted dio el ${passed} como el día en que le pasaron los papeles, pero los días para contestar corren desde el día en que firmaron el recibo o dejaron los papeles en su casa, que fue antes, así que aquí no se cuenta un último día desde el ${passed}. Averigüe hoy ese día anterior (la fecha del recibo del correo certificado, o la constancia de notificación en el expediente: el secretario se la puede leer) y presente antes del plazo contado desde ese día.`,
    servedOrElse: (date: string) =>
      `Usted no estaba seguro del día, así que esto cuenta desde el más temprano; si fue el ${date}, el último día puede ser un día después. La constancia de notificación en el expediente muestra la fecha real: el secretario del tribunal se la puede decir. Presente su respuesta antes del último día más temprano, por seguridad.`,
    summonsCourt: 'Ese tribunal fija una fecha en la citación en lugar de un número de días.',
    returnDate: (date: string) =>
      `Sus papeles fijan una fecha de retorno (return date): ${date}. No es una audiencia y nadie tiene que ir al tribunal ese día: es la fecha para la que deben estar presentados sus papeles. Contar días desde que lo notificaron no la cambia.`,
    fileBy:
      'Presente una comparecencia (appearance) ante el tribunal para esa fecha, en el formulario del tribunal si tiene uno, con su respuesta por escrito si puede, y envíe una copia al abogado del demandante. No necesita faltar al trabajo para ir al tribunal ese día. Si no presenta nada, el tribunal puede dictar una sentencia en rebeldía en su contra.',
    appear:
      'Preséntese en el tribunal ese día y a esa hora (algunos tribunales también piden presentar una comparecencia o una respuesta por escrito antes; la citación lo dice). Si no puede ir, llame al secretario del tribunal antes de esa fecha para pedir otra. Si no se presenta, el tribunal puede dictar una sentencia en rebeldía en su contra.',
    businessSuit:
      'Una empresa (una LLC o una corporación) normalmente no puede contestar por sí misma: en la mayoría de las cortes solo un abogado con licencia puede comparecer por ella, así que la empresa necesita un abogado ya, y si no contesta le pueden dictar una sentencia en rebeldía igual que a una persona. Si usted firmó una garantía personal (personal guarantee), el acreedor también puede demandarlo a usted; a usted lo tienen que notificar aparte, y su propio plazo corre desde ese día.',
    arrest:
      'No lo pueden meter en la cárcel por deber una deuda de consumo. Pero una orden del tribunal es otra cosa: si el juez le ordena presentarse (por ejemplo, a un interrogatorio sobre sus bienes después de una sentencia) y usted no va, puede declararlo en desacato y, en algunos estados, ordenar su arresto. Vaya siempre al tribunal cuando se lo ordenen.',
    benefits: [
      'El Seguro Social, el SSI y los beneficios de la VA están protegidos frente a acreedores privados y cobradores: no pueden embargarlos (42 U.S.C. §407, §1383(d)(1); 38 U.S.C. §5301). Si se depositan directamente, su banco debe proteger automáticamente dos meses de esos depósitos (31 C.F.R. parte 212).',
      'El Seguro Social (jubilación, sobrevivientes y SSDI) sí se puede tomar: el Tesoro, por préstamos estudiantiles federales en mora y otras deudas federales que no son impuestos (hasta el 15%, dejándole al menos $750 al mes); el IRS, por impuestos federales no pagados (hasta el 15%, sin ese mínimo); y por manutención de menores o pensión alimenticia.',
      'El SSI no se puede tomar por ninguna de esas razones: ni por acreedores, ni por deudas federales, ni por manutención.',
      'Los beneficios de la VA no se pueden tomar por acreedores ni por deudas federales; la compensación por discapacidad de la VA solo se alcanza por manutención cuando reemplaza la pensión militar de retiro a la que el veterano renunció, y la familia puede pedir a la VA una parte del beneficio (prorrateo).',
    ],
    limitationKnown: (state: string, open: string, written: string, revival: string) =>
      `En ${state}, el plazo para demandar es de ${open} para una tarjeta de crédito u otra cuenta abierta y de ${written} para un contrato escrito firmado. ${revival}`,
    limitationUnknown:
      'Cada estado fija su propio plazo para demandar por una deuda, por lo general entre 3 y 10 años según el estado y el tipo de deuda. Dígame su estado y le diré su plazo.',
    years: (n: number, citation: string) => `${n} años (${citation})`,
    kindOpen: 'una tarjeta de crédito u otra cuenta abierta',
    kindWritten: 'un préstamo u otro contrato firmado',
    debtAgeRun: (when: string, years: number, state: string, limit: number, kind: string, citation: string) =>
      `Su último pago, en ${when}, fue hace unos ${years} años, más que el plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): la deuda parece demasiado vieja para una demanda (prescrita). Confirme la fecha en sus propios estados de cuenta antes de hacer nada, y no pague ni firme nada hasta entonces.`,
    debtAgeNoSuit:
      'Un cobrador no puede demandarle ni amenazar con demandarle por una deuda prescrita (12 C.F.R. § 1006.26(b)); si aun así lo demandan, el plazo vencido es una defensa que debe presentar en su respuesta escrita.',
    debtAgeOpen: (when: string, state: string, limit: number, kind: string, citation: string, until: string) =>
      `Su último pago, en ${when}, está dentro del plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): todavía pueden demandarle hasta aproximadamente ${until}.`,
    debtAgeClose: (when: string, state: string, limit: number, kind: string, citation: string) =>
      `Su último pago, en ${when}, está cerca del plazo de ${limit} años de ${state} para demandar por ${kind} (${citation}): la fecha exacta de ese pago decide si ya venció; búsquela en sus estados de cuenta antes de pagar o prometer nada.`,
    legalAid: 'Ayuda legal gratuita: la oficina de asistencia legal de su zona (búsquela en LawHelp.org) o el centro de autoayuda de su tribunal.',
    judgmentHead:
      'Ya hay una sentencia, así que el plazo para contestar la demanda terminó: lo que cuenta ahora son los plazos que vienen después de una sentencia.',
    judgmentCourtDate: (date: string) => `Sus papeles fijan una fecha en el tribunal: ${date}. Vaya.`,
    judgmentRenewal:
      'Esto es la renovación de una sentencia dictada hace años, no una demanda ni una sentencia nueva: antes de que una sentencia venza, el acreedor puede renovarla, lo que alarga su vigencia (a menudo otros 10 años) y le suma los intereses y costos acumulados, así que el saldo crece. Una sentencia renovada se puede volver a cobrar (embargo del sueldo o de la cuenta), dentro de los límites y exenciones que la ley le da. Si la renovación llegó tarde o la cantidad está mal (pagos o embargos no acreditados, intereses o costos mal sumados), plantéelo de inmediato ante el tribunal que dictó la sentencia: donde la ley da un plazo para impugnar una renovación, es corto. Revise las cuentas contra lo que pagó y lo que le embargaron.',
    judgmentExemption:
      'Para proteger el dinero exento de un embargo (beneficios, parte de su sueldo, lo que su estado protege), presente el reclamo de exención (claim of exemption) que vino con el aviso, antes de la fecha que indica el aviso: en algunos estados son solo cinco días hábiles desde que le llegó (muchas veces 10 a 20), así que preséntelo esta semana, cuanto antes.',
    judgmentExemptionIfNotice:
      'Si llega un embargo del sueldo o de la cuenta del banco, lo que la ley protege (beneficios, parte de su sueldo, lo que su estado exime) se conserva presentando el reclamo de exención que viene con el aviso, antes de la fecha que indica: en algunos estados solo cinco días hábiles después de que llega (muchas veces 10 a 20), así que enseguida.',
    judgmentSetAsideOld:
      'Para deshacer la sentencia, pida al tribunal que la dictó que la anule. Si nunca lo notificaron debidamente, dígalo: una sentencia dictada sin notificación válida puede ser nula, y en la mayoría de los tribunales eso se puede alegar aun mucho después de dictada. Otros motivos (una enfermedad, un error, una defensa que nunca pudo presentar) tienen plazos contados desde la sentencia o desde que usted se enteró, en muchos tribunales de unos meses a un año, así que pregunte ya en la secretaría o a la asistencia legal si el suyo sigue abierto, y presente lo antes que pueda.',
    judgmentSetAside:
      'Para anular la sentencia, pídale al tribunal que la dictó que la deje sin efecto (en algunos tribunales, con una moción para un nuevo juicio). Si nunca le entregaron la demanda como se debe, dígalo: una sentencia sin notificación válida puede ser nula. Por otros motivos, como una enfermedad o un error, el plazo se cuenta desde la sentencia y puede ser muy corto: en algunos tribunales la moción para anularla o para un nuevo juicio vence a los 10 a 14 días de la sentencia, y la apelación a las pocas semanas. No dé por hecho que tiene meses: pregunte hoy en la secretaría cuál es su último día, y presente ya.',
    judgmentAppeal:
      'Si el juez decidió el caso en una audiencia a la que usted fue, eso se deshace con una apelación (en algunos tribunales, con una moción para un nuevo juicio), no con la anulación de una sentencia en rebeldía, y el plazo es corto y se cuenta desde el día de la sentencia: en algunos tribunales solo 10 días, en muchos otros 30. Presente ya el aviso de apelación ante el secretario del tribunal que decidió el caso, no al final del plazo: pregúntele hoy cuál es el último día, si hay que depositar una fianza (bond) y qué costos hay, y cómo pedir que le eximan de pagarlos si no puede. Hasta que se presente la apelación (en muchos tribunales, hasta que se deposite la fianza), el acreedor puede cobrar la sentencia, también en otro estado una vez que la registre allí.',
    judgmentSmallClaims:
      'En reclamos menores (small claims), quien no fue a la audiencia normalmente no puede apelar directamente: primero pídale al mismo tribunal que anule la sentencia (motion to vacate), explicando por qué no pudo ir (en California, el formulario SC-135). El plazo es corto: en California, 30 días desde el día en que el secretario envió por correo el aviso de la sentencia (notice of entry of judgment), y en otros estados es igual o más corto, así que preséntela esta semana.',
    judgmentMilitary:
      'Una sentencia en rebeldía dictada mientras usted estaba en servicio militar activo puede reabrirse bajo la ley de protección civil de los militares (Servicemembers Civil Relief Act) si su servicio le impidió defenderse y tiene una defensa: pídalo dentro de los 90 días después de terminar el servicio (50 U.S.C. § 3931(g)).',
    judgmentOrders:
      'Si el tribunal le ordena presentarse después de la sentencia (una citación para descubrir bienes, un examen del deudor, procedimientos suplementarios, una orden para mostrar causa), no es una demanda nueva: es una orden de comparecer, así que vaya en la fecha que indica. Nadie va a la cárcel por la deuda, pero si no cumple la orden el juez puede declararle en desacato y emitir una orden de arresto civil (body attachment) por no presentarse. Le harán preguntas bajo juramento: diga la verdad sobre todos sus ingresos y bienes, y lleve pruebas de lo que está exento (la carta de beneficios del SSI o del Seguro Social, estados de cuenta que muestren los depósitos, talones de pago), para que el tribunal vea lo que el acreedor no puede tomar. Si no puede ir ese día, llame a la secretaría y al abogado del acreedor antes de la fecha para pedir otra.',
    bankruptcy: [
      'Usted ya se declaró en bancarrota: la suspensión automática (11 U.S.C. § 362) prohíbe las llamadas de cobro y cualquier demanda nueva por una deuda anterior a la bancarrota, esté o no confirmado su plan, y el acreedor que la viole a sabiendas puede deberle daños.',
      'No ignore los papeles: hoy mismo avise a su abogado de bancarrota (o al síndico) y presente un aviso de bancarrota ante el tribunal que se los envió, con su número de caso, antes del plazo para contestar que aparece abajo.',
    ],
    period: { week: 'por semana', two_weeks: 'cada dos semanas', half_month: 'por quincena', month: 'al mes' } satisfies Record<PayPeriod, string>,
    shareOfPay: (pay: string, per: string, share: number, most: string) =>
      `Con ${pay} ${per}, el ${share}% es ${most}: lo máximo que le pueden quitar, menos si el mínimo protegido le deja más.`,
    federalFloorLower: (cap: string) =>
      ` Con ese sueldo la ley federal solo permite ${cap}, porque lo que no pasa de 30 veces el salario mínimo federal por semana está protegido, así que no le pueden quitar más de ${cap}.`,
    illinoisCap: (pay: string, per: string, cap: string, floor: string, above: string, gross: { pay: string; share: string } | null) =>
      gross
        ? `Con un sueldo neto de ${pay} ${per} (${gross.pay} bruto), en Illinois una orden de deducción de sueldo puede quitar como máximo ${cap} ${per}: lo menor entre el 15% del bruto (${gross.share}) y lo que su sueldo neto pasa de 45 veces el salario mínimo de Illinois (${floor}): ${above} (735 ILCS 5/12-803).`
        : `Con un sueldo neto de ${pay} ${per}, en Illinois una orden de deducción de sueldo puede quitar como máximo ${cap} ${per}: lo que pasa de 45 veces el salario mínimo de Illinois (${floor}) es ${above}, y nunca más del 15% de su sueldo bruto (735 ILCS 5/12-803).`,
    californiaCap: (pay: string, per: string, cap: string, fifth: string, floor: string, above: string) =>
      `Con un sueldo neto de ${pay} ${per}, en California un acreedor con una sentencia puede embargar como máximo ${cap} ${per}: lo menor entre el 20% (${fifth}) y el 40% de lo que pasa de 48 veces el salario mínimo estatal (${floor}): ${above} (Cal. Code Civ. Proc. § 706.050). Un salario mínimo local más alto donde usted trabaja le protege más, y puede reclamar más si lo necesita para mantener a su familia (formulario WG-006).`,
    wageCap: (pay: string, per: string, cap: string, quarter: string, floor: string, above: string) =>
      `Con un sueldo neto de ${pay} ${per} (después de impuestos y de los descuentos que exige la ley), un acreedor con una sentencia del tribunal puede embargar como máximo ${cap} ${per}: lo menor entre el 25% (${quarter}) y lo que pasa de ${floor} (${above}) (15 U.S.C. § 1673, que su estado sigue). El acreedor necesita primero la sentencia, y el dinero que no es sueldo, como el Seguro Social, está protegido por su propia ley. Otras exenciones pueden protegerle más, pero hay que reclamarlas ante el tribunal.`,
    headOfFamilyAll: (weekly: string) => `Con ${weekly} por semana, eso es todo su sueldo: no le pueden quitar nada una vez que lo reclame.`,
    claimBy: (from: string, days: number, by: string) =>
      `Contando ${days} días desde el ${from}, el día en que usted dijo que le llegó el aviso, presente el reclamo de exención (jurado, como jefa o jefe de familia) en el tribunal a más tardar el ${by}, mande una copia al abogado del acreedor y avísele a su empleador.`,
    headOfFamily: (state: string, limit: string, citation: string, claimDays: number) =>
      `En ${state}, si usted mantiene más de la mitad de los gastos de un hijo u otro dependiente (jefe de familia), un sueldo de ${limit} por semana o menos no se puede embargar, y lo que pase de esa cantidad solo si usted lo aceptó por escrito (${citation}); esta protección no es automática: debe reclamarla, normalmente dentro de los ${claimDays} días del aviso de embargo.`,
    wagesBarred: (state: string, citation: string) =>
      `En ${state} no se puede embargar el sueldo por deudas de consumo, como tarjetas de crédito, préstamos personales o facturas médicas (${citation}). Las excepciones son la manutención de hijos, los impuestos y los préstamos estudiantiles federales. Un cobrador que dice que le quitará parte de su cheque por una deuda así amenaza con algo que no puede hacer; puede reportarlo a la CFPB y al procurador general de su estado.`,
    landlordClaim:
      'Una demanda de su antiguo arrendador por renta o daños después de que usted se mudó es un reclamo de dinero, una demanda por deuda como cualquier otra, no un desalojo: responda como dicen sus papeles (una Contestación por escrito, o ir a la audiencia si el tribunal fijó una fecha), o el arrendador puede obtener una sentencia por todo lo que reclama. Lleve su contrato de arrendamiento, fotos o video de cuando se mudó, mensajes, el recibo del depósito y prueba de que dio su nueva dirección. El desgaste normal, como una alfombra gastada o pintura descolorida después de una estancia normal, no es un daño que usted deba pagar.',
    landlordDeposit:
      'Reclame su depósito de seguridad en el mismo caso: la mayoría de los estados exigen que el arrendador lo devuelva, o mande una lista detallada de descuentos, dentro de cierto número de días después de que usted se muda, y el que no lo hace puede perder el derecho a quedárselo y deberle una multa. Pregunte en la secretaría cómo presentar una contrademanda (counterclaim) por el depósito, y preséntela antes de la audiencia.',
    landlordDepositState: (state: string, days: number, citation: string) =>
      `Reclame su depósito de seguridad en el mismo caso: en ${state}, el arrendador que no le manda una lista escrita de daños dentro de los ${days} días después de que usted se muda (si usted le dio su nueva dirección) pierde el derecho a quedarse con cualquier parte y puede deberle el doble de lo que retuvo sin derecho (${citation}). Pregunte en la secretaría cómo presentar una contrademanda (cross-complaint) por el depósito, y preséntela antes de la audiencia.`,
    landlordCollect:
      'Si el arrendador gana, la sentencia se cobra como cualquier otra: un embargo de la cuenta del banco o del sueldo dentro de los límites del estado, y lo que la ley exime usted lo reclama ante el tribunal.',
    landlordRentWages: (state: string, citation: string) =>
      `${state} no permite embargar el sueldo por la mayoría de las deudas de consumo, pero una sentencia por la renta de una vivienda es una excepción: hasta el 10% de su sueldo neto, y nunca por debajo de la línea de pobreza (${citation}); no está claro si alcanza también la parte de los daños. Una sentencia también se puede cobrar de una cuenta del banco.`,
    notALawyer: 'No soy abogado, y esta es información general, no asesoría legal para su situación.',
    otherQuestion: 'También preguntó:',
    source: 'Fuente',
    languageNote: '',
    fallback: (topics: string) =>
      `No sé la respuesta a eso, y no quiero adivinar. Los temas más cercanos con los que puedo ayudarle: ${topics}. Para su situación, puede recibir ayuda legal gratuita en la oficina de asistencia legal de su zona (LawHelp.org).`,
  },
} satisfies Record<Language, unknown>;
