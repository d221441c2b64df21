import type { StepUpDemand } from '@console/domain/schemas/auth';

export type StepUpMethod = StepUpDemand['methods'][number];

/** Asks the user for a fresh proof; resolves true once the server has it, false when the user declined. */
export type StepUpPrompt = (methods: StepUpMethod[]) => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let asking: Promise<boolean> | null = null;

/**
 * The signed-in console registers its dialog here (lib/ cannot import it). Answers the unregistering function.
 */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** The methods a 403 answer asks a step-up with, or null when it is another refusal. */
export function stepUpMethods(body: unknown): StepUpMethod[] | null {
  const data = (body as { data?: Partial<StepUpDemand> } | null)?.data;
  if (data?.stepUp !== true) return null;
  return Array.isArray(data.methods) && data.methods.length > 0 ? data.methods : ['password'];
}

/**
 * One dialog for every request refused at once (a page firing two sensitive calls asks once); without a
 * registered dialog (a page outside the console) the refusal stands.
 */
export function askStepUp(methods: StepUpMethod[]): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt(methods).finally(() => {
    asking = null;
  });
  return asking;
}
