/** The business's name, as people see it in emails, authenticator apps and passkey prompts. */
export const BUSINESS_NAME = "Dad's Detailing";
