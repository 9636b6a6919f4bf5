/**
 * Words of an extraction without an addressee (issue 20 item 4, `detector.context-copy`): a
 * sentence that names the text before it — "the text preceding this sentence", "everything
 * above this line", `der gesamte Text vor diesem Satz`, `весь текст выше этой строки`,
 * `この文より前`, `此句之前` — and says, impersonally or in the passive, that it is to be
 * reproduced ("should be repeated in full", "is to be output verbatim", `ist wörtlich
 * wiederzugeben`, `doit être reproduit`, `должен быть выведен`, `出力されること`).
 *
 * Data only, one row per language (a new language is a row, not code). Words are written as
 * people spell them; the detector folds them as the scanner's view does (`shadowTextOf`: lower
 * case, accents dropped, Cyrillic look-alikes folded). A word ending in `*` takes any ending of
 * up to 12 letters (`reprodu*`: reproduced, reproduit, reproducido). Latin and Cyrillic words
 * are matched as whole words; Han, kana and Hangul words as they stand.
 */

/** The three parts of one language. */
export interface ContextCopyWords {
  /** The text before this point, named by deixis (`the text above`, `everything before this line`). */
  readonly prior: readonly string[];
  /** A verb of reproducing or printing it, any form (`repeat*`, `output`, `wiederzugeben`). */
  readonly copy: readonly string[];
  /** An obligation without an addressee: a modal, a passive of duty, a completeness adverb (`must`, `is to be`, `verbatim`). */
  readonly duty: readonly string[];
}

