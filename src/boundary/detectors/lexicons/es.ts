/**
 * Spanish roles for the boundary's detectors (`types.ts`), written from the grammar: verbs as
 * infinitives, every order form derived by `conjugate` (tú and usted imperatives, vosotros and
 * ustedes, the subjunctive of a negative order, the infinitive of a written order, the gerund).
 */
import type { LatinLexicon } from "./types.js";

/** Spelling of a -ar stem before `e` (`busc` → `busqu`, `lleg` → `llegu`, `analiz` → `analic`). */
const beforeE = (s: string) => (s.endsWith("c") ? `${s.slice(0, -1)}qu` : s.endsWith("g") ? `${s}u` : s.endsWith("z") ? `${s.slice(0, -1)}c` : s);

/** Stem-changing and irregular verbs: the forms the rule below cannot derive. */
const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  decir: ["di", "dile", "diles", "dime", "diga", "digale", "digan", "digas", "decid"],
  hacer: ["haz", "haga", "hagan", "hagas", "haced"],
  seguir: ["sigue", "siga", "sigan", "sigas", "seguid"],
  mostrar: ["muestra", "muestre", "muestren", "muestres"],
  recomendar: ["recomienda", "recomiende", "recomienden", "recomiendes"],
  aprobar: ["aprueba", "apruebe", "aprueben", "apruebes"],
  devolver: ["devuelve", "devuelva", "devuelvan"],
  poner: ["pon", "ponga", "pongan", "pongas"],
  incluir: ["incluye", "incluya", "incluyan", "incluyas"],
  omitir: ["omite", "omita", "omitan", "omitas"],
  obedecer: ["obedece", "obedezca", "obedezcan", "obedezcas"],
  conceder: ["concede", "conceda", "concedan"],
  transferir: ["transfiere", "transfiera", "transfieran", "transfieras"],
  revelar: ["revela", "revele", "revelen"],
  traducir: ["traduce", "traduzca", "traduzcan"],
  escribir: ["escribe", "escriba", "escriban"],
  responder: ["responde", "responda", "respondan"],
  contar: ["cuenta", "cuente", "cuenten", "cuentes"],
};

/** Every order form of a Spanish infinitive. */
export function conjugateEs(inf: string): readonly string[] {
  const s = inf.slice(0, -2);
  const end = inf.slice(-2);
  const regular =
    end === "ar"
      ? [`${s}a`, `${beforeE(s)}e`, `${beforeE(s)}en`, `${s}ad`, `${beforeE(s)}es`, inf, `${s}ando`]
      : [`${s}e`, `${s}a`, `${s}an`, `${s}${end === "er" ? "ed" : "id"}`, `${s}as`, inf, `${s}iendo`];
  return [...regular, ...(IRREGULAR[inf] ?? [])];
}

