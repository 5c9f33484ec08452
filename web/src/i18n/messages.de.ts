import type { ErrorKey, SuccessKey } from '@portal/contracts';

export type MessageKey = ErrorKey | SuccessKey;

/** Error and success keys of the API (namespace "messages"; keys may contain dots). */
export const messagesDe: Record<MessageKey, string> = {
  // session and login
  Unauthorized: 'Benutzername oder Passwort ist falsch.',
  Inactive_user: 'Ihr Benutzerkonto ist gesperrt. Bitte wenden Sie sich an den Support.',
  Not_verified:
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte klicken Sie auf den Link in der Bestätigungs-E-Mail.',
  'Unknown method': 'Unbekannte Anmeldeaktion.',
  VERIFY_ERROR: 'Die Bestätigung ist fehlgeschlagen. Der Link ist ungültig oder abgelaufen.',
  'resources.users.confirmPasswortReset.resetError':
    'Das Passwort konnte nicht zurückgesetzt werden. Der Link ist ungültig oder abgelaufen.',
  // access
  PERMISSION_DENIED: 'Dafür fehlt Ihnen die Berechtigung.',
  ACCESS_ONLY_SHOOTER: 'Diese Funktion steht nur Schützinnen und Schützen zur Verfügung.',
  ACCESS_DENIED: 'Zugriff verweigert.',
  // field validation
  FIELD_IS_REQUIRED: 'Dieses Feld ist ein Pflichtfeld.',
  FIELD_IS_NULL: 'Dieses Feld darf nicht leer sein.',
  TOO_MANY_LOGIN_ATTEMPTS:
    'Zu viele fehlgeschlagene Login-Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.',
  DEPUTY_ALREADY_EXISTS: 'Diese Person ist bereits als Stellvertretung eingetragen.',
  DEPUTY_SELF: 'Sie können sich nicht selbst als Stellvertretung eintragen.',
  ROLE_NOT_ASSIGNABLE: 'Diese Rolle dürfen Sie nicht vergeben.',
  FIELD_MINLENGTH_2: 'Bitte geben Sie mindestens 2 Zeichen ein.',
  FIELD_MAXLENGTH_255: 'Bitte geben Sie höchstens 255 Zeichen ein.',
  PASSWORD_INVALID:
    'Das Passwort muss 6 bis 128 Zeichen lang sein und mindestens eine Ziffer, einen Klein- und einen Großbuchstaben enthalten.',
  STATE_INVALID: 'Bitte wählen Sie ein Bundesland aus der Liste.',
  NAME_ALREADY_EXISTS: 'Dieser Name ist bereits vergeben.',
  REFERENCE_IN_USE: 'Der Eintrag wird noch verwendet und kann nicht gelöscht werden.',
  FIELD_MINLENGTH_3: 'Bitte geben Sie mindestens 3 Zeichen ein.',
  EMAIL_FORMAT: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  PW_MUST_MATCH: 'Die Passwörter stimmen nicht überein.',
  MUST_START_WITH_HTTP_OR_HTTPS: 'Der Link muss mit http:// oder https:// beginnen.',
  FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED: 'Pflichtfeld, wenn der Name der Bank angegeben ist.',
  FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED: 'Pflichtfeld, wenn eine IBAN angegeben ist.',
  FILETYPE_NOT_ALLOWED: 'Dieser Dateityp ist nicht erlaubt. Bitte verwenden Sie .png, .jpg oder .jpeg.',
  // users, roles, clients, clubs
  NO_USER: 'Es wurde kein Benutzer gefunden.',
  NO_EMAIL_ADDRESS: 'Zu diesem Benutzer ist keine E-Mail-Adresse hinterlegt.',
  USER_ALREADY_EXISTS: 'Dieser Benutzername ist bereits vergeben.',
  EMAIL_ALREADY_EXISTS: 'Diese E-Mail-Adresse ist bereits registriert.',
  USER_DOES_NOT_EXIST: 'Dieser Benutzer existiert nicht.',
  USER_SELF_DELETE: 'Sie können Ihr eigenes Benutzerkonto nicht löschen.',
  CLIENT_DOES_NOT_EXIST: 'Dieser Mandant existiert nicht.',
  CLIENT_ALREADY_EXISTS: 'Ein Mandant mit diesem Namen existiert bereits.',
  USERROLE_DOES_NOT_EXIST: 'Diese Benutzerrolle existiert nicht.',
  USERROLE_ALREADY_EXISTS: 'Eine Benutzerrolle mit diesem Namen existiert bereits.',
  USERROLE_NAME_NOT_VALID:
    'Ungültiger Rollenname: nur Großbuchstaben, Ziffern und _; Rollen eines Mandanten beginnen mit ROLE_CLIENT_.',
  USERROLE_NOT_EDITABLE: 'Diese Benutzerrolle kann nicht bearbeitet werden.',
  USERROLE_NOT_DELETABLE: 'Diese Benutzerrolle kann nicht gelöscht werden.',
  CLUB_DOES_NOT_EXIST: 'Dieser Verein existiert nicht.',
  // missing selections
  CLASS_MISSING: 'Bitte wählen Sie eine Klasse.',
  FACTOR_MISSING: 'Bitte wählen Sie einen Faktor.',
  DIVISION_MISSING: 'Bitte wählen Sie eine Division.',
  SQUAD_MISSING: 'Bitte wählen Sie einen Squad.',
  COMPETITION_MISSING: 'Bitte wählen Sie einen Bewerb.',
  CLUB_MISSING: 'Bitte wählen Sie einen Verein.',
  PAYMENTMETHOD_MISSING: 'Bitte wählen Sie eine Zahlungsart.',
  PAYMENTMETHOD_REQUIRED: 'Bitte wählen Sie mindestens eine Zahlungsart (vor Ort, Überweisung oder Karte).',
  // squads and stands
  SQUAD_FULL: 'Dieser Squad ist bereits voll.',
  SQUAD_ONLY_WAITINGLIST_SPOTS: 'In diesem Squad sind nur noch Plätze auf der Warteliste frei.',
  SQUAD_REQUIRE_CODE: 'Für diesen Squad ist ein Reservierungscode erforderlich.',
  NO_SQUAD_DEFINED: 'Für diesen Bewerb ist noch kein Squad angelegt.',
  SQUAD_COULD_NOT_BE_DELETED: 'Der Squad konnte nicht gelöscht werden.',
  SQUAD_COULD_NOT_BE_DELETED_IN_USE:
    'Der Squad kann nicht gelöscht werden, weil bereits Anmeldungen bestehen.',
  SQUAD_STAND_NOT_FOUND: 'Dieser Stand ist nicht verfügbar oder bereits vergeben.',
  SQUAD_STAND_WAITINGLIST_SPOT: 'Für einen Platz auf der Warteliste kann kein Stand gewählt werden.',
  'ERROR.SQUAD_STAND_SIZE_NOT_MATCH': 'Die Squad-Größe muss der Anzahl der Stände entsprechen.',
  // competitions
  COMPETITION_DOESNT_EXIST: 'Dieser Bewerb existiert nicht.',
  PAYMENTMETHOD_INVALID_FOR_CART: 'Die gewählte Zahlungsart ist nicht für alle Bewerbe im Warenkorb möglich.',
  REGISTRATION_ALREADY_STARTED: 'Die Anmeldephase hat bereits begonnen.',
  'ERROR.REGISTRATION_ALREADY_STARTED':
    'Die Anmeldephase hat bereits begonnen. Wollen Sie den Bewerb trotzdem absagen?',
  CHECK_REGISTRATION_DATE: 'Bitte prüfen Sie den Anmeldezeitraum.',
  CHECK_REGISTRATION_START: 'Der Anmeldebeginn muss vor dem Bewerbsbeginn liegen.',
  CHECK_REGISTRATION_END: 'Das Anmeldeende muss nach dem Anmeldebeginn und vor dem Bewerbsbeginn liegen.',
  'ERROR.SELECT_COMPETITION_TYPE': 'Bitte wählen Sie zuerst einen Bewerbstyp.',
  FIELD_MIN_0: 'Der Wert darf nicht negativ sein.',
  FIELD_MIN_9: 'Der Wert muss mindestens 9 sein.',
  DATE_IN_THE_PAST: 'Das Datum darf nicht in der Vergangenheit liegen.',
  CHECK_COMPETITION_END_DATE: 'Das Ende darf nicht vor dem Beginn liegen.',
  AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER: 'Die automatische Abmeldung braucht eine Zahlungserinnerung.',
  FACTOR_NOT_IN_COMPETITION: 'Dieser Faktor ist in diesem Bewerb nicht zugelassen.',
  DIVISION_NOT_IN_COMPETITION: 'Diese Division ist in diesem Bewerb nicht zugelassen.',
  CLASS_NOT_IN_COMPETITION: 'Diese Klasse ist in diesem Bewerb nicht zugelassen.',
  NO_DOWNLOADS_AVAILABLE: 'Keine Downloads verfügbar.',
  // codes, orders, cart
  CODE_USED: 'Dieser Reservierungscode wurde bereits verwendet.',
  USED_CODE: 'Dieser Reservierungscode wurde bereits verwendet.',
  INVALID_CODE: 'Der Reservierungscode ist ungültig.',
  PREPARED_ORDER_NOT_FOUND:
    'Der reservierte Platz wurde freigegeben, weil die Zeit abgelaufen ist. Bitte schließen Sie das Fenster und melden Sie sich erneut an.',
  ORDER_ITEM_NOT_FOUND: 'Diese Anmeldung wurde nicht gefunden.',
  TOO_EARLY_TO_DELETE:
    'Diese Anmeldung kann noch nicht gelöscht werden. Bitte versuchen Sie es später erneut.',
  MULTIPLE_REGISTRATION: 'Sie sind für diesen Bewerb bereits angemeldet.',
  MULTIPLE_REGISTRATION_NOT_PAID: 'Mehrfachanmeldungen sind nur mit aktiver Premium-Mitgliedschaft möglich.',
  PREMIUM_FEATURE: 'Diese Funktion steht nur Premium-Mitgliedern zur Verfügung.',
  ONLY_ONE_COMPETITION_FOR_GUEST:
    'Ohne Benutzerkonto können Sie sich nur für einen Bewerb gleichzeitig anmelden. Bitte registrieren Sie sich für weitere Anmeldungen.',
  GUEST_SESSION_REQUIRED:
    'Ihre Gastsitzung ist abgelaufen. Bitte laden Sie die Seite neu und melden Sie sich erneut an.',
  GUEST_PROOF_INVALID: 'Die Gastsitzung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  GUEST_PLACES_EXHAUSTED:
    'Die Plätze für Anmeldungen ohne Benutzerkonto sind derzeit ausgeschöpft. Bitte loggen Sie sich mit einem Benutzerkonto ein oder versuchen Sie es später erneut.',
  GUEST_ADDRESS_LIMIT:
    'Von Ihrem Netzwerk aus sind bereits zu viele unbestätigte Gastanmeldungen offen. Bitte loggen Sie sich mit einem Benutzerkonto ein oder versuchen Sie es später erneut.',
  ADMISSION_REQUIRED:
    'Dieser Bewerb öffnet mit fairer Anmeldung: Bitte reihen Sie sich auf der Bewerbsseite ein und melden Sie sich an, sobald Sie an der Reihe sind.',
  FAIR_QUEUE_NOT_OPEN: 'Die Warteschlange für diesen Bewerb ist nicht offen.',
  NO_ITEMS_IN_CART: 'Ihr Warenkorb ist leer.',
  NO_RESERVATION_LIMIT: 'Für diese Reservierung ist kein Kontingent mehr frei.',
  NO_VALID_UNTIL: 'Diese Reservierung ist nicht mehr gültig.',
  'checkout.paymentError': 'Bitte wählen Sie eine Zahlungsart.',
  // card payments
  CHECKOUT_NOT_FOUND: 'Diese Zahlung wurde nicht gefunden.',
  CHECKOUT_EXPIRED: 'Die Zeit für diese Zahlung ist abgelaufen. Bitte starten Sie die Zahlung erneut.',
  CHECKOUT_CLOSED: 'Diese Zahlung ist bereits abgeschlossen. Bitte starten Sie die Zahlung erneut.',
  CHECKOUT_NOT_OPENED: 'Diese Zahlung wurde nie begonnen.',
  ORDER_ITEM_CANCELLED: 'Diese Anmeldung wurde storniert und kann nicht mehr bezahlt werden.',
  SIGNATURE_INVALID: 'Die Nachricht des Zahlungsanbieters ist nicht gültig signiert.',
  AMOUNT_MISMATCH: 'Der Betrag passt nicht zur Bestellung.',
  CURRENCY_INVALID: 'Die Währung passt nicht zur Bestellung (nur Euro).',
  PAYMENT_REFERENCE_MISMATCH: 'Die Zahlungsreferenz passt nicht zur Bestellung.',
  ORDER_ITEM_ALREADY_PAID: 'Diese Anmeldung ist bereits bezahlt.',
  PAYMENT_NOT_FOUND: 'Die Zahlung wurde nicht gefunden.',
  PAYMENT_ALREADY_REFUNDED: 'Diese Zahlung wurde bereits erstattet.',
  PAYMENT_NOT_REFUNDABLE: 'Diese Zahlung kann nicht erstattet werden.',
  NO_BANK_INFORMATION: 'Der Verein hat keine Bankverbindung hinterlegt.',
  TRANSFER_NOT_DUE: 'Für diese Anmeldung ist keine Überweisung offen.',
  ALREADY_PAID: 'Bereits bezahlt.',
  PREMIUM_RENEWAL_PROCESSING: 'Die Verlängerung wird gerade von Ihrer Karte abgebucht.',
  INVOICE_NUMBER_ALREADY_EXISTS: 'Diese Rechnungsnummer gibt es schon.',
  START_FEE_NOT_DUE: 'Trainings, Kurse und Helferplanungen sind kostenlos; dafür gibt es keine Rechnung.',
  INVOICE_BELOW_START_FEE: 'Der Betrag liegt unter der Startgebühr für diesen Bewerb.',
  COMPETITION_ALREADY_INVOICED:
    'Für diesen Bewerb gibt es schon eine gültige Rechnung. Stornieren Sie sie zuerst mit einer Gutschrift.',
  INVOICE_ALREADY_CANCELLED: 'Diese Rechnung ist bereits storniert.',
  // exports
  EXPORT_JOBS_RUNNING: 'Es laufen schon mehrere Exporte von Ihnen. Bitte warten Sie, bis einer fertig ist.',
  // platform
  LIST_TOTAL_MISSING: 'Die Liste kam unvollständig an (ohne Gesamtzahl). Bitte später erneut versuchen.',
  NOT_FOUND: 'Der Eintrag wurde nicht gefunden.',
  MALFORMED_JSON: 'Die Anfrage war fehlerhaft.',
  PAYLOAD_TOO_LARGE: 'Die Datei ist zu groß (höchstens 20 MB).',
  IMAGE_NOT_READABLE:
    'Das Bild kann nicht gelesen werden. Bitte laden Sie eine unbeschädigte .png-, .jpg- oder .jpeg-Datei hoch.',
  IMAGE_TOO_LARGE: 'Das Bild ist zu groß (höchstens 10.000 Pixel je Seite und 40 Megapixel).',
  UNKNOWN_FIELD: 'Die Anfrage enthält ein unbekanntes Feld.',
  FIELD_INVALID: 'Ein Feld enthält einen ungültigen Wert.',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  SERVICE_UNAVAILABLE: 'Der Server ist momentan nicht erreichbar. Bitte versuchen Sie es später erneut.',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  // successes
  SUCCESS_PAY: 'Als bezahlt markiert.',
  SUCCESS_UNPAY: 'Als nicht bezahlt markiert.',
  SUCCESS_CANCEL: 'Erfolgreich storniert.',
  SUCCESS_UNCANCEL: 'Stornierung erfolgreich aufgehoben.',
  SUCCESS_SHOOTER_CANCEL: 'Sie haben sich erfolgreich abgemeldet.',
  SUCCESS_ORDER: 'Die Anmeldung war erfolgreich.',
  SUCCESS_ORDER_ITEM_EDIT: 'Die Anmeldung wurde gespeichert.',
  SUCCESS_ORDER_ITEM_CANCEL: 'Die Anmeldung wurde storniert.',
  ADDED_TO_CART: 'Zum Warenkorb hinzugefügt.',
  ORDER_SUBMITTED: 'Ihre Bestellung wurde abgeschickt.',
  CODES_GENERATED: 'Die Reservierungscodes wurden erstellt.',
  'resources.reservationCodes.reservationSuccess': 'Die Reservierungscodes wurden erfolgreich erstellt.',
  'resources.competitions.listPage.paidSuccess': 'Die Bewerbe wurden als bezahlt markiert.',
};
