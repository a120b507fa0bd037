/** Refusals of a text message (SMS pumping defences), shown where a phone number was entered. */
export const smsMessages = {
  countryNotServed:
    "We can't send text messages to this country yet. Please use a phone number from a supported country, or use email.",
  tooManyToNumber:
    'Too many text messages have been sent to this number today. Please try again tomorrow, or use email.',
  budgetSpent: "We can't send text messages right now. Please try again later, or use email.",
} as const;