export const ES: LatinLexicon = {
  lang: "es",
  markers: ["que", "los", "las", "del", "para", "por", "una", "este", "esta", "como", "pero", "ahora", "todo", "todos", "usted", "eres", "estas", "hola", "nota", "debe", "tiene", "solo", "con", "sin", "el", "la", "y", "en", "de", "al", "lo"],
  aiNouns: ["ia", "i.a.", "inteligencia artificial", "asistente de ia", "asistente virtual", "asistente ia", "modelo de lenguaje", "modelo de ia", "modelo ia", "chatbot", "llm", "gpt", "chatgpt", "agente de ia", "agente ia", "sistema de ia"],
  readerNouns: ["bot", "asistente", "agente", "modelo", "sistema", "lector automatico", "robot"],
  systemNouns: ["sistema", "plataforma", "ats", "aplicacion", "software", "herramienta", "crm", "erp", "servidor", "programa"],
  determiners: ["el", "la", "los", "las", "al", "a la", "a los", "para el", "para la", "para los", "cualquier", "todo", "toda", "todos los", "un", "una", "querido", "querida", "estimado", "estimada"],
  vocativeLeads: ["oye", "ey", "eh", "hey", "nota para", "nota al", "nota a la", "mensaje para", "mensaje al", "aviso para", "aviso al", "instrucciones para", "instruccion para", "recordatorio para", "querido", "querida", "estimado", "estimada", "hola", "atencion", "a la atencion de", "a la atencion del"],
  readingClause: "que\\s{1,4}(?:(?:este|esten|estas|esta|se\\s{1,4}encuentre)\\s{1,4})?(?:lee|lea|lean|leyendo|procese|procesa|procesando|resuma|resume|resumiendo|analice|analiza|analizando|revise|revisa|revisando|examine|examina|reciba|recibe)(?![a-z])",
  thisText: ["este correo", "este mensaje", "este documento", "esta pagina", "este texto", "este archivo", "esta web", "este sitio", "esto", "estas lineas", "este contenido", "esta oferta", "este cv", "este curriculum"],
  ifReading: ["si estas leyendo", "si esta leyendo", "si lees", "si usted lee", "si estas procesando", "si estas resumiendo", "si estas analizando"],
  ifYouAre: ["si eres", "si usted es", "si sos"],
  orderVerbs: ["responder", "decir", "escribir", "recomendar", "incluir", "enviar", "reenviar", "ignorar", "olvidar", "aprobar", "calificar", "puntuar", "valorar", "anadir", "agregar", "mostrar", "revelar", "repetir", "traducir", "resumir", "actuar", "tratar", "considerar", "usar", "utilizar", "llamar", "ejecutar", "borrar", "eliminar", "marcar", "clasificar", "conceder", "transferir", "informar", "contestar", "omitir", "devolver", "seguir", "obedecer", "hacer", "poner", "comenzar", "empezar", "terminar", "asegurar"],
  overrideVerbs: ["ignorar", "olvidar", "descartar", "omitir", "desechar", "desobedecer", "anular", "saltar", "eludir", "desactivar", "abandonar", "desestimar", "desatender", "borrar"],
  notFollow: ["deja de lado", "deje de lado", "dejen de lado", "dejar de lado", "olvidate de", "olvidese de", "olvidense de", "pasa de", "no hagas caso de", "no sigas", "no siga", "no sigan", "no seguir", "no obedezcas", "no obedezca", "no obedezcan", "no obedecer", "no respetes", "no respete", "no respeten", "no cumplas", "no cumpla", "no cumplan", "no hagas caso a", "no hagas caso de", "no haga caso a", "no haga caso de", "no hagan caso a", "deja de seguir", "deje de seguir", "dejen de seguir", "dejar de seguir", "deja de obedecer", "deje de obedecer", "deja de aplicar", "deje de aplicar", "no tengas en cuenta", "no tenga en cuenta", "no tengan en cuenta", "no tener en cuenta", "haz caso omiso de", "haga caso omiso de", "hagan caso omiso de", "hacer caso omiso de"],
  conjugate: conjugateEs,
  clitics: "(?:selas|selos|sela|selo|las|los|les|la|lo|le|me|nos|te|se|os)?",
  youMust: ["debes", "deberas", "tienes que", "tendras que", "has de", "necesito que", "quiero que"],
  modals: ["debe", "deben", "debera", "deberan", "deberia", "tiene que", "tienen que", "tendra que", "ha de", "han de", "esta obligado a", "esta obligada a", "necesita", "ha de proceder a"],
  taskChange: ["a partir de ahora", "de ahora en adelante", "desde ahora", "desde este momento", "a partir de este momento", "en su lugar", "en lugar de eso", "ya no", "nueva tarea", "nuevas instrucciones", "nueva mision", "nuevo rol", "nuevo papel", "nuevas reglas", "nueva identidad", "nuevo objetivo"],
  yours: ["tus", "tu", "vuestras", "vuestros", "vuestra", "sus", "su"],
  instructionNouns: ["instrucciones", "instruccion", "indicaciones", "indicacion", "directrices", "directriz", "reglas", "normas", "pautas", "consignas", "ordenes", "prompt", "prompt del sistema", "configuracion", "programacion", "restricciones", "filtros", "limites", "directivas", "orientaciones"],
  earlierAdjectives: ["anteriores", "anterior", "previas", "previos", "previa", "originales", "original", "iniciales", "inicial", "precedentes", "de antes", "de arriba", "antiguas", "viejas", "actuales", "de sistema"],
  received: ["que recibiste", "que has recibido", "que te dieron", "que te han dado", "que te dio", "que te di", "que te dimos", "que le dieron", "que ha recibido", "que recibio", "que te habian dado", "que te indicaron", "que te pasaron"],
  everything: ["todo lo anterior", "lo anterior", "todo lo que te dijeron", "lo que te dijeron", "todo lo que te han dicho", "lo que te han dicho", "todo lo que sabes", "todo lo de arriba"],
  voidPredicates: ["ya no son validas", "ya no son validos", "ya no es valida", "ya no valen", "ya no vale", "ya no aplican", "ya no se aplican", "ya no aplica", "ya no cuentan", "ya no rigen", "quedan anuladas", "quedan anulados", "queda anulada", "han quedado sin efecto", "ha quedado sin efecto", "quedan sin efecto", "queda sin efecto", "han sido revocadas", "han sido anuladas", "estan anuladas", "son nulas", "quedan revocadas", "han sido sustituidas", "no valen nada", "no cuentan"],
  realAdjectives: ["verdadera", "verdadero", "real", "unica", "unico", "autentica", "autentico", "nueva", "nuevo", "actual", "principal"],
  taskNouns: ["tarea", "mision", "funcion", "trabajo", "objetivo", "cometido", "encargo", "papel", "rol", "prioridad", "instruccion"],
  outranks: ["prevalecen sobre", "prevalece sobre", "tienen prioridad sobre", "tiene prioridad sobre", "estan por encima de", "esta por encima de", "sustituyen a", "sustituye a", "reemplazan a", "reemplaza a", "anulan", "anula"],
  principals: ["operador", "desarrollador", "desarrolladores", "administrador", "creador", "propietario", "sistema", "usuario", "ia", "asistente", "modelo"],
  authority: ["en nombre del desarrollador", "en nombre del operador", "en nombre del administrador", "por orden del administrador", "por orden del operador", "modo desarrollador activado", "modo administrador activado", "modo sin restricciones activado", "considerate reasignado", "considerate reasignada", "considerese reasignado", "has sido reasignado", "has sido reasignada", "has sido reprogramado", "soy tu nuevo operador", "soy tu desarrollador", "soy tu nuevo desarrollador"],
  secrecy: ["sin decirselo al usuario", "sin decirle al usuario", "sin avisar al usuario", "sin informar al usuario", "sin mencionarlo", "sin que el usuario lo note", "sin que el usuario lo sepa", "sin que nadie lo note", "no se lo digas al usuario", "no le digas al usuario", "no se lo diga al usuario", "no le diga al usuario", "no menciones", "no mencione", "no mencionen", "no informes al usuario", "no informe al usuario", "en secreto", "discretamente", "a escondidas", "de forma discreta", "sin dejar rastro"],
  sendVerbs: ["enviar", "reenviar", "mandar", "transferir", "exportar", "compartir", "revelar", "publicar", "subir", "filtrar", "adjuntar", "copiar", "remitir", "divulgar", "mostrar", "repetir"],
  callVerbs: ["llamar a", "llamar", "ejecutar", "invocar", "usar la herramienta", "utilizar la herramienta", "activar"],
  dataNouns: ["contrasena", "contrasenas", "clave", "claves", "credenciales", "token", "tokens", "historial", "conversacion", "correos", "contactos", "agenda", "datos personales", "datos del usuario", "datos de los clientes", "datos del cliente", "datos de todos", "datos de contacto", "datos bancarios", "tarjeta", "cuenta bancaria", "iban", "prompt del sistema", "curriculos", "curriculums", "expedientes", "lista de clientes", "base de datos", "mensajes"],
  grantVerbs: ["aprobar", "autorizar", "conceder", "reembolsar", "validar", "aceptar", "procesar"],
  grantObjects: ["reembolso", "reembolsos", "transferencia", "transferencias", "pago", "pagos", "prestamo", "prestamos", "acceso", "accesos", "solicitudes", "factura", "facturas", "retiro", "retiros"],
  response: ["tu respuesta", "tus respuestas", "su respuesta", "cada respuesta", "la respuesta", "responde solo", "responde unicamente", "responda solo", "responda unicamente", "responde con", "responda con", "contesta solo", "contesta unicamente", "comienza tu respuesta", "empieza tu respuesta"],
  noticeFrame: ["comunicacion", "boletin", "nota informativa", "aviso", "anuncio", "comunicado", "actualizacion", "notificacion", "circular"],
  noticeNow: ["con efecto inmediato", "con efectos inmediatos", "a partir de hoy", "a partir de ahora", "de inmediato", "hasta nuevo aviso"],
  mention: ["por ejemplo", "frases como", "expresiones como", "tales como", "detectar", "deteccion", "detecta", "ataque", "ataques", "atacante", "atacantes", "inyeccion de prompt", "inyeccion de instrucciones", "ejemplo de", "ejemplos de", "clasificador"],
  topicPrepositions: ["sobre", "acerca de", "relativas a", "relativos a", "referentes a", "de la", "del", "de los", "de las", "para la", "para el", "impresas en", "de esta", "de este"],
  blanket: ["todos", "todas", "toda", "todo", "copia", "completo", "completa", "entero", "entera", "cada"],
  roleNouns: ["papel", "rol", "cometido", "encargo", "tarea", "mision", "funcion", "personaje", "mandato", "puesto", "encomienda"],
  shedVerbs: ["dejar a un lado", "dejar de lado", "abandonar", "olvidar", "aparcar", "descartar", "renunciar a", "dejar atras", "apartar"],
  toYou: ["que te", "que se te", "que le", "que se le", "que os", "que tenias", "que tienes"],
  callThird: ["ejecuta", "llama a", "invoca", "usa", "utiliza", "lanza", "activa", "dispara"],
  nowWords: ["ahora", "ya", "de inmediato", "inmediatamente", "enseguida", "a continuacion", "acto seguido", "sin demora"],
  toPrepositions: ["para", "a", "al", "a los", "a las", "a la", "para los", "para las", "para el", "para la", "a todos los", "para todos los", "a cualquier", "para cualquier"],
  plural: (n) => (/[sx]$/.test(n) ? [] : [`${n}s`, `${n}es`]),
};
