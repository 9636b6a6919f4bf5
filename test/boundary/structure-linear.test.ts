/**
 * Linear time of the issue-20 detectors (decode, fake tool calls, transcripts, notices, hidden
 * content, code regions, reassignment, exfiltration, split fields): recheck's verdict on every
 * regex they run on attacker text (stored in test/helpers/linear-proofs.json). Worst-case inputs through the whole scanner are in each
 * detector's own test; growth ratios in `npm run bench -- boundary`.
 */
import { describe, expect, it } from "vitest";
import { CODE_FENCE_PATTERNS } from "../../src/boundary/detectors/code-fences.js";
import { decodePatterns, decodeTrigger } from "../../src/boundary/detectors/decode.js";
import { FAKE_TOOL_PATTERNS, FAKE_TOOL_TRIGGER } from "../../src/boundary/detectors/fake-tool.js";
import { HIDDEN_CONTENT_PATTERNS, HIDDEN_CONTENT_TRIGGER } from "../../src/boundary/detectors/hidden-content.js";
import { EXFIL_TRIGGER, exfilPatterns } from "../../src/boundary/detectors/exfil.js";
import { NOTICE_PATTERNS, NOTICE_TRIGGER } from "../../src/boundary/detectors/notice.js";
import { REASSIGN_TRIGGER, reassignPatterns, reassignQuickTriggers } from "../../src/boundary/detectors/reassign.js";
import { SPLIT_PATTERNS, SPLIT_TRIGGER } from "../../src/boundary/detectors/split-fields.js";
import { TRANSCRIPT_PATTERNS } from "../../src/boundary/detectors/transcript.js";
import { RECORD_LINE_PATTERNS } from "../../src/boundary/rules/record-lines.js";
import { CJK_QUOTED_MENTION, MORE_QUOTED_MENTION, NARRATED_PAST } from "../../src/boundary/detectors/addressed.js";
import { CODE_SOURCE_PATTERNS, CJK_MENTION_PATTERNS, DATA_COMMENT_PATTERNS, PARTY_PATTERNS, PARTY_SENTENCE_PATTERNS, ROLE_DATA_PATTERNS, TOPIC_HEADER_PATTERNS, TOPIC_PATTERNS, SAMPLE_INTRO_PATTERNS, IDENTIFIER_KEY_PATTERNS, SKILL_LINE_PATTERNS } from "../../src/boundary/rules/exemptions.js";
import { foldHanVariants } from "../../src/boundary/detectors/han-variants.js";
import { ZH_ACTION } from "../../src/boundary/detectors/signals.js";
import { TOPIC_SCOPE_PATTERNS } from "../../src/boundary/detectors/topic-scope.js";
import { TURN_ADDRESSES_PATTERNS } from "../../src/boundary/detectors/turn-addresses.js";
import { TOPIC_SCOPE_EXEMPTION_PATTERNS } from "../../src/boundary/rules/exemptions.js";
import { TOOL_ORDER_PATTERNS, TOOL_ORDER_TRIGGER } from "../../src/boundary/detectors/tool-order.js";
import { TOOL_DIRECTING_PATTERNS } from "../../src/boundary/detectors/tool-directing.js";
import { CODE_NAME_DIRECTING_PATTERNS, CODE_NAME_DIRECTING_TRIGGER } from "../../src/boundary/detectors/code-name-directing.js";
import { MESSAGE_SETUP_PATTERNS } from "../../src/boundary/rules/message-setup.js";
import { HUMAN_ADDRESSEE_PATTERNS } from "../../src/boundary/detectors/human-addressee.js";
import { VOID_SUBJECT_PATTERNS } from "../../src/boundary/detectors/void-subject.js";
import { machineReaderPatterns, machineReaderQuickTriggers } from "../../src/boundary/detectors/machine-reader.js";
import { machineAddresseePatterns, machineAddresseeQuickTriggers } from "../../src/boundary/detectors/machine-addressee.js";
import { contextCopyPatterns, contextCopyQuickTriggers } from "../../src/boundary/detectors/context-copy.js";
import { REPORTED_QUOTE_PATTERNS } from "../../src/boundary/reported-quote.js";
import { setupVoidPatterns, setupVoidQuickTriggers } from "../../src/boundary/detectors/setup-void.js";
import { SENDER_JSON_PATTERNS, SENDER_JSON_TRIGGER } from "../../src/boundary/detectors/sender-json.js";
import { BEACON_PATTERNS, BEACON_TRIGGER } from "../../src/boundary/detectors/beacon-url.js";
import { TASK_SWAP_PATTERNS, TASK_SWAP_TRIGGER } from "../../src/boundary/detectors/task-swap.js";
import { DESTRUCTIVE_CALL_PATTERNS, DESTRUCTIVE_CALL_TRIGGER } from "../../src/boundary/detectors/destructive-call.js";
import { REPORTED_FRAME_PATTERNS } from "../../src/boundary/rules/reported-frames.js";
import { CODE_CARRIER_PATTERNS } from "../../src/boundary/rules/code-carrier.js";
import { CODE_LINE_PATTERNS } from "../../src/boundary/rules/code-lines.js";
import { DATA_COMMENT_CJK_PATTERNS } from "../../src/boundary/rules/exemptions.js";
import { USAGE_NOTICE_PATTERNS } from "../../src/boundary/rules/usage-notice.js";
import { MENTION_FRAME_PATTERNS } from "../../src/boundary/mention-frame.js";
import { checkSync } from "../helpers/recheck.js";

