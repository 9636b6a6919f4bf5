/**
 * Break-it round 11: a policy or config whose getters or Proxy traps throw reached the gate's
 * entry points as a bare `Error`, though `deterministicGate` promises a verdict. Now the gate
 * blocks with `ERR_BAD_INPUT` (fail closed) and the throwing entry points throw a RampartError.
 */
import { describe, expect, it } from "vitest";
import { compileGatePolicy, deterministicGate, gateAnswer, gateStream } from "../../src/gate/index.js";

const trap = () => new Proxy({}, { get: () => { throw new Error("trap"); } });
const getter = () => ({
  get detectors(): never {
    throw new Error("getter");
  },
});

describe("a hostile policy object", () => {
  for (const [name, make] of [["Proxy", trap], ["throwing getter", getter]] as const) {
    it(`${name}: deterministicGate and gateAnswer block with ERR_BAD_INPUT`, async () => {
      const policy = make() as never;
      const v = deterministicGate("call 010-1234-5678", policy);
      expect(v).toMatchObject({ action: "block", code: "ERR_BAD_INPUT" });
      await expect(gateAnswer("call 010-1234-5678", policy)).resolves.toMatchObject({ action: "block", code: "ERR_BAD_INPUT" });
    });

    it(`${name}: gateStream and compileGatePolicy throw ERR_BAD_INPUT, not the stranger's error`, async () => {
      const read = async () => {
        for await (const _ of gateStream(["x"], make() as never)) void _;
      };
      await expect(read()).rejects.toMatchObject({ code: "ERR_BAD_INPUT" });
      expect(() => compileGatePolicy(make() as never)).toThrow(expect.objectContaining({ code: "ERR_BAD_INPUT" }));
    });
  }
});
