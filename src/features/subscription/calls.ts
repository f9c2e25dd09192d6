// The Plus calls the client makes (the Plus agreement's call shapes; subscription-navigation §7).
import { apiCall } from '../../lib/request';
import type { PricePair } from './priceGroup';

export interface PaymentAnswerDone {
  action_needed: 0;
  cuid?: string;
  trial_started: 0 | 1;
  plan_type: 0 | 1;
  subscr_amount: number;
  subscr_date: number;
  payment_type: string;
}

export interface PaymentAnswerAction {
  action_needed: 1;
  client_secret: string;
  payment_intent: string;
}

export type PaymentAnswer = PaymentAnswerDone | PaymentAnswerAction;

export interface CardAnswer {
  last4: string;
  brand: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentFields {
  stripeToken: string;
  stripeEmail?: string;
  holdername: string;
  price: string;
  country?: string;
  start_free_trial: '0' | '1';
  handlerType?: string;
  payment_intent?: string;
  nextBillingDate?: string;
  period?: string;
}

export function fetchPrices(country?: string): Promise<PricePair> {
  return apiCall<PricePair>('transaction/prices', country ? { country } : {}, { offlinePrompt: false });
}

export function createCustomer(fields: PaymentFields): Promise<PaymentAnswer> {
  return apiCall<PaymentAnswer>('transaction/create-customer', { ...fields }, { offlinePrompt: false });
}

export function updatePayflowCustomer(fields: PaymentFields): Promise<PaymentAnswer> {
  return apiCall<PaymentAnswer>('transaction/update-payflow-customer', { ...fields }, { offlinePrompt: false });
}

export function updateCustomer(fields: Pick<PaymentFields, 'stripeToken' | 'holdername' | 'payment_intent'>): Promise<CardAnswer | PaymentAnswerAction> {
  return apiCall<CardAnswer | PaymentAnswerAction>('transaction/update-customer', { ...fields }, { offlinePrompt: false });
}
