/**
 * The message catalogue: every user-visible string of SPEC.md sections 5 and 8, word for word,
 * plus the platform's own error texts. Web, BFF and tests read them from here so they agree.
 */

type ContactType = 'email' | 'phone';

export const messages = {
  accessGate: {
    heading: 'Access Restricted',
    prompt: 'Please enter the access code to continue',
    placeholder: 'Enter access code',
    submit: 'Access Site',
    tooShort: 'Access code must be at least 6 characters long.',
    firstWrong: 'Invalid access code. Please try again.',
    /** After the 2nd and later wrong attempts; singular when one remains. */
    attemptsRemaining: (n: number) =>
      `Invalid access code. ${n} ${n === 1 ? 'attempt' : 'attempts'} remaining before timeout.`,
    lockoutLine: (seconds: number) =>
      `Too many failed attempts. Please try again in ${seconds} seconds.`,
    lockoutTitle: 'Account temporarily locked',
    lockoutText: (seconds: number) =>
      `Too many failed attempts. Please wait ${seconds} seconds before trying again.`,
    lockedButton: (seconds: number) => `Locked (${seconds}s)`,
    adminAccess: 'Admin Access',
    /** The server could not be reached; the attempt is not counted. */
    unavailable: 'We could not check the code right now. Please try again in a moment.',
    /** The logo's text alternative. */
    logoLabel: 'MatchBazaar',
    /** The masked field's accessible label (SPEC shows only its placeholder). */
    fieldLabel: 'Access code',
    /** SPEC.md 8: the hint after the 2nd to 4th failure; it never contains a code. */
    hintTitle: 'Need the access code?',
    hint: 'A default development code exists for this site. If you were not given it, you may need to ask your administrator for access.',
  },

  /** Site mode (pre-launch or live), read from GET /api/launch before the site opens. */
  siteAccess: {
    unavailable:
      'We could not reach MatchBazaar to open the site. Check your connection and try again.',
  },

  subscription: {
    invalidEmail: 'Please enter a valid email address.',
    invalidPhone: 'Please enter a valid phone number (at least 10 digits).',
    failed: 'Failed to submit subscription',
    unexpected: 'An error occurred. Please try again later.',
    success:
      'Thank you for subscribing! Please check your email/phone for confirmation instructions.',
    landingSuccess: "Thanks for subscribing! We'll notify you when we launch.",
    subscribeAnother: 'Subscribe another email/phone number',
    submitting: 'Submitting...',
    /** The early-access button's label (SPEC shows only its busy text). */
    submit: 'Notify Me',
    usePhone: 'Use phone number instead',
    useEmail: 'Use email instead',
  },

  /** The social links of the launch page's and the site's footers. */
  social: {
    label: 'MatchBazaar on social media',
    x: 'MatchBazaar on X',
    facebook: 'MatchBazaar on Facebook',
    instagram: 'MatchBazaar on Instagram',
    linkedin: 'MatchBazaar on LinkedIn',
    /** Read after the name of a link that opens a new tab. */
    opensInNewTab: '(opens in a new tab)',
  },

  /** The pre-launch landing page (SPEC.md 2.2); its form's texts are under `subscription`. */
  launchPage: {
    title: "We're Launching Soon",
    tagline: 'The AI-matched marketplace where buyers and sellers find each other',
    intro:
      'Post what you need or what you offer: MatchBazaar pairs the right buyers and sellers, holds every payment in escrow and keeps both sides informed in real time.',
    homeLabel: 'MatchBazaar',
    countdownLabel: 'Time left until launch',
    countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    getEarlyAccess: 'Get early access',
    featuresTitle: 'Built for the way you trade',
    features: {
      recommendations: {
        title: 'AI-Powered Recommendations',
        text: 'Our matching engine reads every request and listing and puts the best fits in front of you, so you spend less time searching and more time closing deals.',
      },
      performance: {
        title: 'Lightning Fast Performance',
        text: 'Pages that open in a blink, search that answers as you type and updates that reach you the moment a match or message arrives.',
      },
      security: {
        title: 'Secure Transactions',
        text: 'Escrow-protected payments, verified accounts and encrypted data keep your money and your details safe from first message to delivery.',
      },
      innovation: {
        title: "Crafting Tomorrow's Innovation",
        text: 'We are rethinking how people buy and sell: instead of endless scrolling, you describe what you need and the right offers come to you.',
      },
      engineering: {
        title: 'Engineering Excellence',
        text: 'A platform built to stay fast and reliable on launch day and every day after, tested end to end and backed by 24/7 support.',
      },
    },
    signupTitle: 'Join the AI Revolution',
    signupText:
      'Be among the first to trade on MatchBazaar. Leave your email or phone number and we will let you know the moment we open.',
    contactMethod: 'How should we notify you?',
    email: 'Email',
    phone: 'Phone',
    emailLabel: 'Email address',
    emailPlaceholder: 'you@example.com',
    phoneLabel: 'Phone number',
    phonePlaceholder: '555-123-4567',
    privacyNote: 'We only use your contact to tell you about the launch. Unsubscribe at any time.',
    legalLabel: 'Legal and contact',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
  },

  contact: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email address is invalid',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    sending: 'Sending...',
    success: "Your message has been sent successfully! We'll get back to you soon.",
    failure: 'There was an error sending your message. Please try again later.',
    /** Not in SPEC.md: limits, the form's labels and the page around it. */
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
    signedInTicketsHint:
      'Have an account? Support tickets let you follow every reply in one place.',
    ticketsLink: 'Submit a support ticket',
  },

  /** Support tickets of signed-in users (not in SPEC.md beyond the routes of 2.9). */
  supportTickets: {
    submitTitle: 'Submit a Ticket',
    statusTitle: 'Ticket Status',
    historyTitle: 'Ticket History',
    submitIntro:
      'Tell us what went wrong and we will get back to you by email. You can follow the ticket here.',
    subjectLabel: 'Subject',
    categoryLabel: 'Category',
    messageLabel: 'Describe the problem',
    submit: 'Submit Ticket',
    submitting: 'Submitting...',
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject must be at most 200 characters',
    categoryRequired: 'Please choose a category',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 5,000 characters',
    created: (id: number) =>
      `Ticket #${id} has been submitted. We sent a confirmation to your email address and will reply there, usually within one business day.`,
    failed: 'There was an error submitting your ticket. Please try again later.',
    tooMany:
      'You have opened several tickets in a short time. Please wait a few minutes before opening another.',
    notFound: 'We could not find that ticket.',
    statusInvalid: 'Choose one of the statuses open, in_progress, resolved or closed',
    ownerMayOnlyClose:
      'You can close your own ticket; our support team changes its other statuses.',
    closeTicket: 'Close ticket',
    closing: 'Closing...',
    closed: 'The ticket is closed. If you still need help, submit a new one.',
    loadFailed: 'We could not load your tickets. Please try again.',
    retry: 'Try again',
    signInTitle: 'Sign in to see your support tickets',
    signInText:
      'Support tickets belong to your account. Sign in to submit one or follow its status.',
    signIn: 'Sign in',
    noTickets: "You haven't submitted any support tickets yet.",
    noOpenTickets:
      'You have no open tickets. Tickets that are resolved or closed are in your history.',
    newTicket: 'Submit a new ticket',
    viewStatus: 'Ticket status',
    viewHistory: 'Ticket history',
    loadMore: 'Show older tickets',
    ticketNumber: (id: number) => `Ticket #${id}`,
    openedOn: (date: string) => `Opened ${date}`,
    updatedOn: (date: string) => `Updated ${date}`,
    lookupLabel: 'Ticket number',
    lookupSubmit: 'Check status',
    lookupInvalid: 'Enter the number of one of your tickets, e.g. 42',
    backToStatus: 'All open tickets',
    navLabel: 'Support tickets',
    loading: 'Loading your tickets',
    statusLabel: 'Status',
    yourMessage: 'Your message',
    categories: {
      account: 'Account & sign-in',
      billing: 'Payments & billing',
      orders: 'Orders & deliveries',
      listings: 'Listings & requirements',
      technical: 'Technical problem',
      safety: 'Trust & safety',
      other: 'Something else',
    },
    statuses: {
      open: 'Open',
      in_progress: 'In progress',
      resolved: 'Resolved',
      closed: 'Closed',
    },
  },

  login: {
    invalidCredentials: 'Invalid username or password',
    emailNotVerified: 'Email not verified. Please verify your email first.',
    unexpected: 'An error occurred during login',
    failed: 'Login failed',
  },

  register: {
    unexpected: 'An error occurred during registration',
    failed: 'Registration failed',
  },

  /** The authentication screens of SPEC.md 2.4: titles, labels and buttons (not in SPEC.md 8). */
  auth: {
    homeLink: 'MatchBazaar home',
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    newPasswordLabel: 'New password',
    confirmPasswordLabel: 'Confirm password',
    passwordHint: 'At least 8 characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    backToSignIn: 'Back to Sign In',
    goHome: 'Go to Home',
    login: {
      title: 'Sign In',
      subtitle: 'Welcome back. Sign in to buy, sell and follow your matches.',
      submit: 'Sign In',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      createAccount: 'Create an account',
      resendVerification: 'Resend verification email',
      adminSignIn: 'Administrator sign-in',
    },
    admin: {
      title: 'Admin Login',
      subtitle: 'Sign in with an administrator account.',
      submit: 'Sign In as Administrator',
      notAdmin: 'Not an administrator?',
      userSignIn: 'Sign in here',
      /** A signed-in account that is not an administrator, sent here by an admin-only page. */
      notAnAdmin: (email: string) =>
        `You are signed in as ${email}, which is not an administrator account. Sign in with an administrator account to continue.`,
    },
    register: {
      title: 'Create Account',
      subtitle: 'Join MatchBazaar to post what you need or what you offer.',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number (optional)',
      phoneHint: 'We send a code by SMS to verify it.',
      intentLabel: 'I want to',
      buy: 'Buy',
      buyHint: 'Post requirements and find sellers',
      sell: 'Sell',
      sellHint: 'Post listings and reach buyers',
      termsBefore: 'I accept the ',
      termsLink: 'Terms of Service',
      termsMiddle: ' and the ',
      privacyLink: 'Privacy Policy',
      termsAfter: ', and I confirm I am at least 18 years old.',
      submit: 'Create Account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
      doneTitle: 'Check your email',
      noMail: "Didn't get the email?",
      resend: 'Resend verification email',
    },
    forgotPassword: {
      title: 'Reset Password',
      subtitle:
        'Enter the email address of your account and we will send you a link to reset the password.',
      submit: 'Send Reset Link',
      sentTitle: 'Check your email',
    },
    resetPassword: {
      title: 'Reset Password',
      subtitle: 'Choose a new password for your account.',
      checking: 'Checking your reset link...',
      submit: 'Set New Password',
      doneTitle: 'Password changed',
      done: 'Your password has been changed and every device was signed out. Sign in with your new password.',
      invalidTitle: 'This reset link cannot be used',
      requestNew: 'Request a new link',
    },
    verifyEmail: {
      title: 'Verify your email',
      loading: 'Verifying your email address...',
      retrying: (attempt: number, max: number) => `Trying again (attempt ${attempt} of ${max})...`,
      validationTitle: 'This verification link is not valid',
      errorTitle: 'Verification failed',
      requestNew: 'Request New Verification Email',
      returnToLogin: 'Return to Login',
      goToLogin: 'Go to Login',
      returnHome: 'Return to Homepage',
      retry: 'Retry Verification',
      idleTitle: 'Waiting to verify',
      idleText:
        'Verification did not start. Reload the page or open the link from your email again.',
      reload: 'Reload Page',
      crashTitle: 'Something went wrong',
      crashText: 'Unexpected Error',
      tryAgain: 'Try Again',
    },
    verifySuccess: {
      title: 'Email Verified',
      text: (email: string) => `${email} is verified. You can now sign in to MatchBazaar.`,
      textNoEmail: 'Your email address is verified. You can now sign in to MatchBazaar.',
      signIn: 'Continue to Sign In',
      notVerifiedTitle: 'Email not verified yet',
      notVerifiedText:
        'Open the link from your verification email to verify your address, or request a new one.',
    },
    resendVerification: {
      title: 'Resend Verification Email',
      subtitle:
        'Enter the email address you registered with and we will send a new verification link.',
      submit: 'Send Verification Email',
      sentTitle: 'Check your email',
    },
    logout: {
      title: 'Signed Out',
      signingOut: 'Signing you out...',
      text: 'You have been signed out of MatchBazaar on this device.',
      signInAgain: 'Sign In Again',
    },
    notFound: "This sign-in page doesn't exist. It may have moved.",
    serverError: 'Something went wrong while signing you in. Please try again in a moment.',
  },

  /** Accounts: form and API texts beyond SPEC.md's (written for users). */
  accounts: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameTooLong: 'Names can be at most 100 characters',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordCommon: 'This password is too common. Please choose a less predictable one.',
    intentRequired: 'Choose whether you want to buy or sell',
    termsRequired: 'You must accept the Terms of Service and confirm you are at least 18',
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'Current password is incorrect',
    registered:
      'Account created. We sent a verification link to your email address; open it to sign in.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    adminOnly: 'This sign-in is for administrators only.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    xsrfMissing: 'Your request could not be verified. Reload the page and try again.',
    signedIn: 'Signed in successfully.',
    signedOut: 'You have been signed out.',
    refreshed: 'Your session was renewed.',
    currentUser: 'Your account details.',
    emailVerified: 'Email verified successfully',
    phoneVerified: 'Phone verified successfully',
    resetRequested: 'If an account exists for that address, we sent a link to reset the password.',
    resetTokenValid: 'This reset link is valid. Choose a new password.',
    passwordReset:
      'Your password has been reset and every device was signed out. Sign in with your new password.',
    passwordChanged: 'Your password was changed. Your other devices were signed out.',
    verificationResent:
      'If this address still needs verifying, we sent a new verification message. Check your inbox.',
    phoneCodeResent: 'We sent a new verification code by SMS. It expires in 10 minutes.',
    noPhoneToVerify: 'There is no unverified phone number on your account.',
    resendTooSoon: 'A verification message was sent recently. Please wait a minute and try again.',
    sessionsListed: 'Your active sessions.',
    sessionEnded: 'The session was ended.',
    otherSessionsEnded: 'All other sessions were ended.',
    sessionNotFound: 'That session was not found or has already ended.',
  },

  /** /profile: the signed-in user's names, phone (re-verified when changed) and photo. */
  profile: {
    title: 'Profile',
    intro: 'Your name, phone number and photo, as people you trade with see them.',
    detailsHeading: 'Personal details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailHelp: 'Your sign-in address. It cannot be changed here.',
    phone: 'Phone number (optional)',
    phoneHelp: 'Changing it sends a code by SMS to the new number.',
    verified: 'Verified',
    notVerified: 'Not verified',
    save: 'Save changes',
    noChanges: 'There are no changes to save.',
    loaded: 'Your profile.',
    updated: 'Your profile was updated.',
    phoneCodeSent:
      'Your profile was updated. We sent a verification code by SMS to your new phone number.',
    loadFailed: 'We could not load your profile. Please try again.',
    saveFailed: 'We could not save your profile. Please try again.',
    retry: 'Try again',
    verifyHeading: 'Verify your phone number',
    verifyText: (phone: string) => `Enter the 6-digit code we sent by SMS to ${phone}.`,
    codeLabel: 'Verification code',
    verifyPhone: 'Verify phone',
    phoneVerified: 'Phone verified successfully',
    resendCode: 'Send a new code',
    codeResent: 'We sent a new code. It expires in 10 minutes.',
    tooManyPhoneChanges:
      'You have changed your phone number several times in a short while. Please wait an hour before changing it again.',
    photoHeading: 'Profile photo',
    photoRules: 'JPEG, PNG or WebP, up to 2 MB.',
    choosePhoto: 'Choose a photo',
    uploadPhoto: 'Upload photo',
    cancelPhoto: 'Cancel',
    removePhoto: 'Remove photo',
    photoAlt: (name: string) => `Profile photo of ${name}`,
    previewAlt: 'Preview of the chosen photo',
    imageUploaded: 'Your profile photo was updated.',
    imageRemoved: 'Your profile photo was removed.',
    imageRequired: 'Please choose an image to upload.',
    imageType: 'Please choose a JPEG, PNG or WebP image.',
    imageTooLarge: 'The image is larger than 2 MB. Please choose a smaller one.',
    imageNotFound: 'There is no profile photo here.',
    notMultipart: 'Send the photo as multipart/form-data in a field named "image".',
    imageFailed: 'We could not update your profile photo. Please try again.',
  },

  /** /settings: password change and the active sessions. */
  accountSettings: {
    title: 'Settings',
    intro: 'Keep your account secure: change your password and see where you are signed in.',
    passwordHeading: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHelp: 'At least 8 characters. Avoid common or reused passwords.',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed. Your other devices were signed out.',
    changeFailed: 'We could not change your password. Please try again.',
    sessionsHeading: 'Active sessions',
    sessionsIntro: 'Devices signed in to your account. End any session you do not recognise.',
    thisDevice: 'This device',
    signedInAt: (when: string) => `Signed in ${when}`,
    lastUsed: (when: string) => `Last used ${when}`,
    endSession: 'End session',
    endSessionLabel: (device: string) => `End session on ${device}`,
    endOthers: 'End all other sessions',
    sessionEnded: 'The session was ended.',
    othersEnded: 'All other sessions were ended.',
    noOtherSessions: 'No other devices are signed in.',
    sessionsFailed: 'We could not load your sessions. Please try again.',
    endFailed: 'We could not end the session. Please try again.',
    retry: 'Try again',
  },

  passwordReset: {
    invalidEmail: 'Please enter a valid email address',
    timedOut: 'Request timed out. Please try again.',
    network: 'Network error. The server may be down or unreachable.',
    endpointMissing: 'Password reset endpoint not found. Please contact support.',
    sendFailed: 'Failed to send password reset email',
    invalidToken: 'Invalid reset token',
    tokenNotFound: 'Reset token not found or has expired',
    invalidRequest: 'Invalid password reset request. The token may be expired.',
    failed: 'Failed to reset password',
    tokenMissing: 'Reset token is missing',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordsDiffer: 'Passwords do not match',
  },

  contactVerification: {
    tokenMissing: (type: ContactType) => `Missing verification token for ${type}`,
    valueMissing: (type: ContactType) => `Missing ${type} value to verify`,
    invalidEmail: 'Invalid email format',
    invalidPhone: 'Invalid phone number format',
    unauthorized: (type: ContactType) =>
      `Unauthorized: You don't have permission to verify this ${type}.`,
    notAuthorized: "You're not authorized to perform this verification.",
    linkNotFound: 'Verification link not found or expired.',
    endpointNotFound: 'Verification endpoint not found.',
    badRequest: 'Invalid verification request.',
    serverError: (type: ContactType) => `Server error during ${type} verification.`,
    timedOut: (type: ContactType) => `${type} verification timed out.`,
    badShape: (type: ContactType) => `Invalid ${type} verification response format`,
    failed: (type: ContactType) => `Failed to verify ${type}`,
  },

  emailVerification: {
    failed: 'Email verification failed. Please try again or contact support.',
    timedOut: 'Verification request timed out.',
    network: 'Network error during verification.',
    invalidLink: 'Verification link is invalid or has expired.',
    forbidden: 'You do not have permission to verify this email.',
  },

  verifyPage: {
    timedOut: 'Verification timed out. The server might be busy right now.',
    network: 'Network connection issue. Please check your internet connection and try again.',
    expired:
      'The verification link has expired or is invalid. Please request a new verification email.',
    failed: 'Verification failed. Please try again or contact support.',
    maxAttempts:
      'Maximum verification attempts reached. Please try again later or contact support.',
    invalidTokenFormat: 'Invalid verification token format',
    emailHasSpaces: 'The email address contains spaces, which are not allowed.',
    emailMissingAt: 'The email address is missing the @ symbol.',
    emailDomainIncomplete: 'The email domain appears to be incomplete.',
    missingParameters: 'Missing verification information. Please check your email link.',
    malformedToken: 'The verification link appears to be malformed...',
    verifiedTitle: 'Email Verified',
    verifiedText: 'Success! Your email has been verified. Redirecting you...',
  },

  permission: {
    denied: "You don't have permission to access this page.",
    deniedAuthGuard: "You don't have permission to access this page",
  },

  /** The authentication-required page (SPEC.md 2.10) and the access-denied notice (SPEC.md 4.6). */
  authRequired: {
    text: 'You need to sign in to view this page.',
    signIn: 'Sign in',
    register: 'Create an account',
    checking: 'Checking your session',
    dismiss: 'Dismiss',
  },

  common: {
    loadingPage: 'Loading page',
    /** Every footer's last line (the launch page's and the site's). */
    copyright: (year: number) => `© ${year} MatchBazaar. All rights reserved.`,
  },

  errors: {
    boundaryTitle: 'Something went wrong',
    renderText: "We're sorry, but an error occurred while rendering this page.",
    reloadPage: 'Reload page',
    routerText: "We've encountered an unexpected error. Our team has been notified.",
    routerReload: 'Reload Page',
    routerHome: 'Return to Home',
    routeTitle: 'Page Error',
    routeText: 'There was a problem loading this page. Please try again.',
    retry: 'Retry',
    dashboardTitle: 'Dashboard Error',
    dashboardText: 'There was a problem loading this dashboard page. Please try again.',
    dashboardRenderText: "We're sorry, but there was an error loading this page.",
    tryAgain: 'Try again',
    notFoundTitle: 'Page Not Found',
    notFoundText: "The page you're looking for doesn't exist or has moved.",
    serverErrorTitle: 'Server Error',
    serverErrorText: 'Something went wrong on our side. Please try again in a moment.',
    goHome: 'Go to Home',
  },

  /** The waitlist's double opt-in and unsubscribe: API answers and the two link pages (not in SPEC.md). */
  waitlist: {
    tooManySignups:
      'Too many sign-up attempts from your network. Please wait a minute and try again.',
    confirmed: "You're on the list! We'll let you know the moment MatchBazaar launches.",
    confirmAfterUnsubscribe:
      'You unsubscribed from our launch updates, so this link no longer signs you up. To join again, subscribe on the launch page.',
    invalidLink:
      'This link is not valid. Please open the link from your most recent MatchBazaar message, or sign up again on the launch page.',
    unsubscribed: "You're unsubscribed. You won't get any more launch updates from MatchBazaar.",
    network: 'We could not reach MatchBazaar. Check your connection and try again.',
    confirmTitle: 'Confirm your subscription',
    confirming: 'Confirming your subscription...',
    confirmedTitle: "You're on the list",
    confirmFailedTitle: 'We could not confirm your subscription',
    unsubscribeTitle: 'Unsubscribe from launch updates',
    unsubscribeText:
      'We will stop sending launch updates to the email address or phone number this link was sent to.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    unsubscribedTitle: "You're unsubscribed",
    unsubscribeFailedTitle: 'We could not unsubscribe you',
    toLaunchPage: 'Go to the launch page',
    tryAgain: 'Try again',
  },

  /** The public site's header and footer (SPEC.md 2.10 and 2.3). */
  site: {
    brand: 'MatchBazaar',
    homeLink: 'MatchBazaar home',
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    menu: {
      shopByCategory: 'Shop by Category',
      exploreLocalStores: 'Explore Local Stores',
      shopDeals: 'Shop Deals',
      sellItems: 'Sell Items',
      resources: 'Resources',
      support: 'Support',
    },
    /** The mega menu: a group's first link, to the group's own page. */
    allInGroup: (group: string) => `All of ${group}`,
    allCategories: 'Browse the whole marketplace',
    categoryGroups: 'Category groups',
    loadingMenu: 'Loading menu...',
    menuFailed: 'The menu could not be loaded.',
    searchPlaceholder: 'Search for opportunities...',
    searchLabel: 'Search for opportunities',
    search: 'Search',
    popularSearches: 'Popular:',
    popularSearchesLabel: 'Popular searches',
    popular: ['Fresh Vegetables', 'Organic Grains', 'Houses for Sale', 'Used Cars'],
    logIn: 'Log in',
    signUp: 'Sign up',
    accountMenu: (name: string) => `Account menu for ${name}`,
    dashboard: 'Dashboard',
    profile: 'Profile',
    settings: 'Settings',
    signOut: 'Sign out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Site menu',
    footer: {
      tagline:
        'The AI-matched marketplace for India and the US: post what you need or what you offer, pay safely through escrow, and get help 24/7.',
      columns: {
        marketplace: 'Marketplace',
        company: 'Company',
        help: 'Help',
        legal: 'Legal',
      },
      home: 'Home',
      browse: 'Browse the marketplace',
      about: 'About Us',
      faq: 'FAQ',
      contact: 'Contact Us',
      cookieSettings: 'Managing Cookies',
    },
  },

  /** The home page's texts that tests and several sections share; its long copy lives beside it. */
  home: {
    recentTitle: 'Recent opportunities',
    recentIntro: 'Fresh requests from buyers and offers from sellers, matched by category.',
    recentToggleLabel: 'Show buyer requests or seller offers',
    buyerTab: 'Buyer Requests',
    sellerTab: 'Seller Offers',
    needed: 'Needed',
    offering: 'Offering',
    urgency: { high: 'High Priority', medium: 'Medium Priority', low: 'Low Priority' },
    budget: 'Budget',
    price: 'Price',
    submitProposal: 'Submit Proposal',
    viewDetails: 'View Details',
    viewAll: 'View All',
    viewAllBuyer: 'View all buyer requests',
    viewAllSeller: 'View all seller offers',
    loadingListings: 'Loading recent opportunities',
    listingsFailed: 'We could not load the latest opportunities.',
    emptyBuyer: 'No buyer requests yet. Post what you need and sellers will come to you.',
    emptySeller: 'No seller offers yet. List what you sell and buyers will find you.',
    emptyBuyerAction: 'Post a Requirement',
    emptySellerAction: 'List an Item',
    retry: 'Retry',
  },

  /** The listings read API: GET /api/v1/listings and GET /api/v1/listings/categories. */
  listings: {
    loaded: 'Listings loaded.',
    categoriesLoaded: 'Categories loaded.',
    invalidType: "Listing type must be 'buyer' or 'seller'.",
    invalidLimit: 'Limit must be a whole number from 1 to 50.',
  },

  /** /admin/dashboard (SPEC.md 2.8): the launch panel and the way to the queue dashboard. */
  adminDashboard: {
    title: 'Admin Dashboard',
    intro: 'Run the launch and keep an eye on the queues that deliver messages.',
    launchHeading: 'Launch',
    modeLabel: 'Site mode',
    modes: { prelaunch: 'Pre-launch', live: 'Live' },
    launchTimeLabel: 'Launch time',
    launchTimeDefault: "(the default: 22 September, 00:00 in each visitor's time)",
    notStarted:
      'When the site goes live, every confirmed subscriber gets one launch email or SMS. Going live happens by itself at the launch time, or now with the button.',
    goLive: 'Go live now',
    goingLive: 'Going live...',
    confirmTitle: 'Open MatchBazaar to everyone?',
    confirmText:
      'The access gate and the launch page step aside for every visitor, and the launch message goes out to every confirmed subscriber. This cannot be undone from here.',
    confirm: 'Go live',
    cancel: 'Cancel',
    broadcastHeading: 'Launch broadcast',
    broadcastStatus: { enqueuing: 'Queuing messages', enqueued: 'All messages queued' },
    done: 'Finished',
    figures: {
      total: 'Subscribers',
      queued: 'Waiting',
      sent: 'Sent',
      failed: 'Failed',
      skipped: 'Skipped (unsubscribed)',
    },
    startedAt: (when: string) => `Started ${when}`,
    progressLabel: 'Launch broadcast progress',
    loadFailed: 'We could not load the launch status.',
    goLiveFailed: 'We could not switch the site to live. Please try again.',
    retry: 'Retry',
    queuesHeading: 'Queues',
    queuesText:
      'Mail, SMS and launch jobs, with their failures and retries, are in the queue dashboard. It opens with your admin sign-in for 15 minutes at a time.',
    openQueues: 'Open the queue dashboard',
    openingQueues: 'Opening...',
    queuesFailed: 'We could not open the queue dashboard. Please try again.',
    /** The API's answer when it hands out the pass. */
    queuesPassIssued: 'The queue dashboard is open to you for the next 15 minutes.',
  },

  /** The platform's own API error texts (not in SPEC.md; written for users). */
  api: {
    /** A 4xx without a more specific text (409, 422, ...). */
    badRequest: 'The request could not be processed.',
    /** Pre-launch: an API call from a browser that has not passed the access gate. */
    accessRequired: 'MatchBazaar is not open yet. Enter the access code to continue.',
    validationFailed: 'Some fields are missing or invalid.',
    malformedJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'The request body must be sent as application/json.',
    payloadTooLarge: 'The request body is too large.',
    notFound: 'The requested resource was not found.',
    methodNotAllowed: 'This method is not allowed here.',
    unauthorized: 'You need to sign in to do that.',
    forbidden: "You don't have permission to do that.",
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    queueUnavailable: 'We cannot take this request right now. Please try again in a minute.',
    serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
    internal: 'Something went wrong on our side. Please try again later.',
    /** Admin API before accounts exist: the operator token is missing or wrong. */
    operatorRequired:
      'This needs an admin sign-in or the operator token (Authorization: Bearer <OPERATOR_TOKEN>).',
    operatorAccessOff:
      'Sign in as an admin: operator access is turned off (OPERATOR_TOKEN is not set on the server).',
    broadcastNotFound: 'There is no broadcast with that id.',
    /** The queue dashboard opened without an admin's pass or the operator's credentials. */
    queueBoardRequired:
      'Open the queue dashboard from the admin dashboard while signed in as an admin, or sign in as the operator.',
  },
} as const;

export type Messages = typeof messages;
