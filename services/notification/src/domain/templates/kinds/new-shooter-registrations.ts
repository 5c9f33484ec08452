import { defineKind } from '../kind';

/** To admins and portal admins when a new account registers (identity.user.registered). */
export default defineKind({
  kind: 'newShooterRegistrations',
  block: null,
  action: 'users',
  texts: {
    de: (f) => ({
      subject: `Neue Registrierung: ${f.shooterName ?? ''}`,
      paragraphs: [`${f.shooterName ?? ''} hat sich im Portal registriert.`],
    }),
    en: (f) => ({
      subject: `New registration: ${f.shooterName ?? ''}`,
      paragraphs: [`${f.shooterName ?? ''} has registered with the portal.`],
    }),
  },
});
