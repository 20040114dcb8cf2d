/**
 * Intl formatters, one per locale and options. Making one costs about a millisecond on a phone, and the offer
 * screen formats dozens of amounts and rates in a render (issue 16: the application entry's render was a long task);
 * a formatter is immutable, so sharing it changes nothing but the time.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O>(cache: Map<string, F>, make: (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make(locale, options);
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, (l, o) => new Intl.NumberFormat(l, o), locale, options);

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, (l, o) => new Intl.DateTimeFormat(l, o), locale, options);
