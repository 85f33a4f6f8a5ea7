/**
 * Unicode isolates for values quoted inside a translated text, where no element can wrap them. In a right-to-left
 * sentence the neutral characters of an e-mail address, a phone number or a URL take the sentence's direction:
 * "x@" shows as "@x" and "+49 30 1234" as "1234 30 49+". Elements use `<bdi dir="ltr">` instead.
 */

/** An e-mail address, phone number or URL: always left to right. */
export const ltrIsolate = (value: string): string => `\u2066${value}\u2069`;
