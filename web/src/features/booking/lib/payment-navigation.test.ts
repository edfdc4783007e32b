import { describe, expect, it } from 'vitest';
import { parsePaymentNavigationState } from './payment-navigation';

const state = {
  productId: 5,
  productName: 'Dronefoto – Enkeltbillede',
  productPrice: 249,
  bookingDate: '2026-11-24',
  bookingTime: '10:00',
  address: 'Vestergade 1, 8000 Aarhus C',
  accessNotes: 'Portkode 1234',
  includeEditing: false,
  totalPrice: 249,
};

describe('payment navigation state', () => {
  it('accepts the booking page state as it is', () => {
    expect(parsePaymentNavigationState(state)).toEqual(state);
  });

  it('reads a state without access notes as none given', () => {
    const { accessNotes: _notes, ...without } = state;
    expect(parsePaymentNavigationState(without)?.accessNotes).toBe('');
  });

  it('refuses a missing or malformed state', () => {
    expect(parsePaymentNavigationState(null)).toBeNull();
    expect(parsePaymentNavigationState(undefined)).toBeNull();
    expect(parsePaymentNavigationState({ ...state, bookingTime: '9:00' })).toBeNull();
    expect(parsePaymentNavigationState({ ...state, bookingDate: '24-11-2026' })).toBeNull();
    expect(parsePaymentNavigationState({ ...state, address: '   ' })).toBeNull();
    expect(parsePaymentNavigationState({ ...state, productId: '5' })).toBeNull();
    expect(parsePaymentNavigationState({ ...state, accessNotes: 5 })).toBeNull();
  });
});
