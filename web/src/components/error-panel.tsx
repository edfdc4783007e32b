interface ErrorPanelProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  headingLevel?: 1 | 2;
}

/** A centred panel explaining that something failed, with one action (retry, reload). */
export function ErrorPanel({
  title,
  message,
  actionLabel,
  onAction,
  headingLevel = 2,
}: ErrorPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="error-panel" role="alert">
      <svg className="error-panel__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2 1 21h22L12 2Zm0 5.5 7.5 12h-15L12 7.5ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z"
        />
      </svg>
      <Heading className="error-panel__title">{title}</Heading>
      <p className="error-panel__message">{message}</p>
      <button type="button" className="btn btn--primary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
