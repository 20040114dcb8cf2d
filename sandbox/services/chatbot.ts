/**
 * The sandbox chatbot: a small knowledge base about the product, every answer drawn from 001 §1. It matches the
 * question's words against each entry's keywords and answers with the best entry, or with a fallback.
 */

interface KnowledgeEntry {
  topic: string;
  keywords: readonly string[];
  answer: string;
}

export const CHATBOT_KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    topic: 'rates',
    keywords: ['rate', 'rates', 'apr', 'interest', 'prime', 'fixed', 'margin'],
    answer:
      'Our HELOC APR ranges from 7.60% to 17.20%. The line is fully drawn at origination at a fixed rate; additional ' +
      'draws are priced on the Prime Rate plus a fixed margin. Checking your rate uses a soft credit pull.',
  },
  {
    topic: 'fees',
    keywords: ['fee', 'fees', 'cost', 'costs', 'origination', 'valuation', 'recording', 'charge', 'charges'],
    answer:
      'The origination fee is up to 4.99% of the initial draw. A valuation costs $180 if no AVM is available. ' +
      'Recording fees are $0-$315 and recording taxes $0-$1,400 per $100,000.',
  },
  {
    topic: 'amounts',
    keywords: ['amount', 'borrow', 'much', 'maximum', 'minimum', 'limit', 'loan'],
    answer: 'You can borrow from $15,000 to $400,000, secured by your home.',
  },
  {
    topic: 'timeline',
    keywords: ['long', 'time', 'timeline', 'fast', 'days', 'funded', 'funding', 'approval', 'quick', 'when'],
    answer:
      'Apply in 5 minutes, receive funding in 5 days. Approval can come in five minutes; the hard credit pull ' +
      'happens when you submit your application.',
  },
  {
    topic: 'documents',
    keywords: ['document', 'documents', 'paystub', 'paystubs', 'insurance', 'upload', 'need', 'require', 'required'],
    answer:
      'Property insurance is required, and flood insurance may be required. We may ask for documents such as ' +
      'paystubs, bank statements or a deed while we review your application.',
  },
  {
    topic: 'notary',
    keywords: ['notary', 'notarization', 'enotary', 'sign', 'signing', 'closing'],
    answer:
      'You sign your documents with an eNotary online, or schedule a manual notary session; manual notarization ' +
      'costs $300.',
  },
  {
    topic: 'eligibility',
    keywords: ['eligible', 'eligibility', 'qualify', 'bought', 'purchased', 'retitled', 'title'],
    answer: 'A home bought or retitled in the last 90 days makes the applicant ineligible.',
  },
  {
    topic: 'security',
    keywords: ['secure', 'security', 'safe', 'encryption', 'data', 'privacy'],
    answer: 'Your data is protected with 256-bit encryption and the company never sees or stores your credentials.',
  },
];

export const CHATBOT_FALLBACK =
  'I can answer questions about rates, fees, loan amounts, the timeline, documents and notarization. ' +
  'For anything else, chat with us during our open hours.';

export const CHATBOT_WELCOME = 'Hi! I am the virtual assistant. Ask me about rates, fees, the timeline or documents.';

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export function chatbotAnswer(question: string): string {
  const asked = new Set(words(question));
  let best: KnowledgeEntry | undefined;
  let bestScore = 0;
  for (const entry of CHATBOT_KNOWLEDGE) {
    const score = entry.keywords.filter((keyword) => asked.has(keyword)).length;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best?.answer ?? CHATBOT_FALLBACK;
}
