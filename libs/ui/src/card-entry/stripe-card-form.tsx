import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Notice } from '../notice';
import { brand } from '../theme';
import type { CardEntryHandle, CardPurpose } from './card-entry';

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

function StripeCard({ ref, purpose }: { ref: Ref<CardEntryHandle>; purpose: CardPurpose }) {
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
      confirm: async (clientSecret, billing) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: 'The card form is still loading. Please try again.' };
        const payment_method = { card, billing_details: billing };
        if (purpose === 'setup') {
          const result = await stripe.confirmCardSetup(clientSecret, { payment_method });
          if (result.error) return { error: result.error.message ?? 'Your card was declined.' };
          const saved = result.setupIntent.payment_method;
          return { paymentMethodId: typeof saved === 'string' ? saved : saved?.id };
        }
        // 3D Secure opens in Stripe's own dialog; return_url only matters if the bank insists on a redirect.
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method, return_url: `${window.location.origin}/thanks` });
        return result.error ? { error: result.error.message ?? 'Your card was declined.' } : {};
      },
    }),
    [stripe, elements, state, purpose],
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
export default function StripeCardForm({ publishableKey, purpose, ref }: { publishableKey: string; purpose: CardPurpose; ref: Ref<CardEntryHandle> }) {
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
      <StripeCard ref={ref} purpose={purpose} />
    </Elements>
  );
}
