/**
 * What a visitor typed into a field of a prerendered page before the app started (issue 40,
 * decision 23). Hydration keeps the field's text but not the component's state, and the
 * next render would write the state back into the field; a field's state therefore starts
 * from the text in the page while the app is hydrating it.
 */
import { useState } from 'react';

/** The text of the field with this id, while the app hydrates a prerendered page. */
export function typedValue(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined; // the page renderer
  const root = document.documentElement;
  if (!root.hasAttribute('data-prerendered') || root.hasAttribute('data-hydrated')) {
    return undefined;
  }
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : undefined;
}

/** `useState` of a text field: the text typed before the app started, else `initial`. */
export function useTypedState(id: string, initial: string) {
  return useState(() => typedValue(id) ?? initial);
}
