/** The deterministic verifier of seed 000. */
export { citationVerifier, evidenceTextForVerification, verifyAnswer, type VerifyExpectations } from "./verify.js";
