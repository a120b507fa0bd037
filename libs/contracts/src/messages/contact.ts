export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email address is invalid',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  sending: 'Sending...',
  success: "Your message has been sent successfully! We'll get back to you soon.",
  failure: 'There was an error sending your message. Please try again later.',
  /** Our own: limits, the form's labels and the page around it. */
  nameTooLong: 'Name must be at most 100 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooLong: 'Message must be at most 5,000 characters',
  tooManyMessages:
    'You have sent several messages in a short time. Please wait a few minutes before sending another.',
  submit: 'Send Message',
  nameLabel: 'Name',
  emailLabel: 'Email',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  title: 'Contact Us',
  intro:
    'Questions about buying, selling or your account? Send us a message and our support team will get back to you, usually within one business day.',
  formTitle: 'Send us a message',
  detailsTitle: 'Get in touch',
  /** The address, phone, email and hours themselves are contracts' `company` facts. */
  addressLabel: 'Support office',
  phoneLabel: 'Phone',
  emailAddressLabel: 'Email',
  hoursLabel: 'Business hours',
  signedInTicketsHint: 'Have an account? Support tickets let you follow every reply in one place.',
  ticketsLink: 'Submit a support ticket',
} as const;
