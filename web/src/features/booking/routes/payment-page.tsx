import { Navigate, useLocation } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useAuth } from '@web/lib/auth/auth-context';
import { parsePaymentNavigationState } from '../lib/payment-navigation';
import { PaymentForm } from '../components/payment-form';
import '../booking.css';
import '../payment.css';

/** `/payment`: only reachable from the booking page; without a user or order, /products. */
export function PaymentPage() {
  const { user } = useAuth();
  const order = parsePaymentNavigationState(useLocation().state);
  if (!user || !order) return <Navigate to={pagePath('products')} replace />;
  return <PaymentForm order={order} />;
}
