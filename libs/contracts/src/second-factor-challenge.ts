/**
 * POST /api/login when the password was right and the account has a second factor: the code comes next.
 * In a file of its own, without zod: the shell's first chunk (the api-client singleton) checks for it,
 * and importing it from second-factor.ts brought all of zod into that chunk.
 */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
}

export const isSecondFactorChallenge = (answer: unknown): answer is SecondFactorChallenge =>
  typeof answer === 'object' && answer !== null && (answer as SecondFactorChallenge).secondFactorRequired === true;
