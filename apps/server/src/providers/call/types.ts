/** A verification call: the gateway rings `to`; answering it confirms the number. */
export interface VerificationCall {
  /** Our verification id; the gateway reports the answer with it. */
  verificationId: string;
  /** 12 digits, 380XXXXXXXXX. */
  to: string;
  /** Text read out / shown by the gateway, in the customer's language. */
  text: string;
}

/**
 * Every call gateway adapter implements this. The answer comes back asynchronously (a real gateway's
 * callback, the sandbox's "answer" button); the phone-verification service then confirms the number.
 */
export interface CallProvider {
  readonly name: string;
  call(call: VerificationCall): Promise<void>;
}
