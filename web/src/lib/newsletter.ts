import { apiRequest } from './api';

export const subscribeToNewsletter = (email: string) =>
  apiRequest('POST', '/api/newsletter/subscribe', { body: { email } });

export const unsubscribeFromNewsletter = (email: string, sig: string) =>
  apiRequest('POST', '/api/newsletter/unsubscribe', { body: { email, sig } });

export const checkUnsubscribeLink = (email: string, sig: string, signal?: AbortSignal) =>
  apiRequest('GET', '/api/newsletter/unsubscribe-link', { query: { email, sig }, signal });

export const confirmNewsletterSubscription = (link: {
  email: string;
  expires: string;
  sig: string;
}) => apiRequest('POST', '/api/newsletter/confirm', { body: link });
