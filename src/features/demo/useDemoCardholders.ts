import { useEffect, useState } from 'react';
import { fetchDemoCardholders, type DemoCardholderSummary } from './demoApi';

/** The demo cardholders with their figures as the mock database has them now; null until then. */
export function useDemoCardholders(): DemoCardholderSummary[] | 'failed' | null {
  const [cardholders, setCardholders] = useState<DemoCardholderSummary[] | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    fetchDemoCardholders()
      .then((list) => current && setCardholders(list))
      .catch(() => current && setCardholders('failed'));
    return () => {
      current = false;
    };
  }, []);
  return cardholders;
}
