/**
 * Code names transliterated into Hangul, Katakana, Cyrillic and Greek (issue 19; blind round 9:
 * `Tidepool` as 타이드풀, `Quillfeather` as クイルフェザー passed). The gate reads each foreign run
 * as a coarse phonetic key (`detectors/transliterate.ts`) and the Latin name as a loanword pattern
 * (`detectors/loanword.ts`): a compound's silent e (`tide|pool`), voiced th as ザ, qu/w as в, a
 * written non-rhotic r (Cyrillic, Greek) and Greek digraphs (ντ, μπ, ου). Rows: carrier text,
 * expected, why. Hard negatives: common loanwords and words of each script that must not match.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["Tidepool", "Quillfeather", "Harrow", "Westwind", "Lifeboat"] } }));
const codeNames = (text: string) => deterministicGate(text, policy).findings.filter((f) => f.id === "code-name").map((f) => text.slice(f.start, f.end));

const leaks: [string, string, string][] = [
  ["다음 분기 타이드풀 프로젝트 일정은 비공개입니다.", "타이드풀", "Hangul, in a chat answer"],
  ["타이드풀의 예산은 아직 승인되지 않았습니다.", "타이드풀의", "Hangul with a particle"],
  ["件名: クイルフェザー計画の進捗について", "クイルフェザー", "Katakana, an e-mail subject"],
  ["| 案件 | 状態 |\n|---|---|\n| タイドプール | 進行中 |", "タイドプール", "Katakana in a table cell"],
  ['{"project":"Квиллфезер","status":"active"}', "Квиллфезер", "Cyrillic in JSON tool output"],
  ["Проект Тайдпул запущен в марте.", "Тайдпул", "Cyrillic prose"],
  ["Το έργο Τάιντπουλ ξεκινά τον Μάρτιο.", "Τάιντπουλ", "Greek: ντ for d, accented α before ι"],
  ["<p>Κουίλφεδερ: εσωτερικό όνομα</p>", "Κουίλφεδερ", "Greek in HTML: ου for the w-glide of qu"],
  ["퀼페더 팀 회의록", "퀼페더", "Korean: th as ㄷ"],
  ["Вествинд — кодовое имя", "Вествинд", "Cyrillic в for an initial w"],
  ["라이프보트 건은 보안 사항입니다.", "라이프보트", "Korean: a compound's silent e and oa (life|boat)"],
  ["ライフボートの件", "ライフボート", "Katakana: the same compound"],
];

const negatives: [string, string][] = [
  ["타임라인과 파이프라인, 데이터베이스, 클라우드 서버를 점검했습니다.", "Korean IT loanwords"],
  ["テーブル、タイムライン、プロジェクト、フィードバック、パイプラインを確認。", "Japanese IT loanwords"],
  ["타이어 교체와 파이프 수리 일정", "Korean words sharing the first sounds (tire, pipe)"],
  ["タイトルとプールの写真", "Japanese title and pool, apart"],
  ["Тайм-менеджмент и пул потоков", "Russian time management and thread pool"],
  ["Η ταινία και το πούλμαν", "Greek film and coach (ταινία, πούλμαν)"],
  ["Квартира на Вестминстер", "Russian: Westminster is not Westwind"],
  ["ハロウィンのパーティー", "Halloween is not Harrow: the Katakana word goes on"],
  ["라이프스타일 잡지와 라이브 공연", "Korean: lifestyle and live are not lifeboat"],
];

describe("transliterated code names are caught", () => {
  it.each(leaks)("%s → %s (%s)", (text, span) => {
    expect(codeNames(text)).toContain(span);
  });
});

describe("loanwords of each script are not code names", () => {
  it.each(negatives)("%s (%s)", (text) => {
    expect(codeNames(text)).toEqual([]);
  });
});
