import { z } from 'zod';
import { emailSchema, loginPayloadSchema, registerPayloadSchema } from '@posylka/domain';

// The account payloads are the domain's (packages/domain/src/accounts): e-mail trimmed and
// lower-cased, the registration password policy, messages as catalogue codes that the server
// localizes through toViolations. Re-exported under the contract's body names.
export const registerBodySchema = registerPayloadSchema;
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = loginPayloadSchema;
export type LoginBody = z.infer<typeof loginBodySchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
