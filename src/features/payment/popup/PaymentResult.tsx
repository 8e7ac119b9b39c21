import type { ReactNode } from 'react';
import { usePageHeading } from '../../../components/pageHeading';

interface PaymentResultProps {
  /** The page's title, which its heading says too. */
  title: string;
  tone: 'success' | 'danger';
  children: ReactNode;
}

/** A result page inside the popup (/payment/success, /payment/error): its heading, then what it says. */
export function PaymentResult({ title, tone, children }: PaymentResultProps) {
  const heading = usePageHeading(title);
  return (
    <main className="payment-result container py-5" aria-labelledby="result-title">
      <h1 ref={heading} tabIndex={-1} id="result-title" className={`h3 text-${tone}-emphasis`}>
        {title}
      </h1>
      {children}
    </main>
  );
}
