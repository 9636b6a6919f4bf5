/**
 * Tool-result frames outside the vendor formats (issue 20 item 2, blind round: `[tool_result
 * id=7]`, `[도구 실행 결과]`, `<tool-output name="crm">`, `【ツール出力】`, `[Результат
 * инструмента]`, `Observación de la herramienta:`, a JSON-RPC `"result"`). A frame claims that
 * what follows is a tool's or a system's output; `fake-result.ts` then asks whether that output
 * authorises, approves or instructs (`ordersReader`). Read by shape, the words from a table:
 *
 * | frame | shape | head words |
 * | --- | --- | --- |
 * | bracketed | at a line start, `[…]`, `【…】`, `〔…〕`, `［…］` holding at most 80 units | a tool word (tool, function, API, search, …) AND a result word (result, output, response, return, observation) of `FRAME_WORDS`, any language; or an observation word alone |
 * | tagged | at a line start, `<name attrs>` (not a closing tag) | the tag name's words, as above |
 * | labelled | at a line start, a label of at most six words and a colon | a result word AND a tool word (`Результат инструмента:`, `Araç çıktısı:`), or an observation word alone |
 * | JSON-RPC | a `"result":` key within 300 units of `"jsonrpc": "2.0"` | — |
 *
 * A Latin or Cyrillic word of the table of four letters or more matches as a stem (`çıktı` in
 * `çıktısı`, `result` in `results`); a shorter one as a whole word; a CJK one as a substring.
 * Linear: each regex anchored at line starts with bounded repetition; words split once.
 */

/** Head words per language: `tool` (what ran) and `result` (what it gave back). Lower case. */
export const FRAME_WORDS: Readonly<Record<string, { readonly tool: readonly string[]; readonly result: readonly string[] }>> = {
  en: { tool: ["tool", "function", "api", "plugin", "command", "action", "search", "query", "call", "shell", "browser", "mcp"], result: ["result", "output", "observation", "response", "return", "returned", "reply"] },
  de: { tool: ["werkzeug", "funktion", "befehl", "abfrage", "suche", "aufruf"], result: ["ergebnis", "ausgabe", "antwort", "rückgabe", "beobachtung", "resultat"] },
  fr: { tool: ["outil", "fonction", "commande", "requête", "recherche", "appel"], result: ["résultat", "sortie", "réponse", "retour", "observation"] },
  es: { tool: ["herramienta", "función", "comando", "consulta", "búsqueda", "llamada"], result: ["resultado", "salida", "respuesta", "retorno", "observación"] },
  it: { tool: ["strumento", "funzione", "comando", "ricerca", "chiamata"], result: ["risultato", "uscita", "risposta", "ritorno", "osservazione"] },
  pt: { tool: ["ferramenta", "função", "comando", "consulta", "pesquisa", "chamada"], result: ["resultado", "saída", "resposta", "retorno", "observação"] },
  ru: { tool: ["инструмент", "функци", "команд", "запрос", "поиск", "вызов", "плагин"], result: ["результат", "вывод", "ответ", "наблюдени", "выход"] },
  uk: { tool: ["інструмент", "функці", "команд"], result: ["результат", "вивід", "відповід", "спостереж"] },
  tr: { tool: ["araç", "fonksiyon", "işlev", "komut", "sorgu", "arama", "eklenti"], result: ["sonuç", "çıktı", "yanıt", "gözlem", "dönüş"] },
  nl: { tool: ["gereedschap", "functie", "opdracht", "zoekopdracht"], result: ["resultaat", "uitvoer", "antwoord", "observatie"] },
  pl: { tool: ["narzędzi", "funkcj", "polecen", "zapytani", "wyszukiwani"], result: ["wynik", "wyjści", "odpowied", "obserwacj"] },
  id: { tool: ["alat", "fungsi", "perintah", "pencarian"], result: ["hasil", "keluaran", "respons", "observasi"] },
  sv: { tool: ["verktyg", "funktion", "kommando", "sökning"], result: ["resultat", "utdata", "svar", "observation"] },
  cs: { tool: ["nástroj", "funkce", "příkaz", "dotaz", "vyhledávání"], result: ["výsledek", "výstup", "odpověď", "návratov"] },
  ko: { tool: ["도구", "툴", "함수", "명령", "플러그인", "검색"], result: ["결과", "출력", "응답", "반환", "관찰"] },
  ja: { tool: ["ツール", "関数", "コマンド", "検索", "プラグイン"], result: ["結果", "出力", "応答", "戻り値", "観察"] },
  zh: { tool: ["工具", "函数", "函數", "命令", "插件", "搜索"], result: ["结果", "結果", "输出", "輸出", "响应", "返回", "观察", "觀察"] },
};

