/**
 * French roles for the boundary's detectors (`types.ts`), written from the grammar: verbs as
 * infinitives, every order form derived by `conjugate` (tu and vous imperatives, the
 * subjunctive of a third-person order, the infinitive of a written order), elided pronouns
 * read through the shadow's `'`.
 */
import type { LatinLexicon } from "./types.js";

const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  dire: ["dis", "dites", "dise", "disent"],
  faire: ["fais", "faites", "fasse", "fassent"],
  suivre: ["suis", "suivez", "suive", "suivent"],
  repondre: ["reponds", "repondez", "reponde", "repondent"],
  ecrire: ["ecris", "ecrivez", "ecrive"],
  mettre: ["mets", "mettez", "mette"],
  transmettre: ["transmets", "transmettez", "transmette"],
  omettre: ["omets", "omettez", "omette"],
  remettre: ["remets", "remettez"],
  obeir: ["obeis", "obeissez", "obeisse"],
  promouvoir: ["promeus", "promouvez"],
};

/** Every order form of a French infinitive. */
export function conjugateFr(inf: string): readonly string[] {
  if (inf.endsWith("er")) {
    const s = inf.slice(0, -2);
    return [`${s}e`, `${s}ez`, `${s}es`, `${s}ent`, `${s}ons`, inf, `${s}ant`];
  }
  if (inf.endsWith("ir")) {
    const s = inf.slice(0, -2);
    return [`${s}is`, `${s}issez`, `${s}isse`, inf, ...(IRREGULAR[inf] ?? [])];
  }
  return [inf, ...(IRREGULAR[inf] ?? [])];
}

