import type { CSSProperties } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api, errorCode, errorMessage, selectLanguage, useAppDispatch, useAppSelector, useCurrentUser } from '@dd/api-client';
import { INTL_LOCALES } from '@dd/contracts/language';
import { checkoutSchema, type CheckoutForm } from '@dd/contracts/booking';
import type { VisitorOfferDto } from '@dd/contracts/waitlist';
import { clockTime, formatCalendarDate } from '@dd/domain/time-windows';
import { Optional } from '@dd/ui/form-field';
import { TextField } from '@dd/ui/form-controls';
import { Notice } from '@dd/ui/notice';
import { brand } from '@dd/ui/theme';
import { usePublicAcceptVisitorOfferMutation, usePublicGetVisitorOfferQuery } from '../api/waitlist.api';
import { AgreeToTerms, underlined } from '../common/agree-to-terms';
import { useT } from '../i18n';

const page: CSSProperties = { maxWidth: 520, margin: '0 auto', padding: '32px 16px', boxSizing: 'border-box' };
const card: CSSProperties = { background: brand.surface, border: `1px solid ${brand.border}`, borderRadius: 12, padding: 20, boxSizing: 'border-box' };

type ContactOutput = z.output<typeof checkoutSchema>;
type ContactValues = Omit<CheckoutForm, 'agreeToTerms'> & { agreeToTerms: boolean };
const resolver = zodResolver(checkoutSchema) as unknown as Resolver<ContactValues, unknown, ContactOutput>;

/** Confirming the place: a signed-in customer books it on their account; a visitor gives the checkout's contact, which opens one. */
function Confirm({ view, id }: { view: VisitorOfferDto; id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { user } = useCurrentUser();
  const [accept, accepting] = usePublicAcceptVisitorOfferMutation();
  const { control, handleSubmit, setError, formState } = useForm<ContactValues, unknown, ContactOutput>({
    resolver,
    defaultValues: { firstName: view.firstName ?? '', lastName: view.lastName ?? '', email: view.email ?? '', phone: view.phone ?? '', agreeToTerms: false, agreeToPhotos: false },
  });
  const book = async (contact?: ContactOutput) => {
    try {
      const { bookingId } = await accept({ id, contact, language }).unwrap();
      // A visitor is signed in by the acceptance: the booking's page is guarded, so it opens once the
      // signed-in user is read (the cached one is still the visitor, and the guard would send them to Sign In).
      await dispatch(api.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
      navigate(`/dadportal/customer/details/${encodeURIComponent(bookingId)}`);
    } catch (error) {
      setError('root', { message: errorCode(error) === 'EMAIL_TAKEN' ? t('waitlist.offer.emailTaken') : errorMessage(error, t('waitlist.join.failed')) });
    }
  };
  const failure = formState.errors.root?.message;
  const failed = failure && (
    <Notice tone="error" testId="waitlist-offer-error">
      {failure} {errorCode(accepting.error) === 'EMAIL_TAKEN' && <Link to="/login" style={underlined}>{t('waitlist.offer.signIn')}</Link>}
    </Notice>
  );
  if (user)
    return (
      <>
        {failed}
        <Button type="primary" onClick={() => void book()} loading={accepting.isLoading} data-testid="waitlist-offer-accept">
          {t('waitlist.offer.accept')}
        </Button>
      </>
    );
  return (
    <form onSubmit={handleSubmit((contact) => book(contact))} noValidate data-testid="waitlist-offer-form">
      <p style={{ marginTop: 0, color: brand.textMuted }}>{t('waitlist.offer.contact')}</p>
      <TextField form="waitlist-offer" control={control} name="firstName" label={t('book.checkout.firstName')} autoComplete="given-name" />
      <TextField form="waitlist-offer" control={control} name="lastName" label={t('book.checkout.lastName')} autoComplete="family-name" />
      <TextField form="waitlist-offer" control={control} name="email" label={t('book.checkout.email')} type="email" autoComplete="email" />
      <TextField form="waitlist-offer" control={control} name="phone" label={<Optional>{t('book.checkout.phone')}</Optional>} type="tel" autoComplete="tel" />
      <AgreeToTerms form="waitlist-offer" control={control} name="agreeToTerms" />
      {failed}
      <Button type="primary" htmlType="submit" loading={accepting.isLoading} data-testid="waitlist-offer-accept">
        {t('waitlist.offer.accept')}
      </Button>
    </form>
  );
}

/**
 * /waitlist/offers/:id (issue 44): where the link in a visitor's waitlist offer leads. The place, until
 * the offer lapses, and its confirmation; the booking then waits for payment on its page like any other.
 */
export default function WaitlistOfferPage() {
  const t = useT();
  const { id = '' } = useParams();
  const language = useAppSelector(selectLanguage);
  const offer = usePublicGetVisitorOfferQuery(id);
  if (offer.isLoading) return <p style={{ ...page, color: brand.textMuted }}>{t('waitlist.offer.loading')}</p>;
  const view = offer.data;
  const locale = INTL_LOCALES[language];
  return (
    // The shell's layout is the page's main landmark; this is a part of it.
    <div style={page}>
      <div style={{ ...card, display: 'grid', gap: 12 }} data-testid="waitlist-offer">
        <h1 style={{ fontSize: 24, margin: 0, color: brand.text }}>{t('waitlist.offer.heading')}</h1>
        {!view ? (
          <p style={{ margin: 0 }}>{t('waitlist.offer.invalid')}</p>
        ) : (
          <>
            <p style={{ margin: 0, fontWeight: 600 }}>
              {formatCalendarDate(view.offer.date, { weekday: 'long', month: 'long', day: 'numeric' }, locale)}, {clockTime(new Date(view.offer.start), locale)}
            </p>
            <p style={{ margin: 0, color: brand.textMuted }}>
              {/* The street address only while the offer is open (decision 0456). */}
              {view.packageName} · {view.address && `${view.address}, `}
              {view.city} {view.zipCode}
            </p>
            {view.offer.status === 'offered' ? (
              <>
                <p style={{ margin: 0 }}>{t('waitlist.offer.until', { time: clockTime(new Date(view.offer.expiresAt), locale) })}</p>
                <Confirm view={view} id={id} />
              </>
            ) : (
              <Notice tone="info" testId="waitlist-offer-closed">
                {t(view.offer.status === 'taken' ? 'waitlist.offer.taken' : view.offer.status === 'accepted' ? 'waitlist.offer.accepted' : 'waitlist.offer.expired')}
              </Notice>
            )}
          </>
        )}
      </div>
    </div>
  );
}