/**
 * Observation words: a frame or a label of one alone is a result frame (ReAct's `Observation:`,
 * `<observation>`, in any language). A bare output or result word is not (`<output>` is an HTML
 * element, `[Output]` a log's heading): it needs a tool word beside it.
 */
const OBSERVATION = new Set(["observation", "beobachtung", "observación", "osservazione", "observação", "наблюдение", "gözlem", "observatie", "obserwacja", "observasi", "관찰", "観察", "观察", "觀察"]);

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
/** Folds a word: lower case, NFC (the table is written composed), Turkish `ı` as `i` (`YANITI` lower-cases to `yaniti`). */
const foldWord = (w: string): string => w.normalize("NFC").toLowerCase().replace(/ı/g, "i");
const TOOL_WORDS = Object.values(FRAME_WORDS).flatMap((l) => l.tool).map(foldWord);
const RESULT_WORDS = Object.values(FRAME_WORDS).flatMap((l) => l.result).map(foldWord);

/** Whether `word` (folded) is one of `list`: a stem of four letters or more, else whole. */
function isWord(word: string, list: readonly string[]): boolean {
  for (const w of list) if (!CJK.test(w) && (word === w || (w.length >= 4 && word.startsWith(w) && word.length - w.length <= 6))) return true;
  return false;
}
/** Whether `label` holds a word of `list`: Latin and Cyrillic words by `isWord`, CJK words as substrings. */
function holds(label: string, words: readonly string[], list: readonly string[]): boolean {
  return words.some((w) => isWord(w, list)) || list.some((w) => CJK.test(w) && label.includes(w));
}
/** The letter runs of a label, folded (split at anything that is no letter or mark). */
function wordsOf(label: string): string[] {
  return foldWord(label).split(/[^\p{L}\p{M}]+/u).filter((w) => w !== "");
}

