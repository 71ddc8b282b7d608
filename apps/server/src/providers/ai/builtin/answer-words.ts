import type { Language, PilotFunctionName } from '@parley/shared';

/**
 * What Solo says in its own words (not quoted from an article), in each language the consumer app
 * speaks. Spanish is US Spanish with "usted" and the glossary's words (issue 24).
 */
export const ANSWER_WORDS = {
  en: {
    notALawyer: "I'm not a lawyer, and this is general information, not legal advice for your situation.",
    dontKnow:
      "I don't know the answer to that. I can help with debt lawsuits and answer deadlines, your rights with debt collectors, debt validation, settling a debt, credit reporting after a settlement, and using Parley.",
    falseDocument:
      "I can't help make a document that says something untrue, such as an illness, a job loss or pay you do not have, nor a letter in your employer's, doctor's or bank's name. Giving a creditor, a collector or a court a false document can be fraud: filed in a court case it is fraud on the court, and a paper made in someone else's name is forgery; it can undo a settlement or lose you your case. What I can do: help you write a truthful hardship letter about your real situation, and an offer based on what you can really pay; collectors settle on real hardship every day. Say the word and I will start that letter with you.",
    falseDispute:
      "I can't help write a dispute that says a debt you owe isn't yours or is a fraud: that is a false statement to a credit bureau, and a false identity-theft report can be a crime. The bureau asks the creditor to check, and a true account comes back (a deleted entry can be put back once the creditor certifies it). What works instead: dispute only what is really wrong on the entry (the balance, the dates, the status), settle or pay and ask in writing how it will be reported, ask the creditor for a goodwill update, and know that a charged-off account leaves your report seven years after the first missed payment that led to it (15 U.S.C. § 1681c). Tell me what is wrong on the entry and we can write that dispute together.",
    backdated:
      "I can't help backdate a letter or make a paper look sent earlier than it was, nor say it was lost in the mail: a backdated paper is a false document, it can be fraud, and if it came out in court it could cost you your case. It is also not needed. You can still send a truthful dispute today, dated the day you send it: missing the date in the validation notice only means the collector no longer has to pause collection to verify; not disputing in time is not an admission that you owe the debt (15 U.S.C. § 1692g(c)), you keep every defense, and once you dispute, any credit reporting by the collector must show the debt as disputed. Send it in a way you can track, with your proof attached, and dispute any wrong credit report entry with the credit bureaus too.",
    greeting:
      "Hi, I'm Solo. Ask me about a debt lawsuit, a collector, settling a debt, or how to use Parley. I can also start a Debt Answer or a SoloSettle case for you.",
    thanks: "You're welcome. If anything else comes up about your debt or your case, just ask.",
    steps: 'Here is how it works, step by step:',
    negotiationTip: 'Negotiation tip: decide your real limit from your budget before you offer, open below it, and get every offer and answer in writing.',
    source: 'Source',
    sources: 'Sources',
    onlyInEnglish: '',
    fromArticle: 'I have no prepared answer for exactly this question; this is the closest part of our articles:',
    files: (names: string) =>
      `I received ${names}. I can't read the contents of files offline; the scan step of a Debt Answer or SoloSettle case reads your papers for you.`,
    tools: {
      start_debt_answer:
        "I'll start a Debt Answer for you. It walks you through answering the lawsuit step by step: scan your papers, confirm the details, and get an answer ready to file before your deadline.",
      start_solosettle:
        "I'll open a SoloSettle case for you. You'll tell us who is collecting and how much, then make an offer the firm can accept or counter, all in writing.",
      start_document_generation: "I'll start a new document for you. You can shape it in the editor, with AI edits you accept or reject.",
      search_courts: "I'll search Parley's court directory.",
      display_payment_widget: "Here's the payment form for your case.",
    } satisfies Record<PilotFunctionName, string>,
  },
  es: {
    notALawyer: 'No soy abogado, y esta es información general, no asesoría legal para su situación.',
    dontKnow:
      'No sé la respuesta a eso. Puedo ayudarle con demandas por deudas y los plazos para contestarlas, sus derechos ante los cobradores, la validación de una deuda, cómo llegar a un acuerdo, el reporte de crédito después de un acuerdo y el uso de Parley.',
    falseDocument:
      'No puedo ayudarle a hacer un documento que diga algo que no es cierto, como una enfermedad, una pérdida de empleo o un sueldo que usted no tiene, ni una carta a nombre de su patrón, su médico o su banco. Darle a un acreedor, a un cobrador o a una corte un documento falso puede ser fraude: presentado en un caso es fraude ante la corte, y un papel hecho a nombre de otra persona es falsificación; puede deshacer un acuerdo o hacerle perder el caso. Lo que sí puedo hacer: ayudarle a escribir una carta de dificultad económica verdadera sobre su situación real, y una oferta basada en lo que de verdad puede pagar; los cobradores aceptan acuerdos por dificultades reales todos los días. Dígame y empezamos esa carta juntos.',
    falseDispute:
      'No puedo ayudarle a escribir una disputa que diga que una deuda que usted debe no es suya o que es un fraude: es una declaración falsa a un buró de crédito, y un reporte falso de robo de identidad puede ser un delito. El buró le pide al acreedor que la verifique, y una cuenta verdadera vuelve (una cuenta borrada puede volver a aparecer cuando el acreedor la certifica). Lo que sí funciona: dispute solo lo que de verdad esté mal en la cuenta (el saldo, las fechas, el estado), llegue a un acuerdo o pague y pida por escrito cómo se va a reportar, pídale al acreedor una actualización de buena voluntad (goodwill), y sepa que una cuenta cancelada (charged off) sale de su reporte siete años después del primer pago atrasado que la llevó ahí (15 U.S.C. § 1681c). Dígame qué está mal en la cuenta y escribimos juntos esa disputa.',
    backdated:
      'No puedo ayudarle a ponerle a una carta una fecha anterior ni a hacer que parezca enviada antes de lo que fue, ni a decir que se perdió en el correo: un papel con fecha falsa es un documento falso, puede ser fraude, y si sale a relucir en la corte puede hacerle perder el caso. Además no hace falta. Todavía puede mandar hoy una disputa verdadera, con la fecha del día en que la envía: que haya pasado la fecha del aviso de validación solo significa que el cobrador ya no tiene que detener el cobro para verificar; no disputar a tiempo no significa que usted admita la deuda (15 U.S.C. § 1692g(c)), conserva todas sus defensas, y una vez que dispute, si el cobrador reporta la deuda debe indicar que está disputada. Mándela de una forma que pueda rastrear, con sus pruebas, y dispute también ante las agencias de crédito cualquier dato equivocado en su reporte.',
    greeting:
      'Hola, soy Solo. Pregúnteme sobre una demanda por deuda, un cobrador, cómo llegar a un acuerdo o cómo usar Parley. También puedo empezar una Debt Answer o un caso de SoloSettle por usted.',
    thanks: 'De nada. Si tiene cualquier otra pregunta sobre su deuda o su caso, pregúnteme.',
    steps: 'Así funciona, paso a paso:',
    negotiationTip:
      'Consejo para negociar: decida su límite real según su presupuesto antes de hacer una oferta, empiece por debajo de ese límite y pida por escrito cada oferta y cada respuesta.',
    source: 'Fuente (en inglés)',
    sources: 'Fuentes (en inglés)',
    onlyInEnglish: 'Todavía no tengo esta respuesta en español, pero este artículo (en inglés) explica el tema:',
    fromArticle: 'No tengo una respuesta preparada para esta pregunta exacta; esto es lo más cercano de nuestros artículos:',
    files: (names: string) =>
      `Recibí ${names}. No puedo leer el contenido de los archivos sin conexión; el paso de escaneo de una Debt Answer o de un caso de SoloSettle lee sus papeles por usted.`,
    tools: {
      start_debt_answer:
        'Voy a empezar una Debt Answer por usted. Le guía paso a paso para contestar la demanda: escanee sus papeles, confirme los datos y tenga lista su Contestación para presentarla antes del plazo.',
      start_solosettle:
        'Voy a abrir un caso de SoloSettle por usted. Nos dirá quién le cobra y cuánto, y luego hará una oferta que la agencia de cobranza puede aceptar o contestar con otra, todo por escrito.',
      start_document_generation: 'Voy a empezar un documento nuevo por usted. Puede darle forma en el editor, con cambios de IA que usted acepta o rechaza.',
      search_courts: 'Voy a buscar en el directorio de tribunales de Parley.',
      display_payment_widget: 'Este es el formulario de pago de su caso.',
    } satisfies Record<PilotFunctionName, string>,
  },
} satisfies Record<Language, unknown>;
