import type { legalDe } from './legal.de';
import type { TranslationShape } from './translationShape';

/** English texts of the legal pages and the changelog (see legal.de.ts). */
export const legalEn: TranslationShape<typeof legalDe> = {
  impressum: {
    title: 'Legal notice',
    disclosure: 'Information and disclosure according to § 5 ECG, § 14 UGB and § 25 Austrian Media Act',
    owner: 'Media owner and operator',
    managingDirector: 'Managing director',
    companyRegisterNumber: 'Company register number',
    companyRegisterCourt: 'Company register court',
    vatId: 'VAT ID',
    contact: 'Contact',
    purposeTitle: 'Business purpose',
    purposeText:
      'Operation of an online platform on which clubs announce shooting sport competitions and events and shooters register for them.',
    lineTitle: 'Editorial line',
    lineText:
      'Information about shooting sport competitions in Austria and handling of registrations. The organising club is responsible for its announcements and for running its competitions.',
    liabilityTitle: 'Liability for content and links',
    liabilityText:
      'We create the content of these pages with great care but accept no liability for information provided by clubs. The operators of linked external pages are solely responsible for their content.',
    disputeTitle: 'Online dispute resolution',
    disputeText:
      "Consumers may submit complaints to the EU's online dispute resolution platform. We are neither obliged nor willing to take part in dispute resolution proceedings.",
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      'Protecting your personal data matters to us. We process your data solely on the basis of the General Data Protection Regulation (GDPR) and the Austrian Data Protection Act (DSG).',
    controller: {
      title: 'Controller',
      text: 'The controller responsible for data processing on this portal is:',
    },
    data: {
      title: 'Which data we process',
      text: 'Account: username, name, address, e-mail address, phone number, language and optional shooter data (club, division, class, factor, alias, IPSC and SASS number). Registrations: competition, squad, stand, payment and cancellation status.',
    },
    purposes: {
      title: 'Purposes and legal bases',
      text: 'We process this data to run your account and handle your registrations (performance of a contract, Art. 6(1)(b) GDPR), to meet statutory retention duties (Art. 6(1)(c) GDPR) and, only with your consent, to inform you about new competitions (Art. 6(1)(a) GDPR).',
    },
    recipients: {
      title: 'Recipients',
      text: 'The club organising a competition receives the data of your registration for that competition. For card payments we pass the data needed for the payment to the payment provider. We never pass data on for advertising.',
    },
    contactMail: {
      title: 'Contact by e-mail',
      text: 'When you write to us by e-mail or through a contact form, we store your details to handle the request and any follow-up questions. We keep this data for six months and delete it afterwards.',
    },
    browserStorage: {
      title: 'Storage in your browser',
      text: "The portal keeps only what it needs to work in your browser's local storage: the chosen language, your login session (token and user data) and the content of your cart. Logging out deletes the session and the cart. We use no tracking or advertising cookies.",
    },
    retention: {
      title: 'Retention period',
      text: 'We keep account data as long as your account exists. Registrations and payment records are kept as long as statutory retention periods require (usually seven years).',
    },
    rights: {
      title: 'Your rights',
      text: 'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw any consent at any time. To exercise them, write to {{email}}.',
    },
    complaint: {
      title: 'Right to lodge a complaint',
      text: 'If you believe that the processing of your data violates data protection law, you may lodge a complaint with the Austrian Data Protection Authority (www.dsb.gv.at).',
    },
  },
  conditions: {
    title: 'Terms of participation',
    intro:
      'These terms apply to the use of the Shooting Sport Portal and to every registration for competitions and events made through the portal.',
    scope: {
      title: '1. Scope',
      text: 'The portal handles registrations for competitions and events announced and run by clubs. The organiser is the club named in the announcement; its announcement and range rules apply in addition.',
    },
    account: {
      title: '2. Account',
      text: 'An account requires truthful information. Keep your login details secret. We may block accounts that are misused.',
    },
    signUp: {
      title: '3. Registering for competitions',
      text: 'A registration is binding once it has been sent and confirmed. While you register, a place in the chosen squad is held for a short time; when the time runs out, the place is released. If a squad is full you can join its waiting list, where the club offers one. Without an account only one registration at a time is possible.',
    },
    payment: {
      title: '4. Entry fee and payment',
      text: 'The organising club sets the entry fee. Depending on what the club offers, it is paid on site, by bank transfer to the club or online by card. Waiting-list places are paid only once a starting place becomes free.',
    },
    premium: {
      title: '5. Premium membership',
      text: 'Premium membership costs 20 euros per year including VAT and is valid for one year from payment. If automatic renewal was chosen, it renews for one year at a time unless cancelled at least two weeks before it expires.',
    },
    cancellation: {
      title: '6. Signing off and cancellation',
      text: "You can sign off in the portal until the registration period ends. Whether and how much of an entry fee already paid is refunded is governed by the club's announcement. If a club cancels a competition, we inform everyone registered.",
    },
    conduct: {
      title: '7. Safety and conduct',
      text: 'Participants must meet the legal requirements of firearms law and follow the range rules and the instructions of the range officers. The club may exclude anyone who breaks safety rules from the competition.',
    },
    liability: {
      title: '8. Liability',
      text: 'The organising club is liable for running its competitions. We are liable only for intent and gross negligence; liability for personal injury remains unaffected. We strive to keep the portal available at all times but cannot guarantee it.',
    },
    final: {
      title: '9. Final provisions',
      text: 'Austrian law applies, excluding its conflict-of-law rules. The place of jurisdiction is Vienna unless mandatory consumer protection law provides otherwise.',
    },
    withdrawal: {
      title: '10. Right of withdrawal',
      text: 'You may withdraw from a premium membership contract within 14 days of its conclusion without giving reasons. An informal statement to the address in the imprint is enough. If you withdraw, we refund all payments within 14 days by the same means of payment. If you asked for the membership to begin during the withdrawal period, you pay a proportionate amount for the time used until the withdrawal.',
    },
  },
  changelog: {
    title: 'Changelog',
    intro: 'What changed in each version of the portal.',
    version: 'Version {{version}}',
    released: 'released on {{date}}',
    features: 'Features',
    fixes: 'Fixes',
  },
};
