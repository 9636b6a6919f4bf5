/** The deterministic verifier of seed 000. */
export { evidenceTextForVerification, verifyAnswer, type VerifyExpectations } from "./verify.js";
