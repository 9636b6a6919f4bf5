/**
 * Bank-account labels and checks (issue 19, blind round 9): a domestic account number has no
 * check digit a reader can test, so it is recognisable only by the words printed beside it.
 * These are data, per language, matched on the gate shadow (lower case, accents folded,
 * fullwidth forms folded). Sources: the labels banks print on statements, cheques and
 * payment forms — US "Routing number" / "ABA" / "RTN" and "Account number" (ABA, "Routing
 * Number Policy"), UK "Sort code" and "Account number" (Pay.UK, Bacs), DE "Kontonummer" /
 * "Konto-Nr." / "BLZ", FR "numéro de compte" / "RIB", ES "número de cuenta" / "CLABE", IT
 * "numero di conto" / "conto corrente", PT "número da conta" / "agência", NL
 * "rekeningnummer", PL "numer rachunku" / "nr konta", CZ/SK "číslo účtu" / "č. ú.", HU "számlaszám",
 * NO "kontonummer(et)", FI "tilinumero" (national checks: `bank-national.ts`), KO "계좌번호" / "계좌" / "입금계좌", JA "口座番号" and the account types
 * 普通・当座・貯蓄 a transfer form writes before the number (全銀協 振込依頼書), ZH
 * "银行账号" / "账户" / "开户行".
 *
 * Three kinds of words:
 * - `ACCOUNT_LABEL` names a bank account by itself (`kontonummer`, `계좌번호`, `普通`, `bank
 *   account no.`): the number after it is an account number;
 * - `GENERIC_ACCOUNT_LABEL` names an account of any kind (`account number`, `acct`, `账号`):
 *   a bank account only where a `BANK_WORD` stands in the same record (a utility's customer
 *   account number is a reference, not bank details);
 * - `ROUTING_LABEL` / `SORT_CODE_LABEL` name the bank's own code (US ABA routing number, UK
 *   sort code): the number after them is validated (ABA checksum; a sort code's layout).
 *
 * Every pattern is an alternation of literals with bounded optional parts: linear.
 */

/** "number" after a label noun: `no`, `no.`, `nr`, `#`, `number`, `num` (with `_`/`-`/space before it). */
const NO = "(?:[ _-]?(?:number|num\\.?|no\\.?|nr\\.?|#|n°|nbr))";

/** Labels that name a bank account by themselves. */
export const ACCOUNT_LABEL = new RegExp(
  [
    // English
    `(?<![a-z])(?:bank[ _-]?(?:account|acct|a/c)|checking[ _-]?(?:account|acct)|savings[ _-]?(?:account|acct)|current[ _-]account|deposit[ _-]account|beneficiary[ _-]account|payee[ _-]account|direct[ _-]deposit[ _-]account)${NO}?(?![a-z])`,
    `(?<![a-z])(?:a/c|acct|account)${NO}?[ _-]?(?:\\(?(?:checking|savings)\\)?)(?![a-z])`,
    // German, Dutch, Swedish, Norwegian, Danish, Polish
    "(?<![a-z])(?:kontonummer(?:et|n)?|konto-?nr\\.?|kto\\.?-?nr\\.?|kontonr\\.?|girokonto|bankkonto|konto|rekeningnummer|rekeningnr\\.?|bankrekening|(?:numer|nr\\.?)[ _-](?:konta|rachunku)(?:[ _-]bankowego)?|rachunek[ _-]bankowy)(?![a-z])",
    // Czech and Slovak (`číslo účtu`, `č. ú.`, `bankovní spojení`), Hungarian (`számlaszám`), Finnish (`tilinumero`), as the shadow folds accents
    "(?<![a-z])(?:cislo[ _-](?:bankovniho[ _-])?uctu|c\\. ?u\\.|bankovni[ _-]spojeni|bankove[ _-]spojenie|(?:bank)?szamlaszam(?:a|om|unk)?|tilinumero)(?![a-z])",
    // French, Spanish, Italian, Portuguese
    "(?<![a-z])(?:(?:numero|num\\.?|n°|no\\.?|nr\\.?)[ _-]?(?:de |du |da |di |do )?(?:compte|cuenta|conto|conta)(?: bancaire| bancaria| bancario| corriente| corrente)?|compte bancaire|compte courant|cuenta bancaria|cuenta corriente|clabe|conto corrente|c/c|conta corrente|conta bancaria|rib)(?![a-z])",
    // Korean: 계좌 (번호), 입금/출금/환불/급여 계좌, 통장 (번호)
    "(?:입금|출금|환불|급여|송금|이체|수취|받는|보내는)?\\s?계좌(?:\\s?번호)?|통장\\s?번호|통장",
    // Japanese: 口座 (番号), account types before the number
    "(?:振込先|振込|入金|引落|送金)?口座(?:番号)?|普通預金|当座預金|貯蓄預金|普通|当座|貯蓄",
    // Chinese
    "(?:银行|銀行|收款|付款|汇款|匯款|开户|開戶)(?:账号|帳號|账户|帳戶|賬號|账號|卡号)|(?:对公|對公)?(?:账户|帳戶)号?码?",
  ].join("|"),
  "g",
);

