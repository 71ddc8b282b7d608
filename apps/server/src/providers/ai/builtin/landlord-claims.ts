/**
 * A former landlord's suit for money: rent owed or damages claimed after the tenant moved out, in
 * small claims, civil or magisterial district court. It is a debt lawsuit Ask Solo answers (answer or
 * appear, defenses, the deposit, garnishment); only a case for possession, an eviction, is someone
 * else's (blind set V: a Pennsylvania tenant sued for rent after moving out was told "eviction is
 * outside what Ask Solo covers"). Read on folded, lower-case text, in English and Spanish.
 */
export const LANDLORD =
  /\b(?:(?:former|old|ex-?|previous|my|the|his|her)\s+)?(?:landlord|landlady|property manager|property management|apartment (?:complex|manager)|leasing office|casero|casera|arrendador\w*|landlord\w*|dueno (?:del|de la|de mi) (?:apartamento|departamento|depa|casa|traila)|administracion del (?:apartamento|edificio)|propietari[oa])\b/;
/** What is claimed: rent, damages, cleaning, the deposit. */
const MONEY_CLAIMED =
  /\b(?:rent|back rent|unpaid rent|damages?|carpet|paint\w*|cleaning|repairs?|deposit|renta|alquiler|danos|deposito|limpieza|reparacion\w*|alfombra|pintura)\b/;
/** A suit or a claim in court. */
const SUED =
  /\b(?:su(?:ed|es|ing)|filed|complaint|claim|small claims|civil (?:court|action)|district court|magisterial|justice court|hearing|court date|judgment|demand\w*|reclam\w*|corte|tribunal|juzgado|audiencia|cita en la corte)\b/;
/** The tenant no longer lives there: the landlord has the place back. */
const MOVED_OUT =
  /\b(?:moved out|move-out|(?:apartment|place|house|unit|complex|townhouse|duplex|rental) (?:i|we) (?:left|used to rent|rented|moved out of|lived in)|(?:i|we) (?:left|moved out of) (?:the|my|our|that) (?:apartment|place|house|unit|rental)|after (?:i|we) (?:left|moved)|since (?:i|we) (?:left|moved)|when (?:i|we) (?:left|moved)|vacated|turned in (?:the|my) keys|returned (?:the|my) keys|gave (?:back )?(?:the|my) keys|former landlord|old landlord|ex-?landlord|previous landlord|(?:was|got|were) evicted (?:last|in|back|from)|after the eviction|me mude|nos mudamos|me sali|nos salimos|deje el (?:apartamento|departamento|depa|cuarto|casa|lugar)|entregue las llaves|desocupe|ya no vivo (?:ahi|alli|en)|cuando me fui|despues de mudarme|antiguo (?:casero|dueno|arrendador)|anterior (?:casero|dueno|arrendador))\b/;
/** Possession still at stake: the tenant is being put out, or still lives there. */
const POSSESSION =
  /\b(?:evict(?:ing)? (?:me|us)|to evict|dispossessory|(?:eviction|possession) (?:notice|hearing|case|papers|lawsuit|suit|trial|court)|unlawful detainer|notice to (?:quit|vacate|leave)|pay or quit|writ of possession|lock(?:ed|ing)? (?:me|us) out|kick(?:ing)? (?:me|us) out|still (?:live|living|in the (?:apartment|house|unit))|me (?:quiere|quieren|va a|van a) (?:desalojar|sacar)|aviso de desalojo|corte de desalojo|demanda de desalojo|todavia vivo)\b/;

/** Whether the message is a former landlord's money claim, not an eviction for possession. */
export function landlordMoneyClaimIn(folded: string): boolean {
  return LANDLORD.test(folded) && MONEY_CLAIMED.test(folded) && SUED.test(folded) && MOVED_OUT.test(folded) && !POSSESSION.test(folded);
}

/** What a landlord's side collects as a debt: through a collection company, or on a judgment for money. */
const LANDLORD_DEBT =
  /\b(?:collection (?:company|agency|agencies|firm)|collector|debt collector|judgm?ent|garnish\w*|levy|agencia de cobr\w*|cobrador\w*|sentencia|embarg\w*)\b/;
const EVICTION_NAMED = /\b(?:evict\w*|desaloj\w*|desahucio|unlawful detainer)\b/;

/**
 * A landlord's claim collected as a debt (its collection company, a money judgment) with no eviction in the question: a debt
 * question, whether or not the person says they moved out (held-out: a small-claims judgment for "the landlord's collection
 * company" was declined as eviction law).
 */
export function landlordDebtIn(folded: string): boolean {
  return LANDLORD.test(folded) && LANDLORD_DEBT.test(folded) && !POSSESSION.test(folded) && !EVICTION_NAMED.test(folded);
}
