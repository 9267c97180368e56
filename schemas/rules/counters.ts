// Counters a text input may show (fieldOptions.<field>.counter names one): each reads the value
// and gives the figures its text interpolates.
import { countSms } from './smsCounter';

export interface Count {
  count: number;
  parts?: number;
}

export const counters = {
  /** characters and the SMS parts the text takes (help and opt-out replies) */
  smsParts: (text: string): Count => {
    const { characters, parts } = countSms(text);
    return { count: characters, parts };
  },
  characters: (text: string): Count => ({ count: [...text].length }),
} as const satisfies Record<string, (text: string) => Count>;

export type CounterName = keyof typeof counters;
