/** The check mark of the order flows' "done" views; the flow's class places and colours it. */
export function SuccessCheck({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32">
        <path
          d="M5 12.5 10 17l9-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export interface SuccessHeadProps {
  /** The flow's classes (its stylesheet lays the head out): the header, the check, the text beside it. */
  classes: { head: string; check: string; text?: string };
  title: string;
  subtitle: string;
}

/**
 * The head of an order's success page (forwarding's /forwarding/{id}/success, buy-out's payment
 * success): the check mark, the title and the sub-title.
 */
export function SuccessHead({ classes, title, subtitle }: SuccessHeadProps) {
  return (
    <header className={classes.head}>
      <SuccessCheck className={classes.check} />
      <div className={classes.text}>
        <h1>{title}</h1>
        <p className="page__sub">{subtitle}</p>
      </div>
    </header>
  );
}
