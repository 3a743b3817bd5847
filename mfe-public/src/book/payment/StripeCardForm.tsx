import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { brand } from '@dd/ui/theme';
import { Notice } from '../steps/shared';
import type { CardEntryHandle } from './card-entry';

// One Stripe.js per key for the page's life (loadStripe injects the script once). A failed load
// resolves to null and is forgotten, so the next visit to the step tries again.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key).catch(() => null);
    stripes.set(key, stripe);
    void stripe.then((loaded) => loaded || stripes.delete(key));
  }
  return stripe;
};

function StripeCard({ ref }: { ref: Ref<CardEntryHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<{ complete: boolean; error?: string; shown: boolean }>({ complete: false, shown: false });

  useImperativeHandle(
    ref,
    () => ({
      validate: async () => {
        setState((current) => ({ ...current, shown: true }));
        return state.complete && !state.error;
      },
      confirm: async (clientSecret) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
        // 3D Secure opens in Stripe's own dialog; return_url only matters if the bank insists on a redirect.
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card }, return_url: `${window.location.origin}/thanks` });
        return result.error ? { error: result.error.message ?? 'Your card was declined.' } : {};
      },
    }),
    [stripe, elements, state],
  );

  const message = state.error ?? (state.shown && !state.complete ? 'Please enter your card details.' : undefined);
  return (
    <div>
      <label htmlFor="stripe-card" style={{ display: 'block', marginBottom: 6, color: brand.text }}>
        Card
      </label>
      <div id="stripe-card" style={{ padding: '10px 12px', border: `1px solid ${message ? brand.error : brand.border}`, borderRadius: 8, background: '#fff' }}>
        <CardElement
          options={{ hidePostalCode: false, style: { base: { fontSize: '16px', color: brand.text } } }}
          onChange={(event) => setState((current) => ({ ...current, complete: event.complete, error: event.error?.message }))}
        />
      </div>
      {message && (
        <div role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
          {message}
        </div>
      )}
    </div>
  );
}

/** Stripe mode's card form (Stripe Elements). A lazy chunk: Stripe.js is loaded only in Stripe mode. */
export default function StripeCardForm({ publishableKey, ref }: { publishableKey: string; ref: Ref<CardEntryHandle> }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setUnavailable(!loaded));
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable)
    return (
      <Notice tone="error" title="Payment Setup Failed" testId="stripe-unavailable">
        The card form could not be loaded. Please check your connection and try again.
      </Notice>
    );
  return (
    <Elements stripe={stripe}>
      <StripeCard ref={ref} />
    </Elements>
  );
}