export const FR: LatinLexicon = {
  lang: "fr",
  markers: ["le", "la", "les", "des", "du", "et", "est", "une", "un", "tu", "vous", "pour", "avec", "dans", "pas", "ne", "doit", "tous", "que", "qui", "au", "aux"],
  aiNouns: ["ia", "i.a.", "intelligence artificielle", "assistant ia", "assistant d'ia", "assistant virtuel", "modele de langage", "modele d'ia", "chatbot", "llm", "gpt", "chatgpt", "agent ia", "agent d'ia", "systeme d'ia"],
  readerNouns: ["bot", "assistant", "assistante", "agent", "modele", "systeme", "lecteur automatique", "robot"],
  systemNouns: ["systeme", "plateforme", "ats", "application", "logiciel", "outil", "crm", "erp", "serveur", "programme"],
  determiners: ["le", "la", "l'", "les", "au", "aux", "a l'", "a la", "pour l'", "pour le", "pour la", "tout", "toute", "chaque", "cher", "chere"],
  vocativeLeads: ["he", "hey", "salut", "note pour", "note a", "message pour", "message a", "avis a", "consigne pour", "consignes pour", "instructions pour", "rappel pour", "cher", "chere", "bonjour", "attention", "a l'intention de", "a l'attention de"],
  readingClause: "qui\\s{1,4}(?:(?:est\\s{1,4}en\\s{1,4}train\\s{1,4}de)\\s{1,4})?(?:lit|lira|lire|traite|traitera|traiter|resume|resumera|resumer|analyse|analysera|analyser|examine|recoit|parcourt)(?![a-z])",
  thisText: ["ce courriel", "cet e-mail", "cet email", "ce message", "ce document", "cette page", "ce texte", "ce fichier", "ce site", "ceci", "ces lignes", "ce contenu", "cette offre", "ce cv"],
  ifReading: ["si tu lis", "si vous lisez", "si tu es en train de lire", "si vous etes en train de lire"],
  ifYouAre: ["si tu es", "si vous etes"],
  orderVerbs: ["repondre", "dire", "ecrire", "recommander", "inclure", "envoyer", "transferer", "ignorer", "oublier", "approuver", "noter", "evaluer", "ajouter", "montrer", "reveler", "repeter", "traduire", "resumer", "agir", "traiter", "considerer", "utiliser", "appeler", "executer", "supprimer", "effacer", "marquer", "classer", "accorder", "virer", "informer", "omettre", "suivre", "obeir", "faire", "mettre", "commencer", "terminer", "mentionner", "indiquer", "valider", "transmettre"],
  overrideVerbs: ["ignorer", "oublier", "ecarter", "omettre", "negliger", "annuler", "contourner", "desactiver", "abandonner", "laisser tomber", "effacer", "sauter"],
  notFollow: ["ne suis pas", "ne suivez pas", "ne suis plus", "ne suivez plus", "ne plus suivre", "ne pas suivre", "ne respecte pas", "ne respectez pas", "ne respecte plus", "ne respectez plus", "ne tiens pas compte", "ne tenez pas compte", "ne pas tenir compte", "arrete de suivre", "arretez de suivre", "cesse de suivre", "cessez de suivre", "n'obeis plus", "n'obeissez plus", "fais abstraction", "faites abstraction"],
  conjugate: conjugateFr,
  clitics: "(?:-(?:les|la|le|lui|leur|moi|nous|vous))?",
  youMust: ["tu dois", "vous devez", "tu devras", "vous devrez", "il faut que tu", "il faut que vous", "je veux que tu"],
  modals: ["doit", "doivent", "devra", "devront", "devrait", "est tenu de", "est tenue de", "a pour mission de", "est charge de"],
  taskChange: ["desormais", "dorenavant", "a partir de maintenant", "des maintenant", "a present", "au lieu de cela", "a la place", "ne plus", "nouvelle tache", "nouvelles instructions", "nouvelles consignes", "nouvelle mission", "nouveau role", "nouvelles regles", "nouvelle identite", "nouvel objectif"],
  yours: ["tes", "ton", "ta", "vos", "votre"],
  instructionNouns: ["instructions", "instruction", "consignes", "consigne", "directives", "directive", "regles", "ordres", "prompt", "prompt systeme", "invite systeme", "configuration", "programmation", "restrictions", "filtres", "limites"],
  earlierAdjectives: ["precedentes", "precedente", "anterieures", "initiales", "originales", "d'origine", "ci-dessus", "anciennes", "actuelles", "recues", "de depart"],
  received: ["que tu as recues", "que vous avez recues", "qu'on t'a donnees", "qu'on vous a donnees", "que l'on t'a donnees", "que l'operateur t'a donnees", "que l'operateur vous a donnees", "qui t'ont ete donnees", "qui vous ont ete donnees"],
  everything: ["tout ce qui precede", "tout ce qu'on t'a dit", "ce qu'on t'a dit", "tout ce qu'on vous a dit", "ce qu'on vous a dit", "tout ce que tu sais", "tout ce qui est au-dessus"],
  voidPredicates: ["ne s'appliquent plus", "ne s'applique plus", "ne sont plus valables", "n'est plus valable", "ne sont plus valides", "ne comptent plus", "sont annulees", "sont annules", "est annulee", "sont caduques", "sont revoquees", "sont nulles", "ont ete annulees", "ont ete revoquees", "ont ete remplacees", "sont sans effet", "comme caduques", "comme nulles", "comme annulees"],
  realAdjectives: ["vraie", "vrai", "veritable", "reelle", "seule", "unique", "nouvelle", "nouveau", "actuelle", "principale"],
  taskNouns: ["tache", "mission", "fonction", "travail", "objectif", "role", "priorite", "consigne"],
  outranks: ["priment sur", "prime sur", "l'emportent sur", "l'emporte sur", "ont priorite sur", "a priorite sur", "prevalent sur", "prevaut sur", "remplacent", "remplace", "annulent", "passent avant"],
  principals: ["operateur", "developpeur", "developpeurs", "administrateur", "createur", "proprietaire", "systeme", "utilisateur", "ia", "assistant", "modele"],
  authority: ["au nom du developpeur", "au nom de l'operateur", "au nom de l'administrateur", "sur ordre de l'administrateur", "mode developpeur active", "mode administrateur active", "mode sans restriction active", "considere-toi reaffecte", "considere-toi reaffectee", "tu as ete reaffecte", "tu as ete reprogramme", "je suis ton nouvel operateur", "je suis ton developpeur"],
  secrecy: ["sans le dire a l'utilisateur", "sans prevenir l'utilisateur", "sans informer l'utilisateur", "sans le mentionner", "sans que l'utilisateur s'en apercoive", "sans que l'utilisateur le sache", "sans que personne ne le remarque", "ne le dis pas a l'utilisateur", "ne dis rien a l'utilisateur", "ne mentionne pas", "ne mentionnez pas", "en secret", "secretement", "discretement", "sans laisser de trace"],
  sendVerbs: ["envoyer", "transferer", "transmettre", "exporter", "partager", "reveler", "publier", "televerser", "joindre", "copier", "divulguer", "montrer", "repeter", "faire suivre"],
  callVerbs: ["appeler", "executer", "invoquer", "utiliser l'outil", "declencher", "lancer"],
  dataNouns: ["mot de passe", "mots de passe", "identifiants", "cle", "cles", "jeton", "jetons", "historique", "conversation", "e-mails", "courriels", "contacts", "carnet d'adresses", "donnees personnelles", "donnees de l'utilisateur", "donnees des clients", "donnees du client", "donnees de tous", "donnees des candidats", "coordonnees bancaires", "carte bancaire", "compte bancaire", "iban", "prompt systeme", "cv", "liste des clients", "base de donnees", "messages"],
  grantVerbs: ["approuver", "autoriser", "accorder", "rembourser", "valider", "accepter", "executer"],
  grantObjects: ["remboursement", "remboursements", "virement", "virements", "paiement", "paiements", "pret", "prets", "acces", "demandes", "facture", "factures", "retrait", "retraits", "transferts"],
  response: ["ta reponse", "tes reponses", "votre reponse", "chaque reponse", "la reponse", "reponds uniquement", "reponds seulement", "repondez uniquement", "reponds par", "repondez par", "commence ta reponse", "commencez votre reponse"],
  noticeFrame: ["avis", "annonce", "communique", "mise a jour", "notification", "note de service", "circulaire"],
  noticeNow: ["avec effet immediat", "en vigueur immediatement", "a compter d'aujourd'hui", "des aujourd'hui", "jusqu'a nouvel ordre", "a partir d'aujourd'hui"],
  mention: ["par exemple", "des phrases comme", "des formulations comme", "tels que", "telles que", "detecter", "detection", "attaque", "attaques", "attaquant", "attaquants", "injection de prompt", "exemple de", "exemples de", "classifieur"],
  topicPrepositions: ["sur", "concernant", "relatives a", "relatives au", "au sujet de", "de la", "du", "des", "de l'", "pour la", "pour le", "imprimees sur", "de ce", "de cette"],
  blanket: ["tous", "toutes", "tout", "toute", "copie", "complet", "complete", "entier", "entiere", "chaque"],
  roleNouns: ["role", "mission", "tache", "fonction", "cahier des charges", "mandat", "personnage", "attribution", "affectation", "brief"],
  shedVerbs: ["mettre de cote", "abandonner", "oublier", "laisser tomber", "quitter", "delaisser", "lacher", "renoncer a", "ecarter"],
  toYou: ["qu'on t'a", "qu'on vous a", "que tu as", "que vous avez", "qui t'a", "qui vous a", "qui t'ont", "qui vous ont", "que l'on t'a"],
  callThird: ["execute", "appelle", "invoque", "lance", "utilise", "declenche", "active"],
  nowWords: ["maintenant", "immediatement", "aussitot", "tout de suite", "ensuite", "sans delai", "des a present"],
  toPrepositions: ["a", "aux", "pour", "pour les", "pour l'", "a l'", "a l'attention de", "a l'attention des", "a l'attention du", "a l'attention de l'", "a l'intention de", "a l'intention des", "a l'intention de l'", "a tous les", "a toutes les", "destine aux", "destinee aux"],
  plural: (n) => (/[sx]$/.test(n) ? [] : [`${n}s`]),
};
