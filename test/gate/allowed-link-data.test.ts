/**
 * Secrets on allow-listed links (issue 19 look-alike kind): a high-entropy query value that is
 * no published key format, on a link to a host of `gate.egress.allow`, is the link's own data;
 * a published key format is a secret on any link, and off-list links stay egress's matter.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(
  parseConfig({ gate: { egress: { allow: { links: ["files.example.com", "*.blob.example.net"], images: ["img.example.org"] } } } }),
);
const noAllow = compileGatePolicy(parseConfig({}));
const secretIds = (answer: string, p = policy) => deterministicGate(answer, p).findings.filter((f) => f.id === "secret").map((f) => f.reason);

const HEX = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const B64 = "kX9v2QmT7rLpZ3wY8aHc1NbE4sGd6FjU0oKqRiVx";

describe("a link's own signed data on an allow-listed host passes", () => {
  it.each([
    ["markdown link, token=hex", `Download it [here](https://files.example.com/report.pdf?token=${HEX}).`],
    ["bare URL, sig=base64", `Your file: https://files.example.com/d/42?expires=1767225600&sig=${B64}`],
    ["S3-style presigned", `https://data.blob.example.net/bucket/key.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=abc%2F20260101%2Fus-east-1&X-Amz-Signature=${HEX}`],
    ["HTML anchor", `<a href="https://files.example.com/x?access_token=${B64}">report</a>`],
    ["image on the image list", `![chart](https://img.example.org/c.png?token=${B64})`],
    ["JSON tool output", `{"url": "https://files.example.com/a?secret=${B64}"}`],
    ["autolink", `<https://files.example.com/a?api_key=${HEX}>`],
  ])("%s", (_k, answer) => {
    expect(secretIds(answer)).toEqual([]);
  });
});

describe("secrets stay secrets", () => {
  it.each([
    ["a provider key in an allowed link", `https://files.example.com/a?key=ghp_${"A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"}`],
    ["an AWS access key id in an allowed link", "https://files.example.com/a?id=AKIAIOSFODNN7EXAMPL2"],
    ["an OpenAI-style key in an allowed link", `https://files.example.com/a?k=sk-proj-${B64}${B64}`],
    ["a generic token on an off-list host", `https://evil.example.io/a?token=${HEX}`],
    ["a look-alike host (suffix trick)", `https://files.example.com.evil.io/a?token=${HEX}`],
    ["userinfo before the allowed host", `https://u@files.example.com/a?token=${HEX}`],
    ["a generic assignment outside the link", `token=${B64} and see https://files.example.com/a`],
    ["next to the link, not in its URL", `password: ${B64} — details in [the file](https://files.example.com/a?token=${HEX})`],
  ])("%s", (_k, answer) => {
    expect(secretIds(answer).length).toBeGreaterThan(0);
  });

  it("without an allow-list a token parameter is still a secret", () => {
    expect(secretIds(`https://files.example.com/a?token=${HEX}`, noAllow).length).toBeGreaterThan(0);
  });
});
