import { DroneMark } from '@web/components/drone-mark';
import { useDotsTick } from './use-dots-tick';
import { animatedMessage, type LoadView } from './load-progress';
import { commonTexts } from '@shared/texts/common';

/** Full-screen overlay with logo, percent bar and a message with animated dots. */
export function LoadingOverlay({ view }: { view: LoadView }) {
  const tick = useDotsTick(view.animated);
  const { text, dots } = animatedMessage(view.message, tick);
  const leaving = view.percent >= 100;

  return (
    <div className="loading-overlay" data-leaving={leaving || undefined}>
      <div className="loading-overlay__panel">
        <DroneMark className="loading-overlay__logo" />
        <div
          className="loading-overlay__bar"
          role="progressbar"
          aria-label={commonTexts.loadingPage}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.percent}
        >
          <div
            className="loading-overlay__fill"
            style={{ transform: `scaleX(${view.percent / 100})` }}
          />
        </div>
        <p className="loading-overlay__percent" aria-hidden="true">
          {view.percent}%
        </p>
        <p className="loading-overlay__message" role="status">
          <span className="visually-hidden">{view.message}</span>
          <span aria-hidden="true">
            {text}
            {view.animated ? <span className="loading-overlay__dots">{dots}</span> : null}
          </span>
        </p>
      </div>
    </div>
  );
}
