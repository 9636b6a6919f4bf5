/**
 * secretlint's recommended preset carries a comment filter that drops findings under
 * `secretlint-disable` comments of the scanned text. In an answer that text is the model's,
 * so the gate runs the preset without it: a leak cannot silence its own finding. (The value
 * below is made up, shaped like a Slack bot token per Slack's token documentation.)
 */
import { describe, expect, it } from "vitest";
import { secretlintFindings } from "../../src/gate/detectors/secretlint.js";

const KEY = "xoxb-1234567890123-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx";

describe("secretlint in the gate ignores the answer's own disable comments", () => {
  const rows: [string, string][] = [
    [`token: ${KEY}`, "plain: found"],
    [`// secretlint-disable\ntoken: ${KEY}`, "a disable comment before it: still found"],
    [`token: ${KEY} // secretlint-disable-line`, "a disable-line comment: still found"],
    [`<!-- secretlint-disable-next-line -->\ntoken: ${KEY}`, "a disable-next-line comment: still found"],
  ];
  for (const [text, why] of rows) {
    it(why, async () => {
      const found = await secretlintFindings(text);
      expect(found.length).toBe(1);
      expect(text.slice(found[0]!.start, found[0]!.end)).toContain("xoxb-");
    });
  }
});
