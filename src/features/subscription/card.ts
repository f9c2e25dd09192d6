// The sandbox card form's rules (subscription-navigation §5, §8; the Plus agreement's test numbers): the
// holder's name with digits and symbols stripped as typed, Luhn-checked numbers, MM/YY expiry not in the
// past, a 3–4 digit CVC, each failure as the provider-style code §8 turns into a message; and the
// documented test numbers mapped to the processor's test tokens.

export type CardFieldError =
  | 'error_blank_name'
  | 'error_invalid_number'
  | 'error_incomplete_number'
  | 'error_expired_card'
  | 'error_incomplete_expiry'
  | 'error_invalid_expiry_month'
  | 'error_invalid_expiry_year'
  | 'error_invalid_cvc';

export interface CardInput {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, CardFieldError>>;

export const MIN_HOLDER_LENGTH = 3;

/** §5: digits and symbols are stripped as the name is typed (letters of any script, spaces, apostrophes, dots, hyphens stay). */
export function cleanHolderName(value: string): string {
  return value.replace(/[^\p{L}\p{M}\s'.-]/gu, '');
}

export function holderError(value: string): CardFieldError | undefined {
  return cleanHolderName(value).trim().length >= MIN_HOLDER_LENGTH ? undefined : 'error_blank_name';
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Groups of four as typed, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function numberError(value: string): CardFieldError | undefined {
  const digits = digitsOf(value);
  if (digits.length < 13) return digits.length === 0 ? 'error_invalid_number' : 'error_incomplete_number';
  if (digits.length > 19 || !luhnValid(digits)) return 'error_invalid_number';
  return undefined;
}

/** "MM/YY" as typed: the slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The card works through the end of its expiry month. */
export function expiryError(value: string, now: Date): CardFieldError | undefined {
  const digits = digitsOf(value);
  if (digits.length < 4) return 'error_incomplete_expiry';
  const parsed = parseExpiry(value);
  if (!parsed) return 'error_incomplete_expiry';
  if (parsed.month < 1 || parsed.month > 12) return 'error_invalid_expiry_month';
  const year = now.getUTCFullYear();
  if (parsed.year > year + 50) return 'error_invalid_expiry_year';
  if (parsed.year < year || (parsed.year === year && parsed.month < now.getUTCMonth() + 1)) return 'error_expired_card';
  return undefined;
}

export function cvcError(value: string): CardFieldError | undefined {
  return /^\d{3,4}$/.test(value.trim()) ? undefined : 'error_invalid_cvc';
}

export function validateCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const holder = holderError(input.holder);
  if (holder) errors.holder = holder;
  const number = numberError(input.number);
  if (number) errors.number = number;
  const expiry = expiryError(input.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(input.cvc);
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The processor's documented test cards and the sandbox tokens they stand for. */
export const TEST_CARD_TOKENS: ReadonlyMap<string, string> = new Map([
  ['4242424242424242', 'tok_visa'],
  ['5555555555554444', 'tok_mastercard'],
  ['4000000000000002', 'tok_chargeDeclined'],
  ['4000000000009995', 'tok_chargeDeclinedInsufficientFunds'],
  ['4000000000000069', 'tok_chargeDeclinedExpiredCard'],
  ['4000000000000127', 'tok_chargeDeclinedIncorrectCvc'],
  ['4000002760003184', 'pm_card_threeDSecure2Required'],
  ['4000000000000341', 'tok_chargeCustomerFail'],
  ['4100000000000019', 'tok_chargeDeclinedFraudulent'],
  ['4000000000009979', 'tok_chargeDeclinedStolenCard'],
]);

/**
 * The token the sandbox is sent for a card number: a test card's own token, else a token naming no known
 * card (the server answers invalid_token, shown as error_processing_payment).
 */
export function sandboxToken(number: string): string {
  const digits = digitsOf(number);
  return TEST_CARD_TOKENS.get(digits) ?? `tok_unknown_${digits.slice(-4)}`;
}

export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | 'card' {
  const digits = digitsOf(number);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
