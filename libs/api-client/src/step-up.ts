/**
 * Step-up (403 STEP_UP_REQUIRED): the API wants a fresh proof before a money or power action. The base
 * query asks whoever registered a prompt (the shell's dialog) and, once the person has confirmed, sends
 * the refused call again, so the action completes without being redone. The api client holds no UI.
 */
export type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let pending: Promise<boolean> | null = null;

/** The shell registers its dialog here (null to remove it); without one a refusal stays a refusal. */
export function setStepUpPrompt(next: StepUpPrompt | null): void {
  prompt = next;
}

/** True once the person confirmed it is them. Calls refused at the same time share one dialog. */
export function askForStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
