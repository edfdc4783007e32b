import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { catalogTexts } from '@shared/texts/catalog';
import { fillText } from '@shared/texts/fill';

interface ReactionButtonsProps {
  item: PortfolioItem;
  disabled: boolean;
  onReact: (reaction: Reaction) => void;
}

const ThumbUp = () => (
  <svg viewBox="0 0 24 24" className="icon" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
    />
  </svg>
);

const ThumbDown = () => (
  <svg viewBox="0 0 24 24" className="icon reaction__down" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
    />
  </svg>
);

/** Like and dislike with their counts; the caller's own reaction is pressed. */
export function ReactionButtons({ item, disabled, onReact }: ReactionButtonsProps) {
  return (
    <div className="reactions">
      <button
        type="button"
        className="reaction"
        aria-pressed={item.user_reaction === 'like'}
        aria-label={fillText(catalogTexts.like, { count: item.likes })}
        disabled={disabled}
        onClick={() => onReact('like')}
      >
        <ThumbUp />
        <span className="reaction__count" data-testid="likes">
          {item.likes}
        </span>
      </button>
      <button
        type="button"
        className="reaction"
        aria-pressed={item.user_reaction === 'dislike'}
        aria-label={fillText(catalogTexts.dislike, { count: item.dislikes })}
        disabled={disabled}
        onClick={() => onReact('dislike')}
      >
        <ThumbDown />
        <span className="reaction__count" data-testid="dislikes">
          {item.dislikes}
        </span>
      </button>
    </div>
  );
}
