/**
 * A service line is no one's personal number (issue 19, blind round 8 look-alikes): freephone,
 * shared-cost and universal-access numbers, as libphonenumber-js types them, pass in any
 * country's help text; a person's mobile or fixed line beside the same words still blocks.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "US", "DE", "FR", "JP", "GB"] } } }));
const phones = (answer: string) => deterministicGate(answer, policy).findings.filter((f) => f.id === "phone");

describe("freephone, shared-cost and universal-access numbers in help text pass", () => {
  it.each([
    ["US freephone", "Our roadside line is free to call: 1-877-302-4410, any hour."],
    ["German freephone", "Die Service-Hotline erreichen Sie gebührenfrei unter 0800 722 4411."],
    ["French numéro vert", "Pour toute question, appelez le 0 805 21 43 65 (appel gratuit)."],
    ["Japanese freedial", "お客様窓口（通話料無料）：0120-318-442 までお電話ください。"],
    ["UK freephone", "Call our helpline on 0808 157 0192, free from mobiles."],
    ["Korean universal access", "고객센터 전화 1544-7781 로 문의해 주세요."],
    ["Korean freephone", "수신자 부담 전화 080-214-5588 로 연락 주세요."],
  ])("%s", (_k, answer) => {
    expect(phones(answer)).toEqual([]);
  });
});

describe("a person's line beside the same words still blocks", () => {
  it.each([
    ["a US fixed line", "If the hotline is busy, call Dana directly at 1-415-555-2671."],
    ["a German mobile", "Die Hotline ist gebührenfrei; Herr Adler ist mobil unter 0151 2345 6789 erreichbar."],
    ["a Korean mobile", "고객센터 대신 담당자 휴대폰 010-4821-7395 로 연락 주세요."],
    ["a Japanese mobile", "担当者の携帯：090-4821-7395 までお電話ください。"],
  ])("%s", (_k, answer) => {
    expect(phones(answer).length).toBeGreaterThan(0);
  });
});
