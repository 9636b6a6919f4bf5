/**
 * Judge–verifier agreement (seed 000) with Cohen's κ (Cohen 1960), against values computed
 * by hand: κ = (p_o − p_e) / (1 − p_e).
 */
import { describe, expect, it } from "vitest";
import { agreementWithVerifier, cohenKappa, type AgreementItem } from "../../src/evaluation/agreement.js";

describe("cohenKappa", () => {
  it.each([
    // n=50, p_o=35/50=0.7; rows 25/25, cols 30/20 → p_e=0.5·0.6+0.5·0.4=0.5; κ=0.2/0.5=0.4.
    { table: [[20, 5], [10, 15]], po: 0.7, pe: 0.5, kappa: 0.4, why: "textbook 2×2" },
    // p_o=1, p_e=(10/15)²+(5/15)²=5/9 → κ=1.
    { table: [[10, 0], [0, 5]], po: 1, pe: 5 / 9, kappa: 1, why: "perfect agreement" },
    // p_o=0, p_e=0.5 → κ=−1.
    { table: [[0, 5], [5, 0]], po: 0, pe: 0.5, kappa: -1, why: "perfect disagreement" },
    // Judge always passes, verifier 6/4: p_o=0.6, p_e=1·0.6+0·0.4=0.6 → κ=0 (no better than chance).
    { table: [[6, 4], [0, 0]], po: 0.6, pe: 0.6, kappa: 0, why: "one rater constant" },
    // Each rater constant, in different categories: p_o=0, p_e=0 → κ=0.
    { table: [[0, 8], [0, 0]], po: 0, pe: 0, kappa: 0, why: "constant raters that never agree" },
    // 3×3: n=30, diag 22 → p_o=22/30; rows 10,10,10; cols 12,9,9 → p_e=(10·12+10·9+10·9)/900=1/3 → κ=(22/30−1/3)/(2/3)=0.6.
    { table: [[8, 1, 1], [2, 7, 1], [2, 1, 7]], po: 22 / 30, pe: 1 / 3, kappa: 0.6, why: "works for k categories" },
  ])("$why", ({ table, po, pe, kappa }) => {
    const r = cohenKappa(table);
    expect(r.po).toBeCloseTo(po, 10);
    expect(r.pe).toBeCloseTo(pe, 10);
    expect(r.kappa).toBeCloseTo(kappa, 10);
  });

  it.each([
    { table: [[0, 0], [0, 0]], why: "no items: undefined, not 0 or 1" },
    { table: [[7, 0], [0, 0]], why: "both raters give every item one label: p_e = 1, κ = 0/0" },
  ])("$why", ({ table }) => expect(cohenKappa(table).kappa).toBeNull());
});

describe("agreementWithVerifier", () => {
  const S = { verdict: "supported" as const };
  const U = { verdict: "unsupported" as const };
  const items: AgreementItem[] = [
    { axis: "facts", judge: "pass", verifier: S },
    { axis: "facts", judge: "pass", verifier: S },
    { axis: "facts", judge: "fail", verifier: U },
    { axis: "facts", judge: "pass", verifier: U },
    { axis: "depth", judge: "pass", verifier: S },
    { axis: "depth", judge: "unsure", verifier: S }, // no counterpart: excluded
    { axis: "depth", judgeError: true, verifier: S }, // judge failed: excluded
    { axis: "probe", judge: "pass" }, // verifier did not grade (probe): excluded
    { axis: "probe", verifier: U }, // judge did not grade (stage 1 blocked it): excluded
  ];

  it("counts the confusion matrix and exclusions overall", () => {
    const { overall } = agreementWithVerifier(items);
    expect(overall.matrix).toEqual({ pass: { supported: 3, unsupported: 1 }, fail: { supported: 0, unsupported: 1 } });
    expect(overall.n).toBe(5);
    expect(overall.excluded).toEqual({ unsure: 1, judgeError: 1, notJudged: 1, noVerifier: 1 });
    // p_o = 4/5; rows 4,1; cols 3,2 → p_e = 0.8·0.6 + 0.2·0.4 = 0.56; κ = 0.24/0.44.
    expect(overall.agreement).toBeCloseTo(0.8);
    expect(overall.kappa).toBeCloseTo(0.24 / 0.44);
  });

  it("per axis, with κ undefined and explained where there is no variation", () => {
    const { byAxis } = agreementWithVerifier(items);
    expect(Object.keys(byAxis)).toEqual(["facts", "depth", "probe"]);
    // facts: [[2,1],[0,1]] → p_o=3/4; rows 3,1; cols 2,2 → p_e=0.5; κ=0.5.
    expect(byAxis.facts!.kappa).toBeCloseTo(0.5);
    expect(byAxis.depth!.n).toBe(1);
    expect(byAxis.depth!.kappa).toBeNull();
    expect(byAxis.depth!.kappaNote).toMatch(/p_e = 1/);
    expect(byAxis.probe!.n).toBe(0);
    expect(byAxis.probe!.agreement).toBeNull();
    expect(byAxis.probe!.kappaNote).toMatch(/no item/);
  });
});
