/** The drone logo mark (top view of a quadcopter), drawn in currentColor + accent. */
export function DroneMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <path d="M17 17 47 47M47 17 17 47" strokeWidth="4" />
        <circle cx="17" cy="17" r="9" strokeWidth="3" />
        <circle cx="47" cy="17" r="9" strokeWidth="3" />
        <circle cx="17" cy="47" r="9" strokeWidth="3" />
        <circle cx="47" cy="47" r="9" strokeWidth="3" />
      </g>
      <rect className="drone-mark__body" x="24" y="24" width="16" height="16" rx="4" />
    </svg>
  );
}
