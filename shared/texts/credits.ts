/** The fixed texts of buying credits (product §2, §5, 8 and 9). */
import { pages } from '../site/pages';
import { fillText } from './fill';
import { mobilePayName } from '../domain/payment-brand';

export const creditTexts = {
  // Validation and toasts (product §5 'Credits', product §8)
  minCredits: 'Du skal købe mindst 1 credit',
  maxCredits: 'Du kan højst købe 10.000 credits ad gangen',
  loginToBuy: 'Du skal være logget ind for at købe credits',
  purchaseFailed: 'Der opstod en fejl ved køb af credits',
  purchased: 'Credits købt succesfuldt!',
  /** The line on the payment provider's checkout page. */
  checkoutDescription: '1 credit = 1 kr. Kan bruges ved booking af optagelser.',
  // The page (`/buy-credits`)
  title: pages.buyCredits.title,
  intro: 'Betal forud og brug dine credits, når du booker en optagelse.',
  chooseAmount: 'Vælg antal',
  balance: 'Din nuværende saldo:',
  balanceAmount: '{credits} credits',
  signInLink: 'Log ind',
  signInToSee: 'for at se din saldo og købe credits.',
  price: 'Pris:',
  priceNote: '(1 credit = 1 kr)',
  redirecting: 'Sender dig til betaling...',
  buyAmount: 'Køb {quantity} credits',
  howTitle: 'Sådan virker det',
  stepBuyTitle: pages.buyCredits.title,
  get stepBuyText() {
    return fillText(
      'Vælg antal og betal sikkert med kort eller {mobilepay} hos vores betalingsudbyder.',
      { mobilepay: mobilePayName() },
    );
  },
  stepUseTitle: 'Brug dem ved booking',
  stepUseText: 'På betalingssiden vælger du, hvor mange credits du vil bruge på din optagelse.',
  stepFlexibleTitle: 'Fleksibelt beløb',
  stepFlexibleText: 'Køb lige det antal, du har brug for – 1 credit svarer altid til 1 kr.',
  // The amount stepper
  amountLabel: 'Antal credits',
  addOne: 'Læg 1 credit til',
  add: 'Læg {n} credits til',
  removeOne: 'Træk 1 credit fra',
  remove: 'Træk {n} credits fra',
  presets: 'Hurtigvalg',
  presetAmount: '{n} credits',
} as const;
