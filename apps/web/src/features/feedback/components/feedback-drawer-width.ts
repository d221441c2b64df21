/** Spec: the feedback drawer is 520 px wide. */
export const FEEDBACK_DRAWER_WIDTH = 520;
