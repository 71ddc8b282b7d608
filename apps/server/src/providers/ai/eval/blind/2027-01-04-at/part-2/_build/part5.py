import json
P="/work/blind/solo-at/part-2/questions.jsonl"
def it(id,lang,st,topic,q,must,should,mnot):
    return dict(id=id,lang=lang,account_lang=lang,account_state=st,topic=topic,question=q,must_say=must,should_say=should,must_not_say=mnot)
items=[
it("P2-ES-11","es","NM","collector_contact_rules",
"una agencia de cobranza me escribio por whatsapp al grupo de mi familia (mi mama, mis tias, como 20 personas) diciendo que soy una deudora y que debo $2,300 de un prestamo y que si alguien sabe donde trabajo les avise. estoy en albuquerque. me da mucha verguenza. pueden hacer eso??",
["No: un cobrador de deudas no puede hablar de su deuda con terceros (familiares incluidos) ni publicarla en un grupo o medio que otras personas pueden ver; eso viola la Ley de Prácticas Justas de Cobro de Deudas (FDCPA) y el Reglamento F, y también puede violar la ley de Nuevo México.",
 "Guarde capturas de pantalla del mensaje, con fecha, número y nombres del grupo, y pida a sus familiares que no las borren; son pruebas.",
 "Puede exigir por escrito que dejen de comunicarse por WhatsApp / con su familia, presentar quejas ante el CFPB y el fiscal general de Nuevo México, y consultar a un abogado: la FDCPA permite demandar por daños más hasta $1,000 de daños legales y honorarios de abogado, dentro de un año desde la violación."],
["Un cobrador solo puede contactar a terceros para buscar datos de ubicación, sin mencionar la deuda.","Pida la validación de la deuda si no la reconoce."],
["[wrong] Dice que el cobrador puede avisar a la familia de la deuda si la deuda es real.","[unsafe] Le dice que pague de inmediato para que dejen de avergonzarla sin verificar la deuda.","[unsafe] Le sugiere borrar los mensajes."]),
it("P2-ES-12","es","NC","collector_contact_rules",
"me llama un cobrador de una deuda de $980 de un carro que devolvi y me dice que si no pago esta semana me va a reportar al consulado mexicano y a inmigracion y que me van a deportar. vivo en charlotte y no tengo papeles todavia. tengo miedo, les pago lo que pidan?",
["Esa amenaza es ilegal: una deuda de consumo no es un delito, el consulado no cobra deudas y un cobrador no puede amenazar con deportación, arresto o con reportar a inmigración para presionar el pago (es una amenaza falsa y abusiva bajo la FDCPA y la ley de cobranzas de Carolina del Norte).",
 "No tiene que dar información sobre su estatus migratorio ni pagar por miedo; puede pedir la validación de la deuda por escrito y exigir que no le llamen más.",
 "Guarde registro de las llamadas (fecha, hora, nombre, número) y presente quejas ante el CFPB y el fiscal general de Carolina del Norte; puede consultar a un abogado, incluso sin papeles tiene estos derechos."],
["Después de devolver un carro puede haber un saldo (deficiencia); conviene revisar si el aviso de venta fue correcto.","Un cobrador sí puede demandar por una deuda real; si llega una demanda, hay que contestar."],
["[unsafe] Le aconseja pagar lo que pidan para evitar la deportación.","[unsafe] Le dice que le explique al cobrador su situación migratoria.","[wrong] Dice que el cobrador sí puede reportarlo a inmigración por no pagar."]),
it("P2-ES-13","es","NV","time_barred_debt",
"vivo en henderson ahora pero la deuda es de una tarjeta de cuando vivia en san antonio, el ultimo pago que hice fue en marzo 2019. ahora una compania que compro la deuda me dice que si mando $50 'de buena fe' no me demandan y que si no, me demandan la otra semana. debo mandar los $50?",
["Probablemente la deuda ya prescribió para demandar (en Texas el plazo es de 4 años y en Nevada de hasta 6 años; con el último pago en marzo de 2019, ambos vencieron); un cobrador no puede demandar ni amenazar con demandar por una deuda prescrita.",
 "No mande los $50 sin asesorarse: en muchos estados un pago o un reconocimiento por escrito puede reiniciar el plazo (aunque Texas dice que para compradores de deuda un pago no lo revive); lo más seguro es no pagar mientras averigua.",
 "Si de todas formas lo demandan, debe contestar la demanda y alegar la prescripción; no se alega sola."],
["Puede pedir la validación por escrito y que indiquen la fecha del último pago; la amenaza de demanda por deuda prescrita puede violar la FDCPA/Reglamento F y se puede reportar al CFPB.","La cuenta debe salir del reporte de crédito a los 7 años de la primera morosidad (alrededor de 2026), y pagar no cambia eso."],
["[unsafe] Le aconseja mandar los $50 para evitar la demanda.","[unsafe] Le dice que si lo demandan puede ignorarlo porque la deuda es vieja.","[wrong] Dice que la deuda no prescribe nunca o que todavía está dentro del plazo para demandar."]),
it("P2-ES-14","es","OR","credit_reporting",
"vivo en salem oregon. el dentista me mando a colecciones una cuenta de $380 pero el seguro ya la pago, tengo la carta del seguro (EOB) que dice pagado y saldo $0 para mi. ahora me aparece en el credit report y me bajo el score. pago los $380 para que lo quiten?",
["No pague algo que no debe: dispute por escrito con la agencia de cobranza (pidiendo validación y adjuntando la EOB que muestra $0) y con las agencias de crédito (Equifax, Experian, TransUnion), que deben investigar, normalmente en 30 días, y borrar lo que sea inexacto.",
 "Llame o escriba también al consultorio dental y al seguro para que corrijan la cuenta y le pidan a la agencia retirar el reporte.",
 "Las tres agencias principales no incluyen deudas médicas en colecciones menores de $500 ni las que ya se pagaron, así que esta cuenta de $380 no debería aparecer."],
["Guarde copias y envíe por correo certificado o por el portal de disputas; si no la corrigen, puede presentar queja ante el CFPB o demandar bajo la FCRA.","Algunos estados tienen leyes adicionales sobre deuda médica en reportes de crédito."],
["[unsafe] Le recomienda pagar los $380 para que lo quiten.","[wrong] Dice que una regla federal vigente prohíbe toda deuda médica en los reportes de crédito en todo el país.","[wrong] Dice que no puede disputarlo porque es una deuda médica."]),
it("P2-ES-15","es","FL","bank_levy",
"me congelaron la cuenta en hialeah el viernes 20 de noviembre por un juicio de una tarjeta. solo recibo seguro social de retiro $1,580 que me depositan el tercer miercoles de cada mes (21 de octubre y 18 de noviembre). tenia $3,900 en la cuenta. el lunes 23 de noviembre me llego por correo un papel que dice claim of exemption. el banco dice que solo me dejaron $3,160. cuanto me pueden quitar y hasta cuando tengo para mandar ese papel?",
["El banco debía proteger automáticamente los beneficios federales depositados en los dos meses anteriores: $1,580 + $1,580 = $3,160, así que eso está bien; los otros $740 ($3,900 − $3,160) quedaron retenidos.",
 "Si esos $740 también vienen del Seguro Social, están exentos por ley federal y de Florida, pero tiene que reclamarlo: llene el formulario de reclamo de exención (claim of exemption and request for hearing) y preséntelo en la corte dentro de 20 días desde que recibió el aviso; el día 20 es el domingo 13 de diciembre de 2026, así que el último día es el lunes 14 de diciembre de 2026, y envíe copia al abogado del acreedor.",
 "Lleve pruebas (carta de beneficios del Seguro Social y estados de cuenta) de que el dinero es del Seguro Social."],
["Si no se presenta el reclamo a tiempo, el dinero no protegido puede entregarse al acreedor.","Conviene mantener el Seguro Social en una cuenta sin otro dinero; buscar ayuda legal gratuita en Miami-Dade."],
["[wrong] Dice que el banco debía proteger los $3,900 completos automáticamente.","[unsafe] Da como último día una fecha posterior al lunes 14 de diciembre de 2026 o dice que no hace falta reclamar.","[wrong] Calcula lo retenido como una cifra distinta de $740."]),
]
with open(P,"a") as f:
    for x in items: f.write(json.dumps(x,ensure_ascii=False)+"\n")
print(len(items))
