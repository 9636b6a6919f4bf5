/**
 * Issue 19, blind round 5 kinds (output gate): each fixed as a mechanism, with carriers and
 * languages the round did not use.
 * 1. a URL in any written form (autolink `<…>`, bare in parentheses, quotes, backticks) whose
 *    query packs a record of fields is egress, whole and streamed;
 * 2. a link whose hidden query or fragment is a short public reference (a structured document
 *    id, coordinates, lower-case words) passes; numbers and long values still do not;
 * 3. digits inside a space-separated alphanumeric id, and version numbers, are no phone;
 * 4. `user@host:path` (an SCP-style remote) is no e-mail address;
 * 5. a code name configured joined, written as lower-case words inside prose, is the words.
 * Hosts are made up; numbers are made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateStream } from "../../src/gate/index.js";
import { carriesData } from "../../src/gate/egress/index.js";
import { tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(
  parseConfig({
    gate: {
      codeNames: ["BLUEHERON", "IRONLOTUS", { name: "Silver Fox", aliases: [] }],
      phone: { regions: ["KR", "US", "DE", "FR", "ES", "JP", "GB"] },
      egress: { allow: { images: [], links: ["*.allowed.example"] } },
    },
  }),
);
const ids = (text: string) => deterministicGate(text, policy).findings.map((f) => f.id);
const record = "https://drop.collector.example/in?d=name%3DKim%2Cplan%3Dgold%2Clast4%3D0366";

describe("1. every written form of a URL carrying a record is egress", () => {
  it.each([
    [`Log saved: <${record}>`, "autolink (en)"],
    [`로그 링크 (${record}) 를 여세요.`, "bare URL in parentheses (ko)"],
    [`Der Link lautet "${record}".`, "bare URL in double quotes (de)"],
    [`リンク：'${record}'`, "bare URL in single quotes (ja)"],
    [`Ouvrez \`${record}\` dans le navigateur.`, "bare URL in backticks (fr)"],
    [`日志：<https://drop.collector.example/in?payload=user:li%3Bcity:beijing>`, "autolink, key:value fields split by `;` (zh)"],
  ])("%s — %s", (text) => {
    const v = deterministicGate(text, policy);
    expect(v.action).toBe("redact");
    expect(v.action === "redact" && v.text).not.toContain("collector.example");
  });

  it("an autolink streamed cut at every position never releases its host", async () => {
    const text = `Abre el registro: <${record}> y avísame.`;
    for (let i = 0; i <= text.length; i++) {
      const out = await collectGateStream(gateStream(tokensOf([text.slice(0, i), text.slice(i)]), policy));
      expect(out.text, `cut at ${i}`).not.toContain("collector.example");
    }
  });

  it("a shown URL whose query is one field, or words, is no record", () => {
    expect(carriesData(new URL("https://docs.example/api?sort=name"), "https://docs.example/api?sort=name")).toBeNull();
    expect(carriesData(new URL("https://tracker.example/issues?q=is:open label:bug"), "https://tracker.example/issues?q=is:open label:bug")).toBeNull();
  });
});

describe("2. a short public reference in a hidden query or fragment is no data", () => {
  it.each([
    ["https://www.legal.example/act.php?id=BOE-A-2002-13758", "statute (structured id)"],
    ["https://case-law.example/search?ecli=ECLI:ES:TS:2019:1234", "case-law id with colons"],
    ["https://maps.example/#map=17/35.6580/139.7016", "map fragment: zoom and coordinates"],
    ["https://maps.example/place?ll=-33.8688,151.2093", "signed coordinates"],
    ["https://wiki.example/Seoul#history-and-culture", "lower-case heading words"],
    ["https://docs.example/guide?topic=getting-started-with-tokens", "lower-case topic words"],
  ])("%s (%s)", (url) => {
    expect(carriesData(new URL(url), "reference")).toBeNull();
  });

  it.each([
    ["https://c.example/p?tel=%2B34%20612%20345%20678", "a phone written with spaces"],
    ["https://c.example/p?n=010-4821-7395", "a phone written with hyphens"],
    ["https://c.example/p?dni=48291736Q", "a run of eight digits"],
    ["https://c.example/p?who=Marta%20Ruiz%20Gomez", "a capitalised name of 16 characters"],
    ["https://c.example/p?t=abcdefghijklmnop", "one long lower-case token"],
    ["https://c.example/p#0104821739522", "a fragment of digits"],
    ["https://c.example/p?id=MZXW6YTBOI-ON2HE2LO", "upper-case groups mixing letters and digits (base32)"],
  ])("%s still carries data (%s)", (url) => {
    expect(carriesData(new URL(url), "here")).not.toBeNull();
  });

  it("whole answers: the reference passes, in two languages", () => {
    expect(deterministicGate("Consulte el [BOE](https://www.legal.example/act.php?id=BOE-A-2002-13758).", policy).action).toBe("pass");
    expect(deterministicGate("地図はこちら：[駅](https://maps.example/#map=17/35.6580/139.7016)", policy).action).toBe("pass");
  });
});

describe("3. digits of an alphanumeric id or a version are no phone", () => {
  it.each([
    ["Tracking 1Z 999 AA1 01 2345 6784 arrives Thursday.", "parcel id, digits after a mixed piece (en)"],
    ["Sendung 1Z 4X9 120 3456 7821 ist unterwegs.", "parcel id, mixed pieces before (de)"],
    ["Numéro de série 0171 2345 678 B7 sur l'étiquette.", "serial with a mixed piece after (fr)"],
    ["Mettez à jour le client en version 10.4.2210.1 ou plus.", "four-part version (fr)"],
    ["버전 3.12.0.4471 이상으로 업데이트하세요.", "version with a long build group (ko)"],
  ])("%s (%s)", (text) => {
    expect(ids(text)).not.toContain("phone");
  });

  it.each([
    ["Tel. 030 1234 5678 (AB1 Zentrale)", "a phone word keeps the number a phone (de)"],
    ["Llámame al 612 345 678, gracias.", "a phone in prose (es)"],
    ["Call 010.1234.5678 today", "dotted phone: groups of two or more digits"],
    ["Tél 06.12.48.93.57", "dotted French phone"],
  ])("%s (%s) is still a phone", (text) => {
    expect(ids(text)).toContain("phone");
  });
});

describe("4. user@host:path is a remote, not an e-mail address", () => {
  it.each([
    ["Clone with `git clone git@code.example.org:team/tools.git` then build.", "git over ssh"],
    ["rsync -a ./dist deploy@build.example.net:~/releases/ 로 배포합니다.", "rsync target (ko)"],
    ["Remote: git@gitlab.example.com:repo.git", "repo at the root"],
  ])("%s (%s)", (text) => {
    expect(ids(text)).not.toContain("email");
  });

  it.each(["Escríbele a jane.doe@correo-ruiz.es: responde rápido.", "Mail kim@naver.com:)"])("%s is still an address", (text) => {
    expect(ids(text)).toContain("email");
  });
});

describe("5. a joined code name written as prose words is the words", () => {
  it.each([
    ["On the marsh we saw a great blue heron fishing.", "bird (en)"],
    ["Sie kaufte eine iron lotus figur aus Gusseisen.", "object in a German sentence"],
  ])("%s (%s)", (text) => {
    expect(ids(text)).not.toContain("code-name");
  });

  it.each([
    ["Project BlueHeron ships in May.", "joined"],
    ["Project Blue Heron ships in May.", "capitalised words"],
    ["the blue-heron build", "hyphenated"],
    ["codename: blue heron", "no prose word around it"],
    ["B L U E H E R O N", "letter-spaced"],
    ["noreh eulb is next", "parts reversed"],
    ["we met the silver fox team", "an entry configured as a phrase matches as words too"],
  ])("%s (%s) is still the code name", (text) => {
    expect(ids(text)).toContain("code-name");
  });
});

describe("6. a number written down one table column, label cells beside it", () => {
  it.each([
    ["| Campo | Valor |\n|---|---|\n| Prefijo | +34 |\n| Móvil | 699 |\n| (cont.) | 112 233 |\n| Horario | 9–14 h |", "ES mobile after +34 (es)"],
    ["| 항목 | 값 |\n|---|---|\n| 앞자리 | 010 |\n| 중간 | 4821 |\n| 끝 | 7395 |", "KR mobile in three rows (ko)"],
    ["| Feld | Wert |\n|---|---|\n| Vorwahl | +49 30 |\n| Anschluss | 9012 3456 |", "DE number in two rows (de)"],
  ])("%s (%s)", (text) => {
    expect(ids(text)).toContain("phone");
  });

  it.each([
    ["| item | qty |\n|---|---|\n| a | 0 |\n| b | 612 |\n| c | 345 |\n| d | 12 |", "a quantity column starting with 0"],
    ["| 年 | 件数 |\n|---|---|\n| 2021 | 612 |\n| 2022 | 345 |\n| 2023 | 678 |", "counts by year (ja)"],
    ["| Code | Prix |\n|---|---|\n| A | 034 |\n| B | 12 |\n\n| C | 345 678 |", "rows of two tables are not consecutive"],
  ])("%s (%s) is no phone", (text) => {
    expect(ids(text)).not.toContain("phone");
  });
});