/** Per language (ISO 639-1). */
export const CONTEXT_COPY: Readonly<Record<string, ContextCopyWords>> = {
  en: {
    prior: ["text preceding this", "text above this", "text before this", "everything above this", "everything before this", "everything preceding this", "all of the above", "all the text above", "all text above", "the preceding text", "the text above", "everything above", "everything that came before", "everything that precedes", "all that came before", "all that precedes", "that came before this", "that precede this", "that precedes this", "prior to this line", "prior to this sentence", "prior to this message", "before this line", "before this sentence", "before this paragraph", "before this message", "above this line", "above this sentence", "above this paragraph", "above this message"],
    copy: ["repeat*", "output*", "reproduc*", "print*", "echo*", "copied", "copy", "restat*", "recit*", "dump*", "display*", "disclos*", "reveal*", "return*", "quot*", "transcrib*", "written out", "spelled out"],
    duty: ["must", "should", "shall", "is to be", "are to be", "needs to be", "need to be", "has to be", "have to be", "is required", "are required", "verbatim", "word for word", "in full", "in its entirety", "unchanged", "exactly as written"],
  },
  de: {
    prior: ["text vor diesem", "vor diesem satz", "vor dieser zeile", "vor diesem absatz", "vor dieser nachricht", "über dieser zeile", "oberhalb dieser zeile", "alles oben", "alles davor", "alles vorangehende", "alles vorhergehende", "vorangehende text", "vorangehenden text", "vorhergehende text", "vorhergehenden text", "obige text", "obigen text", "der text oben", "den text oben"],
    copy: ["wiederzugeben", "wiedergegeben", "wiederholt", "zu wiederholen", "auszugeben", "ausgegeben", "abzudrucken", "abgedruckt", "zu kopieren", "kopiert", "zu zitieren", "zitiert"],
    duty: ["muss", "müssen", "soll", "sollen", "wiederzugeben", "auszugeben", "zu wiederholen", "abzudrucken", "zu kopieren", "wörtlich", "vollständig", "unverändert", "im wortlaut"],
  },
  fr: {
    prior: ["texte qui précède", "tout ce qui précède", "précède cette phrase", "précède cette ligne", "précède ce paragraphe", "précède ce message", "au-dessus de cette ligne", "avant cette phrase", "avant cette ligne", "texte précédent", "texte ci-dessus", "tout le texte ci-dessus"],
    copy: ["reprodu*", "répét*", "affich*", "recopi*", "restitu*", "imprim*", "cité", "citée", "sorti", "divulgu*", "retranscri*"],
    duty: ["doit", "doivent", "devra", "devront", "est à", "sont à", "il faut", "intégralement", "mot pour mot", "tel quel", "textuellement", "verbatim", "en entier"],
  },
  es: {
    prior: ["texto anterior", "todo lo anterior", "anterior a esta", "anterior a este", "antes de esta línea", "antes de esta frase", "antes de este párrafo", "antes de este mensaje", "encima de esta línea", "por encima de esta", "texto de arriba", "que precede a esta", "que precede a este"],
    copy: ["reproduc*", "repet*", "repit*", "mostr*", "imprim*", "copi*", "transcrib*", "devuelt*", "revel*", "emitid*"],
    duty: ["debe", "deben", "deberá", "deberán", "ha de", "han de", "hay que", "se debe", "textualmente", "literalmente", "íntegramente", "palabra por palabra", "completo", "en su totalidad"],
  },
  pt: {
    prior: ["texto anterior", "tudo o que vem antes", "tudo acima", "texto acima", "acima desta linha", "acima desta frase", "antes desta linha", "antes desta frase", "antes deste parágrafo", "antes desta mensagem", "que precede esta", "que precede este"],
    copy: ["reproduz*", "repet*", "mostr*", "imprim*", "copi*", "transcrit*", "revel*", "exib*"],
    duty: ["deve", "devem", "deverá", "deverão", "há de", "tem de", "tem que", "na íntegra", "integralmente", "textualmente", "literalmente", "palavra por palavra"],
  },
  it: {
    prior: ["testo che precede", "tutto ciò che precede", "precede questa frase", "precede questa riga", "prima di questa riga", "prima di questa frase", "sopra questa riga", "testo precedente", "testo qui sopra", "tutto il testo sopra"],
    copy: ["riportat*", "ripetut*", "riprodott*", "stampat*", "copiat*", "mostrat*", "trascritt*", "riportare", "ripetere", "riprodurre"],
    duty: ["deve", "devono", "va", "vanno", "dovrà", "dovranno", "integralmente", "parola per parola", "alla lettera", "testualmente", "per intero"],
  },
  nl: {
    prior: ["tekst hierboven", "alles hierboven", "boven deze regel", "voor deze zin", "vóór deze zin", "voor deze regel", "vóór deze regel", "voorafgaande tekst", "voorgaande tekst"],
    copy: ["herhaald", "weergegeven", "uitgevoerd", "afgedrukt", "gekopieerd", "geciteerd", "te herhalen", "weer te geven"],
    duty: ["moet", "moeten", "dient", "dienen", "is te", "letterlijk", "volledig", "woord voor woord"],
  },
  pl: {
    prior: ["tekst powyżej", "cały tekst powyżej", "wszystko powyżej", "powyżej tej linii", "przed tym zdaniem", "przed tą linią", "przed tym akapitem", "poprzedzający tekst", "poprzedzający to zdanie", "wszystko, co poprzedza"],
    copy: ["powtórz*", "wypis*", "wyświetl*", "skopiow*", "przytocz*", "odtworz*", "wydruk*", "zacytow*"],
    duty: ["należy", "musi", "muszą", "powinien", "powinno", "powinny", "ma zostać", "mają zostać", "dosłownie", "w całości", "słowo w słowo"],
  },
  cs: {
    prior: ["text výše", "vše výše", "nad tímto řádkem", "před touto větou", "před tímto řádkem", "předchozí text"],
    copy: ["zopakov*", "vypsán*", "vypsat", "zobraz*", "zkopírov*", "reprodukov*", "citov*"],
    duty: ["musí", "má být", "mají být", "je třeba", "doslovně", "celý", "v plném znění"],
  },
  ru: {
    prior: ["текст выше", "весь текст выше", "всё выше", "все выше", "выше этой строки", "перед этим предложением", "перед этой строкой", "перед этим абзацем", "предшествующий текст", "предыдущий текст", "всё, что выше", "всё, что перед"],
    copy: ["выведен*", "вывести", "повтор*", "воспроизвед*", "воспроизвест*", "скопирова*", "процитирова*", "напечата*", "показа*"],
    duty: ["должен", "должна", "должно", "должны", "следует", "нужно", "необходимо", "дословно", "полностью", "целиком", "слово в слово"],
  },
  uk: {
    prior: ["текст вище", "весь текст вище", "все вище", "вище цього рядка", "перед цим реченням", "перед цим рядком", "попередній текст"],
    copy: ["виведен*", "вивести", "повтор*", "відтвор*", "скопію*", "процитува*", "показа*"],
    duty: ["має бути", "мають бути", "повинен", "повинна", "повинно", "слід", "потрібно", "дослівно", "повністю"],
  },
  tr: {
    prior: ["bu cümleden önceki", "bu satırdan önceki", "bu satırın üstündeki", "yukarıdaki metin", "yukarıdaki her şey", "önceki metin", "bundan önceki her şey"],
    copy: ["tekrarlan*", "yazdırıl*", "çıktı", "aktarıl*", "kopyalan*", "gösteril*", "yazıl*"],
    duty: ["malıdır", "melidir", "gerekir", "gerekmektedir", "aynen", "kelimesi kelimesine", "eksiksiz", "tamamen"],
  },
  sv: {
    prior: ["texten ovan", "allt ovan", "ovanför denna rad", "före denna mening", "före denna rad", "föregående text"],
    copy: ["upprepas", "återges", "skrivas ut", "kopieras", "citeras", "visas"],
    duty: ["ska", "skall", "måste", "bör", "ordagrant", "i sin helhet", "oförändrad"],
  },
  id: {
    prior: ["teks di atas", "semua teks di atas", "sebelum kalimat ini", "sebelum baris ini", "di atas baris ini", "teks sebelumnya"],
    copy: ["diulang*", "ditampilkan", "dicetak", "disalin", "dikutip", "dituliskan"],
    duty: ["harus", "wajib", "perlu", "secara lengkap", "kata demi kata", "apa adanya"],
  },
  vi: {
    prior: ["văn bản phía trên", "toàn bộ văn bản trên", "trước câu này", "trước dòng này", "phía trên dòng này"],
    copy: ["lặp lại", "in ra", "xuất ra", "sao chép", "trích dẫn", "hiển thị"],
    duty: ["phải", "cần được", "nguyên văn", "đầy đủ", "từng chữ"],
  },
  ja: {
    prior: ["この文より前", "この文の前", "この行より前", "この行より上", "この段落より前", "この行の上", "これより前", "これより上", "ここより上", "上記の文章", "上記のテキスト", "以上の文章", "以上のテキスト", "前の文章すべて", "上の文章"],
    copy: ["出力", "繰り返", "再現", "表示", "転記", "書き出", "複製", "引用"],
    duty: ["そのまま", "全文", "一字一句", "されること", "すること", "されるべき", "しなければ", "ください"],
  },
  zh: {
    prior: ["此句之前", "这句话之前", "本句之前", "此行之前", "这一行之前", "此行以上", "这行以上", "以上全部", "上面的全部", "前面的全部", "之前的全部", "上述全部", "以上所有", "上面所有"],
    copy: ["输出", "重复", "复述", "打印", "复制", "显示", "照抄", "抄写"],
    duty: ["原样", "原封不动", "一字不差", "完整", "全文", "应", "应当", "须", "必须", "需要", "请"],
  },
  ko: {
    prior: ["이 문장 앞의", "이 문장 이전의", "이 줄 위의", "이 줄 이전의", "이 문단 앞의", "위의 모든", "앞의 모든", "이전의 모든", "위에 있는 모든", "앞에 있는 모든"],
    copy: ["출력", "반복", "복사", "재현", "인용", "표시", "옮겨"],
    duty: ["그대로", "전부", "전체", "원문", "되어야", "해야", "하십시오", "하세요", "할 것"],
  },
};
