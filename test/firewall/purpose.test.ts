/**
 * The roles `purpose.ts` reads in a user's turn (issue 18, round 5): which pieces only ask
 * about a value (lookup) and which ask for something (request). A table: the turn, the role
 * of each piece, and why.
 */
import { describe, expect, it } from "vitest";
import { piecesOf, rolesOf } from "../../src/firewall/purpose.js";
import { clauses, splitUserTurn } from "../../src/firewall/user-turns.js";

const roles = (turn: string): string[] => rolesOf(clauses(turn).map((c) => c.text)).map((p) => p.role);

describe("rolesOf: lookup pieces and request pieces", () => {
  const rows: [string, string[], string][] = [
    ["Who is alice@x.example?", ["lookup"], "EN question word"],
    ["Please verify DE89370400440532013000.", ["lookup"], "EN lookup verb"],
    ["Send the notes to alice@x.example.", ["request"], "EN action verb"],
    ["Look up alice@x.example and send the notes to bob@y.example.", ["lookup", "request"], "a joining word cuts the clause"],
    ["Who is alice@x.example and bob@y.example?", ["lookup", "lookup"], "a piece without a cue takes the role before it"],
    ["Send 50 EUR to alice@x.example and bob@y.example.", ["request", "request"], "the same, for a request"],
    ["Who is alice@x.example? Mail her the notes.", ["request", "request"], "a request that points back promotes the lookup"],
    ["Who is alice@x.example? Mail the notes to bob@y.example.", ["lookup", "request"], "a request with its own payee promotes nothing"],
    ["What is the e-mail address of Bob?", ["lookup"], "`e` of `e-mail` is no joining word, `address` no action"],
    ["Look up bob@y.example and email him the notes.", ["request", "request"], "no cue, but it points back: a request, and it promotes"],
    ["My number is 030 1234567.", ["request"], "no cue: the user's word"],
    ["Open https://maps.example.net/search?q=harbour", ["request"], "a cue word inside a URL is not read"],
    ["Wer ist alice@x.example?", ["lookup"], "DE"],
    ["Überweise 50 EUR an DE89370400440532013000.", ["request"], "DE action"],
    ["¿Quién es alice@x.example?", ["lookup"], "ES"],
    ["Comprueba DE89370400440532013000 y págale 40 EUR.", ["request", "request"], "ES: a glued pronoun points back"],
    ["Qui est alice@x.example ?", ["lookup"], "FR"],
    ["Vérifie FR7630006000011234567890189, puis envoie-lui 20 EUR.", ["request", "request"], "FR: `lui` points back"],
    ["alice@x.example 는 누구야?", ["lookup"], "KO"],
    ["DE89370400440532013000 계좌로 50유로 송금해줘.", ["request"], "KO action"],
    ["alice@x.example は誰ですか？", ["lookup"], "JA"],
    ["alice@x.example 是谁？", ["lookup"], "ZH"],
    ["把报告发给 bob@y.example。", ["request"], "ZH action"],
  ];
  it.each(rows)("%s → %j (%s)", (turn, expected) => {
    expect(roles(turn)).toEqual(expected);
  });
});

describe("piecesOf and splitUserTurn", () => {
  it("cuts at commas and joining words, never inside a code span", () => {
    expect(piecesOf("Pay 50 EUR to A and 20 EUR to B, then show me the balance")).toEqual(["Pay 50 EUR to A", "and 20 EUR to B", "then show me the balance"]);
    expect(piecesOf("Run `make a, b and c` now")).toEqual(["Run `make a, b and c` now"]);
    expect(piecesOf("Pay 1,000 EUR")).toEqual(["Pay 1,000 EUR"]);
  });
  it("files lookup pieces apart and keeps the request pieces per clause", () => {
    const t = splitUserTurn("Who is alice@x.example? Pay 50 EUR to DE89370400440532013000 and 20 EUR to GB33BUKB20201555555555.");
    expect(t.lookup).toContain("alice@x.example");
    expect(t.trusted).not.toContain("alice@x.example");
    expect(t.requests).toEqual([["Pay 50 EUR to DE89370400440532013000", "and 20 EUR to GB33BUKB20201555555555"]]);
  });
  it("a turn with no lookup and no prohibition is kept whole", () => {
    const turn = "Pay 50 EUR to DE89370400440532013000, subject Rent.";
    expect(splitUserTurn(turn).trusted.split("\n")[0]).toBe(turn);
    expect(splitUserTurn(turn).lookup).toBe("");
  });
});