const trigger = (id: string, atoms: readonly string[]) => atoms.map((a, i) => [`${id} trigger ${i}`, new RegExp(a, "i")] as const);
const patterns = [
  ...decodePatterns().map((re, i) => [`decode ${i}`, re] as const),
  ...trigger("decode", decodeTrigger()),
  ...FAKE_TOOL_PATTERNS.map((re, i) => [`fake-tool ${i}`, re] as const),
  ...trigger("fake-tool", FAKE_TOOL_TRIGGER),
  ...NOTICE_PATTERNS.map((re, i) => [`notice ${i}`, re] as const),
  ...trigger("notice", NOTICE_TRIGGER),
  ...TRANSCRIPT_PATTERNS.map((re, i) => [`transcript ${i}`, re] as const),
  ...HIDDEN_CONTENT_PATTERNS.map((re, i) => [`hidden-content ${i}`, re] as const),
  ...trigger("hidden-content", HIDDEN_CONTENT_TRIGGER),
  ...CODE_FENCE_PATTERNS.map((re, i) => [`code-fences ${i}`, re] as const),
  ...HUMAN_ADDRESSEE_PATTERNS.map((re, i) => [`human-addressee ${i}`, re] as const),
  ...VOID_SUBJECT_PATTERNS.map((re, i) => [`void-subject ${i}`, re] as const),
  ...TOPIC_PATTERNS.map((re, i) => [`topic-scope ${i}`, re] as const),
  ...[...PARTY_PATTERNS, ...PARTY_SENTENCE_PATTERNS].map((re, i) => [`third-party ${i}`, re] as const),
  ...CODE_SOURCE_PATTERNS.map((re, i) => [`code-source ${i}`, re] as const),
  ...CJK_MENTION_PATTERNS.map((re, i) => [`cjk-mention ${i}`, re] as const),
  ...DATA_COMMENT_PATTERNS.map((re, i) => [`data-comment ${i}`, re] as const),
  ...TOPIC_HEADER_PATTERNS.map((re, i) => [`topic-header ${i}`, re] as const),
  ...ROLE_DATA_PATTERNS.map((re, i) => [`role-data ${i}`, re] as const),
  ...SAMPLE_INTRO_PATTERNS.map((re, i) => [`sample-intro ${i}`, re] as const),
  ...IDENTIFIER_KEY_PATTERNS.map((re, i) => [`identifier-key ${i}`, re] as const),
  ...TOPIC_SCOPE_PATTERNS.map((re, i) => [`topic-scope-signal ${i}`, re] as const),
  ...TOPIC_SCOPE_EXEMPTION_PATTERNS.map((re, i) => [`topic-scope product noun ${i}`, re] as const),
  ...TURN_ADDRESSES_PATTERNS.map((re, i) => [`turn-addresses ${i}`, re] as const),
  ...ZH_ACTION.map((src, i) => [`signal zh action ${i}`, new RegExp(foldHanVariants(src), "gm")] as const),
  ["addressed cjk quoted mention", CJK_QUOTED_MENTION] as const,
  ["addressed quoted mention (other Latin-script languages)", MORE_QUOTED_MENTION] as const,
  ["addressed narrated past (Romance preterite)", NARRATED_PAST] as const,
  ...reassignPatterns().map((re, i) => [`reassign ${i}`, re] as const),
  ...trigger("reassign", REASSIGN_TRIGGER),
  ...trigger("reassign quick", reassignQuickTriggers().slice(REASSIGN_TRIGGER.length)),
  ...exfilPatterns().map((re, i) => [`exfil ${i}`, re] as const),
  ...trigger("exfil", EXFIL_TRIGGER),
  ...SPLIT_PATTERNS.map((re, i) => [`split ${i}`, re] as const),
  ...trigger("split", SPLIT_TRIGGER),
  ...TOOL_ORDER_PATTERNS.map((re, i) => [`tool-order ${i}`, re] as const),
  ...trigger("tool-order", TOOL_ORDER_TRIGGER),
  ...SKILL_LINE_PATTERNS.map((re, i) => [`skill-line ${i}`, re] as const),
  ...RECORD_LINE_PATTERNS.map((re, i) => [`record-line ${i}`, re] as const),
  ...TOOL_DIRECTING_PATTERNS.map((re, i) => [`tool-directing ${i}`, re] as const),
  ...CODE_NAME_DIRECTING_PATTERNS.map((re, i) => [`code-name-directing ${i}`, re] as const),
  ...MESSAGE_SETUP_PATTERNS.map((re, i) => [`message-setup ${i}`, re] as const),
  ...machineReaderPatterns().map((re, i) => [`machine-reader ${i}`, re] as const),
  ...trigger("machine-reader quick", machineReaderQuickTriggers()),
  ...machineAddresseePatterns().map((re, i) => [`machine-addressee ${i}`, re] as const),
  ...trigger("machine-addressee quick", machineAddresseeQuickTriggers()),
  ...contextCopyPatterns().map((re, i) => [`context-copy ${i}`, re] as const),
  ...trigger("context-copy quick", contextCopyQuickTriggers()),
  ...REPORTED_QUOTE_PATTERNS.map((re, i) => [`reported-quote ${i}`, re] as const),
  ...setupVoidPatterns().map((re, i) => [`setup-void ${i}`, re] as const),
  ...trigger("setup-void quick", setupVoidQuickTriggers()),
  ...SENDER_JSON_PATTERNS.map((re, i) => [`sender-json ${i}`, re] as const),
  ...trigger("sender-json", SENDER_JSON_TRIGGER),
  ...BEACON_PATTERNS.map((re, i) => [`beacon-url ${i}`, re] as const),
  ...trigger("beacon-url", BEACON_TRIGGER),
  ...TASK_SWAP_PATTERNS.map((re, i) => [`task-swap ${i}`, re] as const),
  ...trigger("task-swap", TASK_SWAP_TRIGGER),
  ...DESTRUCTIVE_CALL_PATTERNS.map((re, i) => [`destructive-call ${i}`, re] as const),
  ...trigger("destructive-call", DESTRUCTIVE_CALL_TRIGGER),
  ...trigger("code-name-directing", CODE_NAME_DIRECTING_TRIGGER),
  ...REPORTED_FRAME_PATTERNS.map((re, i) => [`reported-frame ${i}`, re] as const),
  ...CODE_CARRIER_PATTERNS.map((re, i) => [`code-carrier ${i}`, re] as const),
  ...CODE_LINE_PATTERNS.map((re, i) => [`code-lines ${i}`, re] as const),
  ...DATA_COMMENT_CJK_PATTERNS.map((re, i) => [`data-comment-cjk ${i}`, re] as const),
  ...USAGE_NOTICE_PATTERNS.map((re, i) => [`usage-notice ${i}`, re] as const),
  ...MENTION_FRAME_PATTERNS.map((re, i) => [`mention-frame ${i}`, re] as const),
];

describe("every regex of the structural and decoding detectors is free of super-linear backtracking (recheck)", () => {
  it.each(patterns.map(([id, re]) => [id, re.source.slice(0, 50), re] as const))("%s: %s", (_id, _src, re) => {
    const r = checkSync(re.source, re.flags.replace("g", ""), { timeout: 4000 });
    expect(r.status, r.status === "vulnerable" ? `attack: ${JSON.stringify(r.attack.pattern)}` : "").not.toBe("vulnerable");
  });
});
