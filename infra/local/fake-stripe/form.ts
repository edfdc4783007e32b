/**
 * Parses the form-encoded bodies the Stripe SDK sends (`a[b][0][c]=v`) into nested objects;
 * objects whose keys are 0..n-1 become arrays, as the Stripe API reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

function keyPath(key: string): string[] {
  const first = /^[^[]*/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [first, ...rest];
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysOf(value[k] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    });
  }
  return arraysOf(root) as FormObject;
}