/** A bracketed or tagged frame at a line start: the opener and what it holds. */
const BRACKET_FRAME = /^[ \t>*_#-]{0,8}([[【〔［<])[ \t]{0,2}([^[\]【】〔〕［］<>\n]{1,80})[\]】〕］>]/gmu;
/** A short label and a colon at a line start. */
const COLON_FRAME = /^[ \t>*_#"'-]{0,8}([^\n:：[\]<>{}"]{1,48})[:：]/gmu;
/** A JSON-RPC envelope and a result key. */
const JSONRPC = /"jsonrpc"\s{0,4}:\s{0,4}"2\.0"/g;
const RESULT_KEY = /"result"\s{0,4}:/g;
/** How far from the envelope a result key is read (UTF-16 units). */
const RPC_REACH = 300;

/** A frame found: where its label starts and its body begins. */
export interface Frame {
  readonly start: number;
  readonly bodyStart: number;
  /** A hand-drawn frame (`drawnFrames`): common in documents, so its body is read for a voice first. */
  readonly drawn?: true;
  /** A verdict line (`verdict-frame.ts`): the frame itself reports a grant, its body is read with it given. */
  readonly granted?: true;
}

/**
 * The tool-result frames of `text` (see the module comment), in order of their start. Never
 * throws; linear in the text.
 */
export function resultFrames(text: string): Frame[] {
  const out: Frame[] = [];
  BRACKET_FRAME.lastIndex = 0;
  for (let m = BRACKET_FRAME.exec(text); m !== null; m = BRACKET_FRAME.exec(text)) {
    const open = m[1] as string;
    let inner = m[2] as string;
    if (open === "<") {
      // A tag: its name only (`tool-output` of `<tool-output name="crm">`); a closing tag is no frame.
      if (!/^\p{L}/u.test(inner)) continue;
      inner = inner.split(/\s/)[0] as string;
    }
    const words = wordsOf(inner);
    const label = foldWord(inner);
    if ((holds(label, words, TOOL_WORDS) && holds(label, words, RESULT_WORDS)) || (words.length === 1 && OBSERVATION.has(words[0] as string))) out.push({ start: m.index, bodyStart: m.index + m[0].length });
  }
  COLON_FRAME.lastIndex = 0;
  for (let m = COLON_FRAME.exec(text); m !== null; m = COLON_FRAME.exec(text)) {
    const label = foldWord(m[1] as string);
    const words = wordsOf(label);
    if (words.length === 0 || words.length > 6) continue;
    const observation = words.length === 1 && OBSERVATION.has(words[0] as string);
    if (observation || (holds(label, words, RESULT_WORDS) && holds(label, words, TOOL_WORDS))) out.push({ start: m.index, bodyStart: m.index + m[0].length });
  }
  JSONRPC.lastIndex = 0;
  let floor = 0;
  for (let m = JSONRPC.exec(text); m !== null; m = JSONRPC.exec(text)) {
    const from = Math.max(floor, m.index - RPC_REACH);
    const window = text.slice(from, Math.min(text.length, m.index + RPC_REACH));
    RESULT_KEY.lastIndex = 0;
    const r = RESULT_KEY.exec(window);
    if (r === null) continue;
    const at = from + r.index;
    out.push({ start: at, bodyStart: at + r[0].length });
    floor = m.index + RPC_REACH;
  }
  drawnFrames(text, out);
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The punctuation a hand-drawn frame is made of (`===`, `>>>`, `<<`, `~~~`, `***`, `::`, `//`,
 * `[[`, `{{{`, `(((`, `|=`, `++`, `--`).
 */
const DRAWN = new Set([..."=~*#+<>/:|()[]{}_-.»«《》〈〉【】"]);
/** What may stand before a drawn frame on its line: HTML tags (`<pre>`), or a JSON string's opening (`{"page": "`). */
const DRAWN_LEAD = /^(?:[ \t]{0,8}<[a-z][^<>\n]{0,60}>){0,4}[ \t]{0,8}(?:[{[][ \t]{0,4}"[^"\n]{1,40}"[ \t]{0,4}:[ \t]{0,4}"|"[^"\n]{1,40}"[ \t]{0,4}:[ \t]{0,4}")?/i;
/** A tool's name in a frame's label: an identifier with `_` or `.` (`search_api`, `calendar.lookup`). */
const TOOL_NAME = /(?<![\p{L}\p{N}])[a-z][a-z0-9]{0,30}(?:[_.][a-z0-9]{1,30}){1,4}(?![\p{L}\p{N}])/iu;
/** Closing tags ending a drawn frame's line (`=== OUTPUT ===</p>`). */
const TRAILING_TAGS = /(?:<\/[a-z][a-z0-9]{0,10}>[ \t]{0,4}){1,4}$/i;
/** A line that is one tag (`</tool-output>`, `<br/>`): markup, not a frame (tagged frames are read above). */
const TAG_LINE = /^<\/?[a-z][^<>\n]{0,80}>$/i;
/** Longest line read as a drawn frame. */
const MAX_DRAWN_LINE = 140;

/** Whether a word is a result word of the table or a compound ending in one (`funktionsresultat`, `suchergebnisse`). */
function resultCompound(word: string): boolean {
  if (isWord(word, RESULT_WORDS)) return true;
  for (const w of RESULT_WORDS) if (!CJK.test(w) && w.length >= 5 && word.length > w.length && word.length - w.length <= 14 && (word.endsWith(w) || word.slice(0, -1).endsWith(w) || word.slice(0, -2).endsWith(w))) return true;
  return false;
}

/** A run that draws a frame: two or more characters, of at most two kinds (`===`, `>>>`, `|=`, `==>`; not code's `():`). */
function drawnRun(run: string): boolean {
  return run.length >= 2 && new Set(run).size <= 2;
}

/**
 * Frames no vendor uses, drawn by hand (blind round 11: `<<ツール結果>>`, `FUNKTIONSRESULTAT >>>`,
 * `[[résultat de l'outil]]`, `=== RESPONSE FROM search_api ===`): a line of at most
 * `MAX_DRAWN_LINE` units whose label is opened or closed by a run of two or more frame
 * characters of at most two kinds (`DRAWN`, `drawnRun`), holding no code (`=`, `;`, quotes,
 * braces), and whose label (at most eight words) holds a result word of
 * `FRAME_WORDS` in any language (a compound's head too), an observation word, or a tool's
 * identifier. Whether the body then speaks as the system or the tool is the caller's question.
 */
function drawnFrames(text: string, out: Frame[]): void {
  let at = 0;
  while (at < text.length) {
    let nl = text.indexOf("\n", at);
    if (nl < 0) nl = text.length;
    if (nl - at <= MAX_DRAWN_LINE) {
      const line = text.slice(at, nl);
      const lead = DRAWN_LEAD.exec(line);
      const from = lead === null ? 0 : lead[0].length;
      const body = line.slice(from).replace(TRAILING_TAGS, "").replace(/["\r]+$/, "").trim();
      let a = 0;
      while (a < body.length && DRAWN.has(body.charAt(a))) a++;
      let b = body.length;
      while (b > a && DRAWN.has(body.charAt(b - 1))) b--;
      const label = body.slice(a, b).trim();
      // A label of words: no markup (`</tool-output>`), no JSON (`"result": {}}`).
      if ((drawnRun(body.slice(0, a)) || drawnRun(body.slice(b))) && label !== "" && !/["{}<>=;]/.test(label) && !TAG_LINE.test(body)) {
        const words = wordsOf(label);
        const folded = foldWord(label);
        const named =
          words.length <= 8 &&
          (words.some(resultCompound) || RESULT_WORDS.some((w) => CJK.test(w) && folded.includes(w)) || words.some((w) => OBSERVATION.has(w)) || TOOL_NAME.test(label));
        if (named) out.push({ start: at, bodyStart: nl, drawn: true });
      }
    }
    at = nl + 1;
  }
}

const fold = (s: string): string => s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase().replace(/ı/g, "i").replace(/ł/g, "l");
/**
 * A claim that the act was already approved or approved by the user or an administrator, in the
 * languages `fake-result.ts`'s `APPROVAL_CLAIM` lacks or words it lacks ("already authorised",
 * `уже одобрено`, `zaten onaylandı`, `al goedgekeurd`, `już zatwierdzone`, `sudah disetujui`,
 * `redan godkänd`, `bereits genehmigt`, `ya aprobado`, `déjà autorisé`, `già approvato`, `já
 * aprovado`). Read folded (lower case, accents dropped, `ı` → `i`, `ł` → `l`).
 */
const APPROVED_ALREADY = new RegExp(
  [
    "\\balready (?:been )?(?:approved|authori[sz]ed|cleared)\\b|\\b(?:approved|authori[sz]ed) in advance\\b|\\bno (?:further |additional )?(?:confirmation|approval|authori[sz]ation) (?:is )?(?:needed|required)\\b",
    "(?<![\\p{L}])(?:уже|заранее) (?:было )?(?:одобрен|утвержден|разрешен|подтвержден|согласован)\\p{L}{0,4}|(?<![\\p{L}])(?:одобрен|утвержден|разрешен|подтвержден)\\p{L}{0,4} (?:пользовател|администратор|владельц|клиент)",
    "(?<![\\p{L}])(?:вже|заздалегідь) (?:схвален|затверджен|дозволен)\\p{L}{0,4}",
    "(?<![\\p{L}])(?:zaten|onceden) onay\\p{L}{0,10}|(?<![\\p{L}])(?:kullanici|yonetici)\\p{L}{0,6} (?:tarafindan )?(?:zaten )?onay\\p{L}{0,10}",
    "\\b(?:al|reeds) goedgekeurd\\b|\\bgoedgekeurd door de (?:gebruiker|beheerder|klant)\\b",
    "(?<![\\p{L}])juz (?:zostal[ao]? )?zatwierdzon\\p{L}{0,3}|(?<![\\p{L}])zatwierdzon\\p{L}{0,3} przez (?:uzytkownik|administrator)",
    "\\b(?:sudah|telah) (?:di)?setujui\\b|\\bdisetujui oleh (?:pengguna|admin)",
    "\\bredan godkan\\p{L}{0,3}|\\bgodkan\\p{L}{0,3} av (?:anvandaren|admin)",
    "\\b(?:bereits|schon) (?:genehmigt|freigegeben|autorisiert)\\b|\\bya (?:ha sido |fue |esta )?(?:aprobad|autorizad)\\p{L}{0,2}|\\bdeja (?:ete )?(?:approuve|autorise|valide)\\p{L}{0,2}|\\bgia (?:stat[oa] )?(?:approvat|autorizzat)\\p{L}|\\bja (?:foi )?(?:aprovad|autorizad)\\p{L}",
  ].join("|"),
  "u",
);
/**
 * An order to act in the languages `fake-result.ts`'s `CLAUSE_ORDER` lacks: an imperative of
 * sending, forwarding, transferring or deleting at a clause start (RU, UK, NL, PL, ID, SV) or at
 * a clause end (TR, a verb-final language). Counts with a target (`ORDER_TARGET`).
 */
const ORDER_MORE = new RegExp(
  "(?:^|[.!?;:,\\n]\\s{0,4}|(?<![\\p{L}])(?:теперь|сейчас|затем|немедленно|nu|dan|teraz|sekarang|lalu|segera|sedan|nu)\\s{1,4})" +
    "(?:отправь|отправьте|перешли|перешлите|переведи|переведите|удали|удалите|передаи|передаите|выгрузи|выгрузите|надішли|надішліть|перекажи|видали|stuur|verstuur|verwijder|deel|maak|wyslij|wyslijcie|usun|przelej|przekaz|udostepnij|kirim|kirimkan|hapus|transfer|transferkan|teruskan|bagikan|skicka|radera|overfor|dela)(?![\\p{L}])" +
    "|(?<![\\p{L}])(?:gonder|gonderin|sil|silin|aktar|aktarin|ilet|iletin|paylas|paylasin|yolla|yollayin)\\s{0,2}(?:[.!]|$)",
  "mu",
);
/** A target of such an order: an e-mail address, an account number, an amount, or everything. */
const ORDER_TARGET = /[\p{L}0-9._%+-]{1,64}@[\p{L}0-9-]{1,63}\.\p{L}|(?<![\p{L}0-9])[a-z]{2}\d{2}\s?(?:[a-z0-9]{4}\s?){2,7}|\d[\d.,' ]{0,14}\s{0,2}(?:eur|usd|rub|try|pln|idr|sek|€|\$|₽|₺)|(?<![\p{L}])(?:все|всех|всю|весь|всі|усі|tum|butun|alle|wszystk\p{L}{0,4}|semua|seluruh|alla|allt)(?![\p{L}])/u;

/**
 * Whether a frame's body authorises (`APPROVED_ALREADY`) or orders an act with a target
 * (`ORDER_MORE` and `ORDER_TARGET`) in the languages and wordings `ordersReader` does not read.
 * Reads at most 1,500 code units.
 */
export function authorisesOrOrders(body: string): boolean {
  const t = fold(body.slice(0, 1_500));
  return APPROVED_ALREADY.test(t) || (ORDER_MORE.test(t) && ORDER_TARGET.test(t));
}

/** Cheap trigger atoms (regex sources, case-insensitive): every frame holds one. */
export const RESULT_FRAME_TRIGGER: readonly string[] = [
  "jsonrpc",
  [...new Set([...TOOL_WORDS, ...RESULT_WORDS])].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
];

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const RESULT_FRAME_PATTERNS: readonly RegExp[] = [DRAWN_LEAD, TOOL_NAME, TRAILING_TAGS, TAG_LINE, BRACKET_FRAME, COLON_FRAME, JSONRPC, RESULT_KEY, CJK, APPROVED_ALREADY, ORDER_MORE, ORDER_TARGET];
