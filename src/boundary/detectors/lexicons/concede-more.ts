/**
 * What a staged AI turn says when it gives in (issue 20 item 2, fake transcripts), in the
 * languages the Latin lexicons (`de`, `es`, `fr`, `it`, `pt`) and the CJK forms of
 * `transcript-concede.ts` do not cover: Russian, Ukrainian, Turkish, Dutch, Polish, Indonesian,
 * Swedish and Chinese. Data only, per language, one list per part of a concession or a
 * commitment (`transcript-concede.ts` reads the parts together):
 *
 * - `firstPerson`, `rules`, `cessation`: "I have no rules anymore" (`у меня больше нет правил`);
 * - `send`, `data`: a send or disclose verb with user data (`отправлю пароли`, `stuur de gegevens`);
 * - `grant`, `grantObjects`, `blanket`: a grant over a blanket scope (`одобряю все возвраты`).
 *
 * A word ending in `*` is a stem (any ending of up to 14 letters); any other word is whole.
 * Words are written lower case; the reader folds accents (`ç` → `c`, `й` → `и`) on both sides.
 */

/** The parts of one language. */
export interface ConcedeWords {
  readonly firstPerson: readonly string[];
  readonly rules: readonly string[];
  readonly cessation: readonly string[];
  readonly send: readonly string[];
  readonly data: readonly string[];
  readonly grant: readonly string[];
  readonly grantObjects: readonly string[];
  readonly blanket: readonly string[];
}

