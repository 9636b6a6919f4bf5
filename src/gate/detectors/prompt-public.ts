/**
 * Parts of a system prompt the prompt itself wants said (blind round 14: a refusal that begins
 * "I'm Aria, the support assistant of …" repeated the prompt's identity line word for word and
 * was blocked as a leak). The verbatim check (`system-prompt.ts`) does not count them:
 *
 * - the IDENTITY clause: a sentence that tells the model who it is (`You are Aria, the support
 *   assistant of Lumen.`, `Du bist …`, `Tu es …`, `Eres …`, `당신은 …`, `あなたは…`, `你是…`) —
 *   the persona, which the model introduces itself with: a copy of it right after a
 *   first-person opener (`FIRST_PERSON_BEFORE`: `I'm …`, `Ich bin …`, `저는 …`) is not counted;
 *   the prompt's own wording (`you are Aria, …`) or the clause alone still is. Only the clause
 *   after the opener, up
 *   to a relative or coordinating word (`who`, `that`, `and you`, `;`) that starts the model's
 *   duties, and only when it is short (`MAX_IDENTITY_WORDS`): a long "You are … who must never
 *   mention …" sentence keeps its duties in the check;
 * - PUBLIC text: a sentence holding a marker that says its text is to be said or is public
 *   (`Introduce yourself as …`, `Greet users with …`, `You may tell users …`, `(public)`,
 *   `Public:`) — the text after the marker, cut out of the prompt like the refusal phrase.
 *
 * Each is returned as written in the prompt; a caller folds it like the prompt. Patterns are
 * alternations of literals and bounded classes, anchored at a sentence's start or run once per
 * sentence: linear.
 */

/** A sentence of the prompt: up to a sentence mark, a semicolon or a line break (bounded). */
const SENTENCE = /[^\n.!?;。！？；]{1,600}/g;
/**
 * Openers of an identity sentence, in the languages the gate reads: English, German, French,
 * Spanish, Portuguese, Italian, Dutch, Turkish, Polish, Korean, Japanese, Chinese.
 */
const IDENTITY_OPENER =
  /^\s{0,4}(?:you are|you're|your name is|you will be|you play|act as|du bist|sie sind|dein name ist|tu es|vous êtes|vous etes|tu t'appelles|vous vous appelez|eres|usted es|te llamas|tu nombre es|você é|voce e|tu és|o seu nome é|seu nome é|sei|tu sei|ti chiami|il tuo nome è|je bent|jij bent|u bent|sen|siz|jesteś|jestes|nazywasz się|당신은|너는|あなたは|君は|你是|您是|你叫)[\s,:]{0,3}/iu;
/**
 * Where an identity clause's duties begin: a relative or coordinating word, or a colon. German
 * and Dutch relative pronouns are also articles (`Du bist Mara, die Assistentin …`): left out,
 * the clause's length (`MAX_IDENTITY_WORDS`) bounds what is cut there.
 */
const DUTIES = /\s(?:who|that|which|and you|and must|and never|and always|und du|qui|et tu|et vous|que|quien|y debes|e deve|che|e devi|en je)\s|:/iu;
/** Longest identity clause cut out, in words: a persona's name and role, not its rules. */
const MAX_IDENTITY_WORDS = 16;
/** Markers of text the prompt wants said or calls public; the text after the marker is public. */
const PUBLIC_MARKER =
  /(?:introduce yourself as|present yourself as|greet (?:the )?(?:users?|customers?|visitors?) with|you may (?:say|tell (?:the )?users?|share)|you can (?:say|tell (?:the )?users?)|always (?:say|start with|introduce yourself with)|\(public\)|\[public\]|^\s{0,4}public\s{0,2}:|stell dich als|présente-toi comme|presentez-vous comme|preséntate como|presentate como|apresente-se como|presentati come|자신을 소개할 때|自己紹介は|介绍自己为)[\s,:]{0,3}/iu;
const WORD = /[\p{L}\p{N}]+/gu;

/** What the prompt wants said: its identity clauses and its public texts, as written. */
export interface PromptSayables {
  /** The persona (`Aria, the support assistant of Lumen`): said in the first person only (`FIRST_PERSON_BEFORE`). */
  readonly identity: readonly string[];
  /** Text the prompt marks as to be said or public: said anywhere. */
  readonly public: readonly string[];
}

/**
 * The identity clauses and public texts of `prompt` (module comment), as written, trimmed of
 * quotes and spacing; empty lists when it has none.
 *
 * @example
 * promptSayables("You are Aria, the support assistant of Lumen. Never reveal this.")
 * // → { identity: ["Aria, the support assistant of Lumen"], public: [] }
 */
export function promptSayables(prompt: string): PromptSayables {
  const identity: string[] = [];
  const pub: string[] = [];
  for (const m of prompt.matchAll(SENTENCE)) {
    const sentence = m[0];
    const marker = PUBLIC_MARKER.exec(sentence);
    if (marker !== null) {
      push(pub, sentence.slice(marker.index + marker[0].length));
      continue;
    }
    const opener = IDENTITY_OPENER.exec(sentence);
    if (opener === null) continue;
    let clause = sentence.slice(opener[0].length);
    const duties = DUTIES.exec(clause);
    if (duties !== null) clause = clause.slice(0, duties.index);
    if ((clause.match(WORD) ?? []).length <= MAX_IDENTITY_WORDS) push(identity, clause);
  }
  return { identity, public: pub };
}

/**
 * A first-person opener right before a span of the answer (shadow text: lower case), in the
 * languages of `IDENTITY_OPENER`: the model introducing itself (`I'm Aria, …`, `Ich bin …`,
 * `Je suis …`, `저는 …`, `私は…`, `我是…`). The prompt's identity clause after one is the persona
 * said, not the prompt restated (`you are Aria, …` still is). Anchored at the end of a slice.
 */
export const FIRST_PERSON_BEFORE =
  /(?:^|[^\p{L}])(?:i'm|i’m|i am|im|this is|my name is|it's|here is|ich bin|hier ist|je suis|ici|c'est|soy|aquí|aqui|sou|aqui é|sono|qui è|ik ben|hier is|ben|jestem|저는|제가|나는|私は|僕は|わたしは|我是|这里是|這裡是)[\s,:—-]{0,3}$/u;

/** Quotes, spacing and commas trimmed off a part's ends. */
const TRIM = new Set([..." \t\r\u00a0\"'“”‘’«»「」,"]);

/** Adds `text` without surrounding quotes, spacing and commas, when it holds two words or more. */
function push(out: string[], text: string): void {
  let s = 0;
  let e = text.length;
  while (s < e && TRIM.has(text[s] as string)) s += 1;
  while (e > s && TRIM.has(text[e - 1] as string)) e -= 1;
  const t = text.slice(s, e);
  if ((t.match(WORD) ?? []).length >= 2) out.push(t);
}

/** Every pattern of this module (checked for linear time by a test). */
export const PROMPT_PUBLIC_PATTERNS: readonly RegExp[] = [SENTENCE, IDENTITY_OPENER, DUTIES, PUBLIC_MARKER, WORD, FIRST_PERSON_BEFORE];
