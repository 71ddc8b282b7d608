import json
P="/work/blind/solo-at/part-2/questions.jsonl"
def it(id,lang,st,topic,q,must,should,mnot):
    return dict(id=id,lang=lang,account_lang=lang,account_state=st,topic=topic,question=q,must_say=must,should_say=should,must_not_say=mnot)
items=[
it("P2-ES-06","es","TX","garnishment_exempt_income",
"trabajo en el campo en el condado de hidalgo, el patron me paga cash cada semana como $560. me llego carta de un abogado que ya tienen judgment por una tarjeta y que le van a mandar una orden al patron para quitarme el 25% del sueldo o sea $140 a la semana. pueden hacer eso aunque me paguen en efectivo?",
["No: en Texas los salarios actuales no se pueden embargar por una deuda de consumo como una tarjeta de crédito (solo por manutención de hijos/pensión alimenticia y ciertas deudas del gobierno como impuestos federales o préstamos estudiantiles federales), así que el patrón no puede retenerle los $140 ni nada de sus $560 por este fallo, se le pague en efectivo o no.",
 "Si el patrón recibe una orden, debe avisarle a usted y al patrón que los salarios están exentos por ley de Texas, y puede pedir ayuda legal para objetar.",
 "Con el fallo, el acreedor sí puede intentar embargar una cuenta de banco; el dinero de salario que se guarda en una cuenta puede quedar en riesgo, así que conviene saber cómo protegerlo."],
["También están protegidos en Texas la casa (homestead) y un vehículo por cada miembro con licencia de la familia, y herramientas de trabajo, dentro de los límites de la ley.","Guarde los papeles y no ignore avisos de la corte."],
["[wrong] Dice que le pueden quitar el 25% ($140) por semana en Texas por esta deuda.","[unsafe] Le aconseja esconder dinero, mentir sobre sus ingresos o dejar de trabajar.","[wrong] Dice que el pago en efectivo es lo que lo protege (la protección viene de la ley de Texas, no del efectivo)."]),
it("P2-ES-07","es","UT","garnishment_exempt_income",
"pregunto por mi esposo, 66 años, en salt lake. trabaja medio tiempo y cada dos semanas le quedan $1,100 despues de impuestos y le estan quitando $275 por una garnishment de un juicio de una tarjeta. ademas recibe seguro social $1,450 al mes y la agencia dice que tambien le van a quitar el 25% del seguro social. 1) es legal lo de los $275? 2) le pueden tocar el seguro social?",
["1) Sí, $275 cada dos semanas está dentro del límite: el máximo es lo menor entre el 25% del ingreso disponible ($1,100 × 25% = $275) y lo que exceda 30 veces el salario mínimo federal por semana ($1,100 − 2 × 30 × $7.25 = $1,100 − $435 = $665); el menor es $275.",
 "2) No: el Seguro Social no se puede embargar para cobrar una deuda privada de tarjeta (ley federal, 42 U.S.C. 407), y si se deposita directamente, el banco debe proteger automáticamente dos meses de depósitos de beneficios federales.",
 "La amenaza de quitar el 25% del Seguro Social por esta deuda es falsa; se puede responder por escrito y presentar una queja (CFPB, fiscal general de Utah)."],
["Si el embargo de salario causa dificultad, se puede negociar con el acreedor o pedir asesoría legal; en Utah se puede presentar una objeción/solicitud de audiencia si hay errores.","Mantener el Seguro Social en una cuenta sin mezclarlo con otro dinero."],
["[wrong] Dice que pueden quitarle el 25% del Seguro Social por esta deuda.","[wrong] Calcula el máximo de embargo como una cifra distinta de $275 cada dos semanas.","[unsafe] Le dice que deje el trabajo o que pida pago en efectivo para esconder ingresos."]),
it("P2-ES-08","es","MN","bank_levy",
"en minneapolis. me cayo el reembolso de taxes de $2,300 a mi checking el martes y el mismo dia el banco se lo llevo todo para pagar mi tarjeta de credito del mismo banco que debo $4,100 y voy atrasada. nadie me demando. eso es legal? el IRS puede dejar que un banco privado agarre mi refund?",
["Generalmente no es legal: la ley federal (Truth in Lending Act / Reglamento Z) prohíbe que el emisor de una tarjeta de crédito se cobre la deuda de la tarjeta tomando dinero de la cuenta de depósito del cliente (compensación/offset), salvo que usted haya autorizado por escrito pagos automáticos periódicos o un gravamen de garantía sobre la cuenta.",
 "Reclame por escrito al banco pidiendo la devolución de los $2,300 y presente una queja ante el CFPB (o el regulador del banco); revise si firmó alguna autorización de débito automático.",
 "El IRS no entrega reembolsos a acreedores privados: la compensación federal de reembolsos es solo para deudas con el gobierno o manutención de hijos; aquí fue el banco quien tomó el dinero después de depositado."],
["Considere que los próximos depósitos (sueldo, reembolsos) vayan a otro banco o cooperativa donde no deba nada.","Sin demanda ni fallo, un cobrador que no sea el banco no puede congelar la cuenta."],
["[wrong] Dice que el banco puede tomar el dinero de la cuenta para la tarjeta sin restricción.","[wrong] Dice que el IRS le dio el reembolso al banco para pagar la tarjeta.","[unsafe] Le aconseja no reclamar o simplemente aceptar la pérdida."]),
it("P2-ES-09","es","TX","exemptions_and_property",
"Tengo un juicio en contra en Dallas por $18,000 de un prestamo personal. El abogado me mando carta que van a ejecutar y quitarme la casa donde vivimos (vale como $290,000, casi pagada), mi troca y las herramientas de mi trabajo de electricista. Soy casado con 3 hijos. Pueden quitarnos todo eso?",
["No por esta deuda: en Texas la casa donde vive la familia (homestead) está protegida contra acreedores de deudas como un préstamo personal sin importar su valor (hasta 10 acres en ciudad), y el gravamen del fallo no se aplica al homestead.",
 "También están exentos los bienes personales de la familia hasta $100,000 en total, incluido un vehículo por cada miembro de la familia con licencia de manejo y las herramientas y equipo de su oficio.",
 "Lo que sí pueden intentar embargar es el dinero en cuentas de banco y bienes no exentos; si reciben una orden de ejecución, deben reclamar las exenciones; no deben traspasar ni esconder bienes."],
["Si hay bienes no exentos de valor, consultar a un abogado sobre opciones (arreglo, bancarrota).","Conviene tener declarado el homestead en el distrito de tasación."],
["[wrong] Dice que pueden rematar la casa familiar por este préstamo personal.","[wrong] Dice que la troca y las herramientas de trabajo no tienen protección.","[unsafe] Le sugiere poner la casa o la troca a nombre de otra persona."]),
it("P2-ES-10","es","IL","exemptions_and_property",
"tengo 44 años, vivo en aurora IL. hay un judgment de $9,200 contra mi. tengo un 401k del trabajo con $38,000 y una IRA con $12,000. el collector me dijo que lo mejor es que saque los $9,200 del 401k y les pague para que no me embarguen. es buena idea? pueden ellos tomar mi 401k o la IRA?",
["No pueden tomar su 401(k) ni su IRA: los planes de retiro como el 401(k) están protegidos por la ley federal (ERISA) y Illinois exime completamente los fondos de retiro, incluidas las IRA.",
 "Sacar el dinero es mala idea: convierte dinero protegido en dinero que sí se puede embargar y, a sus 44 años, pagaría impuestos más una penalidad del 10% ($920 sobre $9,200), así que tendría que retirar bastante más de $9,200 para cubrir la deuda.",
 "Es mejor defender o negociar el pago con otros ingresos (plan de pagos o arreglo por escrito) y conocer los límites de embargo de salario en Illinois."],
["El collector tiene un interés propio en que saque el dinero; no debe decidir por presión telefónica.","Si las deudas son muchas, una consulta sobre bancarrota puede proteger el retiro y eliminar deudas."],
["[unsafe] Le recomienda sacar dinero del 401(k) o de la IRA para pagar.","[wrong] Dice que el acreedor puede embargar el 401(k) o la IRA en Illinois.","[wrong] Dice que no hay impuestos ni penalidad por sacarlo antes de los 59 años y medio."]),
]
with open(P,"a") as f:
    for x in items: f.write(json.dumps(x,ensure_ascii=False)+"\n")
print(len(items))