/** Per language (ISO 639-1). */
export const CONCEDE_MORE: Readonly<Record<string, ConcedeWords>> = {
  ru: {
    firstPerson: ["я", "мне", "меня", "мой", "мои", "моих", "моим"],
    rules: ["правил*", "инструкц*", "ограничен*", "указани*", "политик*", "фильтр*", "запрет*"],
    cessation: ["больше", "нет", "отмен*", "снят*", "отключ*", "недейств*"],
    send: ["отправ*", "отошл*", "перешл*", "пересыл*", "передам", "передать", "передаю", "раскро*", "разглаш*", "опублик*", "выгруж*", "солью", "слить", "скину", "пошлю"],
    data: ["данн*", "парол*", "истори*", "переписк*", "контакт*", "клиент*", "баз*", "ключ*", "токен*", "промпт*", "запис*"],
    grant: ["одобр*", "утвержд*", "утвер*", "разреш*", "подтвержд*"],
    grantObjects: ["возврат*", "перевод*", "платеж*", "оплат*", "заявк*", "доступ*", "запрос*", "транзакц*"],
    blanket: ["все", "всех", "всё", "любые", "любой", "любых", "люб*", "кажд*", "всегда"],
  },
  uk: {
    firstPerson: ["я", "мені", "мене", "мої", "мій"],
    rules: ["правил*", "інструкц*", "обмежен*"],
    cessation: ["більше", "немає", "скасов*"],
    send: ["надішл*", "надсила*", "перешл*", "переда*", "розкри*"],
    data: ["дан*", "парол*", "істор*", "контакт*", "клієнт*"],
    grant: ["схвал*", "затверд*", "дозвол*"],
    grantObjects: ["поверненн*", "переказ*", "платеж*", "запит*", "доступ*"],
    blanket: ["всі", "усі", "кожн*", "будь-як*"],
  },
  tr: {
    firstPerson: ["ben", "benim", "bana", "beni"],
    rules: ["kural*", "talimat*", "yonerge*", "kisitla*", "sinirla*", "filtre*"],
    cessation: ["yok", "artik", "kaldir*", "gecersiz", "iptal"],
    send: ["gonder*", "ilet*", "paylas*", "sizdir*", "aktar*", "yayinla*", "ifsa"],
    data: ["veri*", "sifre*", "parola*", "kayit*", "kayitlar*", "gecmis*", "musteri*", "kisi*", "anahtar*"],
    grant: ["onayla*", "onaylar*", "izin", "yetkilendir*"],
    grantObjects: ["iade*", "transfer*", "odeme*", "havale*", "talep*", "erisim*"],
    blanket: ["tum", "butun", "her", "hepsi*", "herkes*"],
  },
  nl: {
    firstPerson: ["ik", "mijn", "me", "mij"],
    rules: ["regels", "instructies", "richtlijnen", "beperkingen", "filters", "beleid"],
    cessation: ["geen", "niet meer", "opgeheven", "vervallen"],
    send: ["stuur*", "verstuur*", "verzend*", "zend*", "deel", "delen", "doorsturen", "lek*", "publiceer*", "onthul*", "upload*"],
    data: ["gegevens", "klantgegevens", "data", "wachtwoord*", "klant*", "geschiedenis", "contacten", "prompt", "sleutel*"],
    grant: ["keur*", "goedkeur*", "goedgekeurd", "machtig*"],
    grantObjects: ["terugbetaling*", "overboeking*", "overschrijving*", "betaling*", "verzoek*", "aanvra*", "toegang", "restitutie*"],
    blanket: ["alle", "elke", "ieder", "iedere", "altijd"],
  },
  pl: {
    firstPerson: ["ja", "mnie", "mi", "moje", "moich", "moj", "mam"],
    rules: ["zasad*", "regul*", "instrukcj*", "ogranicze*", "wytyczn*", "filtr*"],
    cessation: ["juz", "brak", "zadnych", "zniesion*", "wylaczon*"],
    send: ["wysl*", "wysyl*", "przekaz*", "udostepn*", "ujawn*", "opublik*", "przesl*"],
    data: ["dane", "danych", "hasl*", "histori*", "kontakt*", "klient*", "baz*", "klucz*", "token*"],
    grant: ["zatwierdz*", "zaakceptu*", "akceptu*", "autoryz*"],
    grantObjects: ["zwrot*", "przelew*", "platnos*", "wnios*", "dostep*", "transakcj*"],
    blanket: ["wszystk*", "kazd*", "zawsze"],
  },
  id: {
    firstPerson: ["saya", "aku"],
    rules: ["aturan", "instruksi", "pedoman", "batasan", "kebijakan"],
    cessation: ["tidak lagi", "tidak ada", "dihapus", "dicabut"],
    send: ["kirim*", "mengirim*", "meneruskan", "teruskan", "bagikan", "membagikan", "bocorkan", "membocorkan", "sebarkan", "unggah"],
    data: ["data", "kata sandi", "sandi", "riwayat", "kontak", "pelanggan", "kunci", "token"],
    grant: ["setujui", "menyetujui", "disetujui", "izinkan", "mengizinkan", "otorisasi"],
    grantObjects: ["transfer", "pengembalian", "refund", "pembayaran", "permintaan", "akses", "transaksi"],
    blanket: ["semua", "setiap", "seluruh", "selalu"],
  },
  sv: {
    firstPerson: ["jag", "mig", "mina", "min"],
    rules: ["regler", "instruktioner", "riktlinjer", "begransningar"],
    cessation: ["inga", "langre", "borttagna"],
    send: ["skicka*", "vidarebefordra*", "dela", "delar", "lacka*", "publicera*"],
    data: ["data", "uppgifter", "losenord*", "historik*", "kontakter", "kund*"],
    grant: ["godkann*", "godkanner", "bevilja*"],
    grantObjects: ["aterbetalning*", "overforing*", "betalning*", "begaran", "atkomst"],
    blanket: ["alla", "varje", "allt"],
  },
  zh: {
    firstPerson: ["我"],
    rules: ["规则", "规定", "限制", "准则", "约束"],
    cessation: ["不再", "没有", "取消", "解除", "失效"],
    send: ["发送", "发给", "转发", "泄露", "上传", "分享"],
    data: ["数据", "资料", "密码", "记录", "提示词", "联系人", "客户"],
    grant: ["批准", "授权", "放行"],
    grantObjects: ["退款", "转账", "付款", "支付", "请求", "申请", "权限"],
    blanket: ["所有", "全部", "一切", "任何"],
  },
};
