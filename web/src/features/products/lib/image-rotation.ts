/**
 * The image rotation of a product card while it is hovered or focused: a new image every
 * `period` seconds, with the seconds left until the next one shown as a countdown.
 */
export interface RotationState {
  index: number;
  /** Whole seconds until the next image (period ... 1). */
  remaining: number;
}

export const rotationPeriodSeconds = 3;

/** The state one second later. */
export function nextRotation(
  state: RotationState,
  count: number,
  period = rotationPeriodSeconds,
): RotationState {
  if (count < 2) return { index: 0, remaining: period };
  if (state.remaining > 1) return { index: state.index, remaining: state.remaining - 1 };
  return { index: (state.index + 1) % count, remaining: period };
}
