/**
 * The property page's own stylesheet, inline in the page (it loads nothing else but its
 * photos): a plain, neutral look that suits any listing, in the system's fonts.
 */
export const propertyPageStyle = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#fafafa}',
  'body{margin:0}',
  'main{max-width:90rem;margin:0 auto;padding:1.5rem 1rem 3rem}',
  'h1{font-size:1.6rem;margin:0 0 1rem}',
  'h2{font-size:1.1rem;margin:2rem 0 .75rem}',
  'ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;grid-template-columns:1fr}',
  '@media (min-width:40rem){ul{grid-template-columns:1fr 1fr}}',
  '@media (min-width:64rem){ul.photos{grid-template-columns:1fr 1fr 1fr}}',
  'img,video{display:block;width:100%;height:auto;border-radius:4px;background:#e6e6e6}',
  'footer{text-align:center;padding:1rem 1rem 2rem;color:#444}',
  'a{color:#0b57a4}',
].join('');