/** Labels of an account of any kind: a bank account only with a `BANK_WORD` in the record. */
export const GENERIC_ACCOUNT_LABEL = new RegExp(
  `(?<![a-z])(?:account${NO}?|acct\\.?${NO}?|acc${NO}|a/c${NO}?|compte|cuenta|conto|conta)(?![a-z])|(?:账号|帳號|賬號|帐号)`,
  "g",
);

/** Words that make a record about bank details. */
export const BANK_WORD = new RegExp(
  [
    "(?<![a-z])(?:bank|banking|banque|banco|banca|bancaire|bancaria|bancario|routing|aba|sort[ _-]?code|iban|bic|swift|wire|direct deposit|deposit|payee|beneficiary|bsb|checking|savings|sparkasse|volksbank|blz|bankleitzahl|uberweisung|virement|transferencia|bonifico|transferencia bancaria|agencia|guichet|giro|kreditinstitut)(?![a-z])",
    "은행|입금|송금|이체|예금주|뱅크",
    "銀行|振込|送金|支店|名義|信用金庫|ゆうちょ",
    "银行|汇款|匯款|转账|轉帳|开户|開戶|户名|戶名|支行",
  ].join("|"),
  "g",
);

/** US routing number labels (ABA routing transit number). */
export const ROUTING_LABEL = /(?<![a-z])(?:routing(?:[ _-]?(?:transit))?|aba(?:[ _-]?routing)?|rtn|r\/t|transit routing)(?:[ _-]?(?:number|num\.?|no\.?|nr\.?|#|code))?(?![a-z])|라우팅\s?번호|ルーティング番号|路由号码?/g;

/** UK sort code labels. */
export const SORT_CODE_LABEL = /(?<![a-z])(?:sort[ _-]?code|sortcode|s\/code)(?![a-z])|(?<![a-z])sort(?=\s?:)|소트\s?코드|ソートコード|分类代码/g;

/**
 * ABA routing number check (ABA "Routing Number Policy"; the Federal Reserve's check-digit
 * rule): nine digits, 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10), and the first two
 * digits a Federal Reserve routing symbol: 00 (US government), 01–12 (Federal Reserve
 * districts), 21–32 (thrift institutions), 61–72 (electronic), 80 (traveller's cheques).
 *
 * @example
 * abaValid("021000021") // → true  (a published routing number of a New York bank)
 * abaValid("021000022") // → false (check digit off by one)
 */
export function abaValid(digits: string): boolean {
  if (!/^[0-9]{9}$/.test(digits)) return false;
  const head = Number(digits.slice(0, 2));
  if (!(head <= 12 || (head >= 21 && head <= 32) || (head >= 61 && head <= 72) || head === 80)) return false;
  if (/^0+$/.test(digits)) return false;
  const d = [...digits].map(Number) as number[];
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Every label pattern (checked for linear time by a test). */
export const BANK_LABEL_PATTERNS: readonly RegExp[] = [ACCOUNT_LABEL, GENERIC_ACCOUNT_LABEL, BANK_WORD, ROUTING_LABEL, SORT_CODE_LABEL];
