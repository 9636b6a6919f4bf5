/**
 * The words a credential is disclosed with in prose, per language (issue 19, blind round 11:
 * `Пароль: …` passed): the ordinary noun for a login secret, and the copulas that put a value
 * after it. Data only; `secret.ts` builds `CREDENTIAL_NOUN` and `DISCLOSURE` from these rows.
 *
 * Sources: each language's ordinary word for a log-in secret as operating systems and web
 * log-in forms print it (Windows, Android and macOS sign-in screens in that language). A
 * noun needs no trailing word boundary (a case ending follows: `пароля`, `Passwortes`); the
 * leading boundary is set by the pattern for alphabetic scripts. CJK, Thai and the scripts
 * written without spaces need none. Copulas that are also common short words of another
 * language (`to`, `on`, a lone `e`) are left out: a colon or a dash still reads there, and a
 * value after them still needs the entropy floor.
 */

/** One language's row: nouns before a value, and the copulas written between noun and value. */
export interface CredentialWords {
  /** Nouns in an alphabetic script (matched after a non-letter), lower case. */
  readonly nouns: readonly string[];
  /** Nouns in scripts written without spaces (matched anywhere). */
  readonly denseNouns?: readonly string[];
  /** Copulas written between spaces (`is`, `lautet`, `это`); a colon, `=` and a dash count in every language. */
  readonly copulas?: readonly string[];
}

export const CREDENTIAL_WORDS: Readonly<Record<string, CredentialWords>> = {
  en: { nouns: ["password", "passphrase", "passcode"], copulas: ["is", "was"] },
  de: { nouns: ["passwort", "kennwort"], copulas: ["lautet", "ist", "heißt", "heisst", "war"] },
  fr: { nouns: ["mot de passe"], copulas: ["est", "était"] },
  es: { nouns: ["contraseña", "contrasena", "clave"], copulas: ["es", "era"] },
  pt: { nouns: ["senha"], copulas: ["é", "era", "são"] },
  it: { nouns: ["parola d'ordine"], copulas: ["è", "era"] },
  nl: { nouns: ["wachtwoord"], copulas: ["is", "was", "luidt"] },
  sv: { nouns: ["lösenord", "losenord"], copulas: ["är", "var"] },
  da: { nouns: ["adgangskode"], copulas: ["er", "var"] },
  nb: { nouns: ["passord"], copulas: ["er", "var"] },
  fi: { nouns: ["salasana"], copulas: ["oli"] },
  pl: { nouns: ["hasło", "haslo"], copulas: ["jest", "brzmi"] },
  cs: { nouns: ["heslo"], copulas: ["je", "zní", "bylo"] },
  hu: { nouns: ["jelszó", "jelszo"] },
  ro: { nouns: ["parola", "parolă"], copulas: ["este"] },
  tr: { nouns: ["şifre", "sifre", "parola"], copulas: ["şu", "ise"] },
  ru: { nouns: ["пароль", "пароля"], copulas: ["это", "такой", "был"] },
  uk: { nouns: ["пароль"], copulas: ["це", "такий"] },
  bg: { nouns: ["парола"], copulas: ["беше"] },
  sr: { nouns: ["лозинка", "lozinka"], copulas: ["је", "je"] },
  el: { nouns: ["κωδικός πρόσβασης", "κωδικός", "συνθηματικό"], copulas: ["είναι", "ήταν"] },
  vi: { nouns: ["mật khẩu", "mat khau"], copulas: ["là"] },
  id: { nouns: ["kata sandi", "kata laluan"], copulas: ["adalah", "ialah"] },
  ar: { nouns: ["كلمة المرور", "كلمة السر"], copulas: ["هي"] },
  he: { nouns: ["סיסמה", "סיסמא"], copulas: ["היא", "הוא"] },
  fa: { nouns: ["رمز عبور"], copulas: ["است"] },
  hi: { nouns: ["पासवर्ड"], copulas: ["है"] },
  ja: { nouns: [], denseNouns: ["パスワード", "パスフレーズ", "暗証番号"], copulas: ["は"] },
  zh: { nouns: [], denseNouns: ["密码", "密碼", "口令"], copulas: ["是", "为", "為"] },
  ko: { nouns: [], denseNouns: ["비밀번호", "비번", "패스워드", "암호"], copulas: ["는", "은", "이", "가"] },
  th: { nouns: [], denseNouns: ["รหัสผ่าน"], copulas: ["คือ"] },
};

/** Escapes regex syntax in a table word. */
const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Longest first, so an alternation prefers `κωδικός πρόσβασης` to `κωδικός`. */
const alternation = (words: readonly string[]): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

/** Every alphabetic-script noun of the table, as one alternation. */
export const ALPHABETIC_NOUNS = alternation(Object.values(CREDENTIAL_WORDS).flatMap((w) => w.nouns));
/** Every dense-script noun (CJK, kana, Hangul, Thai), as one alternation. */
export const DENSE_NOUNS = alternation(Object.values(CREDENTIAL_WORDS).flatMap((w) => w.denseNouns ?? []));
/** Copulas written between spaces, every language (the dense-script ones are glued, `DENSE_COPULAS`). */
export const SPACED_COPULAS = alternation(
  Object.entries(CREDENTIAL_WORDS)
    .filter(([lang]) => !["ja", "zh", "ko", "th"].includes(lang))
    .flatMap(([, w]) => w.copulas ?? []),
);
/** Copulas glued to the noun or value in scripts without spaces (`は`, `是`, `는`), and Thai `คือ`. */
export const DENSE_COPULAS = alternation(["ja", "zh", "ko", "th"].flatMap((l) => CREDENTIAL_WORDS[l]?.copulas ?? []));
