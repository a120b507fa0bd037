/** Proposals (quotes) on buyers' requirements (docs/product/live-marketplace.md, "Proposals"). */
export const proposalsMessages = {
  // Answers.
  submitted: 'Proposal sent to the buyer.',
  updated: 'Proposal updated.',
  withdrawn: 'Proposal withdrawn.',
  shortlisted: 'Proposal shortlisted.',
  countered: 'Counter-offer sent to the seller.',
  counterAccepted: "Counter-offer accepted: the order is placed and waits for the buyer's payment.",
  counterDeclined: 'Counter-offer declined: your terms stand.',
  accepted: 'Proposal accepted. The negotiation on this requirement is closed.',
  declined: 'Proposal declined.',
  loaded: 'Proposals loaded.',
  documentUploaded: 'Document uploaded.',

  // Refusals (4xx).
  notFound: 'Proposal not found.',
  idInvalid: 'Proposal not found.',
  sellersOnly: 'Only seller accounts with a shop can send proposals. Open your shop first.',
  shopRequired: 'Open your shop before you send a proposal.',
  ownRequirement: 'You cannot send a proposal on your own requirement.',
  requirementNotOpen: 'This requirement is no longer taking proposals.',
  requirementFull: (cap: number) =>
    `This requirement has received the most proposals it takes (${cap}) and is not taking more.`,
  alreadyProposed:
    'You already have an active proposal on this requirement. Update it instead of sending another.',
  termsChanged:
    'The seller changed this proposal after you opened it. Check the new terms, then accept again.',
  transitionRefused: (status: string) => `This is not possible while the proposal is ${status}.`,
  onlySeller: 'Only the seller who sent this proposal can do this.',
  onlyBuyer: 'Only the buyer who posted the requirement can do this.',
  notYourRequirement: 'Only the buyer who posted this requirement can see its proposals.',
  tooManyWrites:
    'You are sending proposal changes too quickly. Please wait a minute and try again.',
  tooManySubmissions:
    'You have sent many proposals in the last hour. Please wait a while before sending more.',
  documentNotFound: 'Document not found.',
  documentRequired: 'Choose a PDF file to attach.',
  documentTooLarge: 'A PDF document can be up to 10 MB.',
  documentType: 'This file is not a PDF. Attach a PDF document.',
  documentNotMultipart: 'Send the file as multipart/form-data in the field "file".',
  tooManyDocumentUploads:
    'You have uploaded many documents in the last hour. Please wait a while before uploading more.',

  // Field errors.
  unitPriceInvalid: 'Unit price must be a positive amount with at most 2 decimals.',
  totalTooLarge: 'The total (unit price × quantity) is larger than we can take.',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,000,000,000.',
  deliveryDaysInvalid: 'Delivery time must be a whole number of days from 1 to 365.',
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD).',
  validUntilPast: 'Valid until must be a date after today.',
  validUntilTooFar: 'Valid until must be within 180 days.',
  messageLength: 'Message must be 1 to 2,000 characters.',
  counterMessageLength: 'Message must be up to 1,000 characters.',
  reasonLength: 'Please give a reason (1 to 500 characters).',
  attachmentInvalid: 'Attachment is not a valid upload.',
  tooManyAttachments: 'Attach up to 5 files.',
  attachmentNotYours: 'Attach only files you uploaded.',
  documentInvalid: 'Document is not a valid upload.',
  tooManyDocuments: 'Attach up to 3 PDF documents.',
  documentNotYours: 'Attach only PDF documents you uploaded for this request.',
  answerInvalid: "Answer must be 'accept' or 'decline'.",
  versionInvalid: 'Name the version of the proposal you accept (a whole number from 1).',
  statusInvalid: 'Choose a proposal status from the list.',

  // Statuses and their labels.
  statuses: {
    submitted: 'Submitted',
    shortlisted: 'Shortlisted',
    countered: 'Counter-offer sent',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  },
  /** The proposal's history, one line per step (also the thread's system messages). */
  history: {
    submitted: 'Proposal sent',
    updated: 'Proposal updated by the seller',
    withdrawn: 'Proposal withdrawn by the seller',
    shortlisted: 'Shortlisted by the buyer',
    countered: 'Counter-offer from the buyer',
    counterAccepted: 'Counter-offer accepted by the seller',
    counterDeclined: 'Counter-offer declined by the seller',
    accepted: 'Proposal accepted by the buyer',
    declined: 'Proposal declined by the buyer',
    expired: 'Proposal expired',
  },
  /** Why a proposal was declined without the buyer saying so. */
  otherAccepted: 'The buyer accepted another proposal on this requirement.',
  requirementClosed: 'The requirement was closed.',

  // Notifications (title, body).
  notify: {
    received: (title: string) => `New proposal on "${title}"`,
    updated: (title: string) => `A proposal on "${title}" was updated`,
    withdrawn: (title: string) => `A proposal on "${title}" was withdrawn`,
    shortlisted: (title: string) => `Your proposal on "${title}" was shortlisted`,
    countered: (title: string) => `Counter-offer on your proposal for "${title}"`,
    counterAnswered: (title: string, accepted: boolean) =>
      accepted
        ? `The seller accepted your counter-offer on "${title}": your order is placed, pay to confirm it`
        : `The seller declined your counter-offer on "${title}"`,
    accepted: (title: string) => `Your proposal on "${title}" was accepted`,
    declined: (title: string) => `Your proposal on "${title}" was declined`,
    fromSeller: (shop: string) => `From ${shop}`,
  },

  // The web's texts.
  submitCta: 'Submit Proposal',
  signInToPropose: 'Sign in to submit a proposal',
  formTitle: 'Submit a proposal',
  editTitle: 'Update your proposal',
  formIntro: 'Quote your price and terms. The buyer sees your shop, rating and response time.',
  unitPriceLabel: 'Unit price',
  currencyLabel: 'Currency',
  quantityLabel: 'Quantity',
  totalLabel: 'Total',
  totalHint: 'Unit price × quantity. The total is worked out again when you send.',
  deliveryDaysLabel: 'Delivery time (days)',
  validUntilLabel: 'Valid until',
  messageLabel: 'Message to the buyer',
  attachmentsLabel: 'Photos (optional, up to 5)',
  documentsLabel: 'Documents',
  documentsHelp:
    'Documents (optional, up to 3): a formal quotation or a spec sheet, PDF up to 10 MB.',
  attachPdf: 'Attach PDF',
  documentsFull: 'Up to 3 documents attached',
  uploadingDocument: (name: string) => `Uploading ${name}…`,
  removeDocument: (name: string) => `Remove ${name}`,
  /** Before a document's name and size on its download button, for screen readers. */
  download: 'Download',
  documentDownloadFailed: 'The document could not be downloaded. Please try again.',
  /** A file's size as shown beside its name: "840 KB", "2.4 MB". */
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
  send: 'Send proposal',
  saveChanges: 'Save changes',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending…',
  whyNot: {
    own: 'This is your requirement. Proposals from sellers will appear on My Requirements.',
    notTrader: 'Only seller accounts can send proposals. Buyers cannot quote on requests.',
    noShop: 'Open your shop to send proposals.',
    closed: 'This requirement is no longer taking proposals.',
    full: 'This requirement has all the proposals it takes and is not taking more.',
  },
  openShop: 'Open your shop',
  capLine: (taken: number, cap: number) => `${taken} of ${cap} proposals received`,
  yourProposal: 'Your proposal',
  update: 'Update',
  withdraw: 'Withdraw',
  withdrawConfirm: 'Withdraw this proposal? The buyer will be told, and you can send a new one.',
  acceptCounterConfirm:
    "Accept the buyer's counter-offer? The order is placed on these terms at once and the buyer is asked to pay.",
  acceptCounter: 'Accept counter-offer',
  declineCounter: 'Decline counter-offer',
  counterFromBuyer: 'Counter-offer from the buyer',
  declinedBecause: (reason: string) => `Declined: ${reason}`,
  historyTitle: 'History',
  unitPriceValue: (price: string) => `${price} per unit`,
  deliveryValue: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  validUntilValue: (date: string) => `Valid until ${date}`,
  liveFallback: 'Updates every few seconds.',

  // Buyer's compare view.
  compareTitle: 'Proposals',
  compareFor: (title: string) => `Proposals for "${title}"`,
  compareEmpty: 'No proposals yet. Sellers will see your request on the marketplace.',
  compareLoading: 'Loading proposals…',
  compareFailed: 'The proposals could not be loaded.',
  proposalsLink: (count: number) =>
    count === 0 ? 'Proposals' : count === 1 ? '1 proposal' : `${count} proposals`,
  seller: 'Seller',
  rating: 'Rating',
  noRating: 'No ratings yet',
  responseTime: 'Response time',
  responseValue: (minutes: number) =>
    minutes < 60
      ? `about ${Math.max(1, minutes)} min`
      : minutes < 48 * 60
        ? `about ${Math.round(minutes / 60)} h`
        : `about ${Math.round(minutes / 1440)} days`,
  noResponseYet: 'Not known yet',
  delivery: 'Delivery',
  validity: 'Valid until',
  status: 'Status',
  shortlist: 'Shortlist',
  counter: 'Counter-offer',
  accept: 'Accept',
  decline: 'Decline',
  counterTitle: 'Send a counter-offer',
  counterIntro:
    'Propose your price, quantity and delivery. If the seller accepts, the order is placed on these terms and you pay to confirm it.',
  counterMessageLabel: 'Message (optional)',
  sendCounter: 'Send counter-offer',
  acceptTitle: 'Accept this proposal?',
  acceptText:
    'Accepting closes the negotiation: the requirement stops taking proposals and the other open proposals are declined.',
  declineTitle: 'Decline this proposal',
  sellerSeesReason: 'The seller sees your reason.',
  reasonLabel: 'Reason',
  reasonTemplates: [
    'The price is above my budget.',
    'The delivery time is too long.',
    'I chose another supplier.',
    'My needs have changed.',
  ],
  backToRequirements: 'My Requirements',

  // My proposals (/dashboard/proposals): the seller's quotes in one place.
  myTitle: 'My proposals',
  myIntro:
    'The quotes you sent on buyer requests: where each stands, and which wait for your answer.',
  myListLabel: 'Your proposals',
  myFilterLabel: 'Show proposals',
  myAll: 'All',
  myLoadFailed: 'We could not load your proposals.',
  myEmpty: 'No proposals yet',
  myEmptyHint:
    'Find a buyer request that fits what you sell and send a proposal: your price, quantity and delivery.',
  myEmptyFiltered: 'No proposals with this status.',
  browseRequests: 'Browse buyer requests',
  myCounterWaiting: 'The buyer sent a counter-offer: answer it on the request.',
  myTerms: (unit: string, quantity: string, total: string) => `${unit} × ${quantity} = ${total}`,
  myUpdated: (when: string) => `Updated ${when}`,
  openRequest: 'Open the request',
} as const;
