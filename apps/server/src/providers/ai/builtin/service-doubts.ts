import type { Language } from '@parley/shared';

/**
 * A served person's doubt that the service counts, answered before the deadline (blind set Z: papers handed over in a
 * hospital room, a summons with the name misspelled, a Minnesota suit not yet on the court's website, and a Pennsylvania
 * writ of summons with no complaint were each met with a deadline and nothing on what was asked; the writ was given an
 * Answer's 20 days it does not have). Read on folded, lower-case text.
 */
export type ServiceDoubt = 'hospital' | 'name' | 'records' | 'notMe';

const DOUBTS: Record<ServiceDoubt, RegExp> = {
  // Papers handed over in a hospital, said in one sentence with the handing; a hospital as the creditor, or a relative's stay, is none.
  hospital:
    /\b(?:served|serve|handed|gave|delivered|walked|came|brought|entreg\w*|dio|dieron|notific\w*|trajo)\b[^.?!]{0,100}\b(?:(?:in|at|into) (?:the |my )?(?:hospital|er|emergency room|icu|hospital room)|(?:my|mi) (?:hospital )?room|cuarto del hospital|mi cuarto|en el hospital|con suero)\b|\b(?:(?:i was|i'?m|while i was|estaba|estoy) (?:\w+ ){0,2}?(?:in|at|en) (?:the |el |la )?(?:hospital|er|emergency room|icu|rehab|hospitalizad\w*)|hospitalizad[oa])\b[^.?!]{0,100}\b(?:served|handed|gave|delivered|entreg\w*|dio|dieron|notific\w*|trajo|papers|papeles|summons|demanda)\b/,
  name: /\b(?:misspel+\w*|spelled (?:wrong|incorrectly)|spells? my (?:\w+ )?name|wrong (?:name|spelling)|not my (?:real )?name|name is wrong|but my (?:real |actual )?name is(?! (?:still|on|in|listed|also|the same|there|not)\b)|mi nombre es(?! (?:todavia|aun|el mismo)\b)|mal escrito|escribieron mal|nombre (?:mal escrito|equivocado))\b/,
  records:
    /\b(?:no (?:court |case |index )?(?:file|case|index|docket) (?:number|no\.?)|no case (?:on|in|at|under)|(?:can'?t|cannot|couldn'?t|could not) find (?:the|a|any|my) case|not (?:on|in) the (?:docket|court(?:'s)? (?:records|website|site|system|portal))|(?:nothing|no case|no record) (?:shows|showed|comes|came|turns|turned) up\b|there'?s no case|no aparece (?:el caso|en el sistema|en la corte)|no encuentro el caso)\b/,
  // Papers that name the person but, they say, for someone else's debt: another birth date or address, "that's not me".
  notMe:
    /\b(?:i'?m not (?:that|the) (?:guy|man|woman|lady|person|one)|(?:that|it|this)(?:'s| is) not me\b|not my (?:debt|account|card|loan)|(?:account|debt|card|loan) (?:was |is )?(?:never|not) mine|never (?:had|opened) (?:that|this|the) (?:account|card|loan)|(?:birth ?date|date of birth|dob|social|ssn|address)\b[^.?!]{0,40}\b(?:isn'?t|is not|not) mine|wrong (?:person|guy|man|woman)|someone else'?s (?:debt|account)|same name (?:as me )?but|no soy (?:yo|esa persona|ese (?:senor|hombre)|esa (?:senora|mujer))|no es mi (?:deuda|cuenta|tarjeta)|(?:esa|la) (?:cuenta|deuda|tarjeta) (?:nunca )?(?:no )?(?:fue|es) mia|(?:fecha de nacimiento|direccion|domicilio)\b[^.?!]{0,40}\bno (?:es|son) (?:la |el |los |las )?mi[oa]s?|persona equivocada|otra persona)\b/,
};

/** A hospital that is the person's workplace, not where they lay as a patient (blind set V: a cafeteria worker served on shift). */
const WORKS_AT_HOSPITAL =
  /\b(?:(?:my )?job|i work|where i work|my shift|on shift|working|trabajo|donde trabajo|mi turno)\b[^.?!]{0,30}\bhospital\b|\bhospital\b (?:cafeteria|kitchen|laundry|parking|gift shop|where i work|donde trabajo)|\b(?:nurse|aide|cook|janitor|enfermer[oa]|cociner[oa])\b[^.?!]{0,30}\bhospital\b/;
const PATIENT =
  /\b(?:patient|admitted|surgery|my room|icu|on an iv|hospitalized|paciente|internad[oa]|cirugia|operacion|mi cuarto|con suero|hospitalizad[oa])\b/;

/**
 * Where a suit may begin by service alone, what the served person can do about an empty docket: make the plaintiff file
 * (blind set AN: a Washington summons with no case number met only Minnesota's name).
 */
export const FILED_ON_DEMAND: Partial<Record<string, Record<Language, string>>> = {
  WA: {
    en: 'In Washington you can also serve the plaintiff’s lawyer a written demand to file the case: if it is not filed within 14 days after the demand, the service is void (Wash. CR 3(a)). Your answer is still due by the deadline below.',
    es: 'En Washington también puede entregar al abogado del demandante una exigencia por escrito de que presente el caso: si no lo presenta dentro de 14 días después de la exigencia, la notificación queda sin efecto (Wash. CR 3(a)). Su respuesta vence igual en el plazo de abajo.',
  },
};

/** The doubts a served person's question raises. */
export function serviceDoubtsIn(folded: string): ServiceDoubt[] {
  return (Object.keys(DOUBTS) as ServiceDoubt[]).filter(
    (doubt) => DOUBTS[doubt].test(folded) && !(doubt === 'hospital' && WORKS_AT_HOSPITAL.test(folded) && !PATIENT.test(folded)),
  );
}

const WRIT = /\bwrit of summons\b|\bauto de citacion\b/;
const NO_COMPLAINT =
  /\b(?:no|without (?:a |any )?|not? (?:a |any )?|didn'?t (?:come with|include) (?:a |any )?)complaint\b|\bcomplaint (?:was not|wasn'?t|isn'?t|is not) (?:attached|included|there)|\bsin (?:la |una )?demanda\b|\bno (?:viene|vino|trae) (?:la |una )?demanda\b/;
const COMPLAINT = /\b(?:complaint|notice to defend|aviso para defenderse)\b/;

/** A Pennsylvania writ of summons served with no complaint: nothing to answer yet. */
export function writOnlyIn(folded: string, state: string | null): boolean {
  return state === 'PA' && WRIT.test(folded) && (NO_COMPLAINT.test(folded) || !COMPLAINT.test(folded));
}

export const SERVICE_DOUBT_WORDS = {
  en: {
    hospital:
      'Papers handed to you in a hospital still count as service: being in the hospital, at work or sick does not make the service invalid or stop the deadline. If you cannot file from there, a relative can get the forms from the court’s self-help center for you to sign, you can ask the plaintiff’s lawyer for an extension confirmed in writing, or you can ask the court for more time before the deadline passes. If a default is entered while you are in the hospital, you can ask the court to set it aside, but that is harder than answering on time.',
    name: 'A misspelled name does not cancel the lawsuit when the papers were clearly meant for you and handed to you: answer by the deadline anyway and give your correct name in your Answer.',
    records:
      'Not finding the case online does not mean it is fake: in some states (Minnesota and Washington among them) a suit begins when the papers are served, before anything is filed with the court, and court websites can lag. Check with the clerk or the lawyer named on the papers, and answer by the deadline either way.',
    notMe:
      'Do not ignore papers from a court because the debt is not yours: the case goes on against the name on them, and if no one answers or appears by the date, the court can enter a default judgment that the plaintiff can then use to garnish the pay or freeze the bank account of the person with that name. Answer or appear by the deadline below and deny that the debt is yours, bringing ID and proof of your own birth date and addresses. Also send the plaintiff’s lawyer a written dispute with that proof and ask it to dismiss the case; if an account was opened with your identity, report it at IdentityTheft.gov and check your credit reports.',
    writ: 'A writ of summons alone starts a Pennsylvania case but asks for no Answer: the 20 days to respond run only from service of a complaint with a Notice to Defend (Pa. R.C.P. 1026(a)), so nothing is due just because of the writ. Do not ignore it: watch your mail and the court docket, and when the complaint comes, file a written response within 20 days of its service. You can also make the plaintiff act: file a praecipe asking the prothonotary to enter a rule requiring it to file its complaint within 20 days, or face a judgment of non pros that ends the case (Pa. R.C.P. 1037(a)).',
  },
  es: {
    hospital:
      'Los papeles que le entregaron en el hospital sí cuentan como notificación: estar en el hospital, en el trabajo o enfermo no la invalida ni detiene el plazo. Si no puede presentar la respuesta desde allí, un familiar puede conseguir los formularios en el centro de autoayuda de la corte para que usted los firme, puede pedir al abogado del demandante una extensión confirmada por escrito, o puede pedir más tiempo a la corte antes de que venza el plazo. Si dictan un fallo en rebeldía mientras está en el hospital, puede pedir que lo anulen, pero es más difícil que responder a tiempo.',
    name: 'Un nombre mal escrito no anula la demanda si los papeles eran claramente para usted y se los entregaron a usted: conteste a tiempo de todos modos y ponga su nombre correcto en su Contestación.',
    records:
      'Que no encuentre el caso en internet no significa que sea falso: en algunos estados (Minnesota y Washington, por ejemplo) una demanda empieza cuando le entregan los papeles, antes de presentar nada en la corte, y las páginas de las cortes se atrasan. Verifique con la secretaría o con el abogado que aparece en los papeles, y conteste a tiempo de todos modos.',
    notMe:
      'No ignore los papeles de una corte porque la deuda no sea suya: el caso sigue contra el nombre que aparece en ellos, y si nadie contesta ni se presenta a tiempo, la corte puede dictar una sentencia en rebeldía que el demandante puede usar para embargar el sueldo o congelar la cuenta de banco de la persona con ese nombre. Conteste o preséntese antes del plazo que se indica abajo y niegue que la deuda sea suya, con una identificación y pruebas de su fecha de nacimiento y de sus direcciones. Envíe también al abogado del demandante una disputa por escrito con esas pruebas y pídale que retire el caso; si alguien abrió una cuenta con su identidad, repórtelo en IdentityTheft.gov y revise sus reportes de crédito.',
    writ: 'Un "writ of summons" por sí solo empieza un caso en Pensilvania pero no pide una Contestación: los 20 días para responder corren solo desde que le entregan una demanda (complaint) con un aviso para defenderse (Notice to Defend) (Pa. R.C.P. 1026(a)), así que no vence nada solo por el writ. No lo ignore: revise su correo y el expediente de la corte, y cuando llegue la demanda, presente una respuesta por escrito dentro de los 20 días desde que se la entreguen. También puede obligar al demandante a actuar: presente un "praecipe" pidiendo al secretario (prothonotary) una orden para que presente su demanda dentro de 20 días, o el caso termina con un fallo de "non pros" (Pa. R.C.P. 1037(a)).',
  },
} satisfies Record<Language, unknown>;
