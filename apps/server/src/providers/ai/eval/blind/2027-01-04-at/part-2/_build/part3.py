import json
P="/work/blind/solo-at/part-2/questions.jsonl"
def it(id,lang,st,topic,q,must,should,mnot):
    return dict(id=id,lang=lang,account_lang=lang,account_state=st,topic=topic,question=q,must_say=must,should_say=should,must_not_say=mnot)
items=[
it("P2-ES-01","es","TX","lawsuit_answer_deadline",
"hola me entregaron unos papeles en la mano el sabado 28 de noviembre, dice Justice Court Harris County Precinct 5, debt claim case, me demanda una compañia por $2,450 de una tarjeta. un amigo dice q tengo 14 dias y ya se me pasaron porque caen en sabado 12 y la corte esta cerrada. es verdad? y los papeles vienen en ingles nomas, puedo contestar en español?",
["No se le ha pasado: en un caso de deuda en la corte de juez de paz de Texas la respuesta se debe presentar a más tardar al final del día 14 después de la entrega; el día 14 es el sábado 12 de diciembre de 2026, así que el plazo pasa al lunes 14 de diciembre de 2026.",
 "Debe presentar una respuesta por escrito (answer) en la corte de juez de paz del Precinto 5 del condado de Harris y enviar copia al demandante; si no responde, pueden pedir un fallo por falta de comparecencia (default judgment).",
 "Conviene presentarla antes del último día; la corte ofrece formularios (incluso en español) y se puede pedir intérprete, pero los documentos presentados normalmente deben estar en inglés o acompañados de traducción (varía por corte; pregunte al secretario)."],
["Puede negar la deuda de forma general y pedir que el demandante pruebe que es dueño de la deuda y el monto.","Los salarios no se pueden embargar en Texas por una deuda de tarjeta, pero sí cuentas de banco después de un fallo."],
["[unsafe] Dice que el plazo ya venció o que no vale la pena responder.","[unsafe] Da como último día una fecha posterior al lunes 14 de diciembre de 2026.","[wrong] Dice que en la corte de juez de paz tiene 20 días o 30 días para contestar."]),
it("P2-ES-02","es","OH","lawsuit_answer_deadline",
"Vivo en Toledo pero me demandaron en Michigan, el sobre dice 36th District Court y un zip 48226. llego por correo certificado y yo firme el recibo el viernes 4 de diciembre. Busque en google y dice 21 dias, o sea el 25 de diciembre?? que hago si ese dia es navidad",
["En Michigan, cuando la demanda se entrega por correo (o fuera de Michigan), el plazo para contestar es de 28 días, no 21; contados desde el viernes 4 de diciembre de 2026, el día 28 es el viernes 1 de enero de 2027 (Año Nuevo, corte cerrada), así que el último día es el lunes 4 de enero de 2027.",
 "Debe presentar una respuesta por escrito (answer) en la 36th District Court de Detroit y enviar copia al abogado del demandante antes de esa fecha; vivir en Ohio no evita el caso.",
 "Si no contesta, el demandante puede pedir un fallo por incumplimiento (default) y luego cobrar; un fallo de Michigan puede registrarse en Ohio."],
["Puede preguntar a la corte si permite presentar en línea (e-filing) o por correo, porque vive en otro estado; mejor presentar antes del último día.","Puede buscar ayuda legal en Michigan; si la corte está lejos puede preguntar si las audiencias son por video."],
["[wrong] Dice que el plazo es de 21 días y vence el 25 de diciembre de 2026.","[unsafe] Da como último día una fecha posterior al lunes 4 de enero de 2027.","[unsafe] Dice que como vive en Ohio la corte de Michigan no puede hacerle nada o que puede ignorar la demanda."]),
it("P2-ES-03","es","GA","judgment_after_default",
"me llevaron la demanda al trabajo el 21 de octubre, es de la magistrate court de gwinnett por $1,780. no conteste porque estaba trabajando doble turno y ahora vi que tenia 30 dias. ya perdi verdad? ya no hay nada que hacer? hoy es domingo",
["Todavía puede actuar pero es urgente: el plazo de 30 días venció el viernes 20 de noviembre de 2026 y el caso quedó en rebeldía (default) el 21 de noviembre; en Georgia se puede abrir la rebeldía como cuestión de derecho dentro de los 15 días siguientes presentando la contestación y pagando las costas, y como el día 15 cae hoy domingo 6 de diciembre de 2026, el último día es el lunes 7 de diciembre de 2026 (mañana).",
 "Mañana debe ir a la Magistrate Court del condado de Gwinnett, presentar la contestación (answer) y pagar las costas que indique la corte.",
 "Si se pasa ese día, todavía puede pedir al juez que abra la rebeldía antes de la sentencia final por causa justificada (excusable neglect/proper case), con una defensa, pero ya no es automático."],
["La entrega en el trabajo es válida.","Llevar copia de los papeles y cualquier prueba sobre la deuda; buscar ayuda legal gratuita (Georgia Legal Aid / Atlanta Legal Aid)."],
["[unsafe] Dice que ya no hay nada que hacer o que espere la sentencia.","[unsafe] Da como último día para abrir la rebeldía una fecha posterior al lunes 7 de diciembre de 2026.","[wrong] Dice que la entrega en el trabajo no es válida."]),
it("P2-ES-04","es","GA","lawsuit_answer_deadline",
"Ahora vivo en Atlanta pero me llego una demanda de small claims del condado de Orange, en Orlando, por una cuenta de $1,350. dice que tengo que ir a una 'pretrial conference' el martes 15 de diciembre de 2026 a las 9am. No puedo manejar hasta Florida, puedo mandar una carta explicando que no debo eso y ya?",
["No basta con una carta: en reclamos menores de Florida debe comparecer a la conferencia previa al juicio (pretrial conference) del martes 15 de diciembre de 2026 a las 9:00 a.m.; si no comparece, la corte puede dictar un fallo en su contra por falta de comparecencia.",
 "Llame ya al secretario de la corte del condado de Orange (o revise la citación) para preguntar si puede comparecer por video o teléfono, o pedir un cambio de fecha por escrito antes del día; también puede comparecer mediante un abogado.",
 "En la conferencia puede negar la deuda y pedir que el caso vaya a juicio; también puede presentar una contestación escrita, pero además debe comparecer."],
["Vivir en Georgia no cambia que el caso esté en Florida; un fallo de Florida puede cobrarse en Georgia.","Junte pruebas (pagos, cartas, estados de cuenta)."],
["[unsafe] Dice que basta con mandar una carta y no comparecer.","[unsafe] Dice que como vive en Georgia no tiene que ir.","[wrong] Da una fecha de audiencia distinta del martes 15 de diciembre de 2026."]),
it("P2-ES-05","es","IL","garnishment_exempt_income",
"trabajo en una fabrica en waukegan, gano $900 a la semana bruto y despues de impuestos me quedan $760. desde hace 3 semanas me estan quitando $190 cada semana por un wage deduction de un juicio de tarjeta. mi compañero dice q en illinois no pueden quitar tanto. cuanto es lo maximo que me pueden quitar?",
["En Illinois el máximo es lo menor entre el 15% del salario bruto ($900 × 15% = $135) y lo que sus ingresos disponibles superen 45 veces el salario mínimo por hora de Illinois ($760 − 45 × $15 = $760 − $675 = $85); por lo tanto el máximo es $85 por semana.",
 "Le están quitando $190, o sea $105 de más por semana ($315 en 3 semanas); debe avisar por escrito al departamento de nómina y al abogado del acreedor, y pedir a la corte que corrija la orden y le devuelvan lo retenido de más.",
 "Puede presentar en la corte una objeción o pedir una audiencia en el caso de deducción de salario (wage deduction), llevando sus talones de pago."],
["El 25% federal ($190) no aplica porque la ley de Illinois protege más.","Si tiene otras deudas, buscar ayuda legal; no lo pueden despedir por una sola deducción de salario."],
["[wrong] Dice que $190 (25% del ingreso disponible) es legal en Illinois.","[wrong] Calcula un máximo distinto de $85 por semana.","[unsafe] Le dice que deje el trabajo o pida que le paguen en efectivo para evitar la deducción."]),
]
with open(P,"a") as f:
    for x in items: f.write(json.dumps(x,ensure_ascii=False)+"\n")
print(len(items))
