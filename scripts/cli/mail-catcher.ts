import { startMailCatcher } from '../mail-catcher';

/** `npm run mail-catcher`: the local mail catcher alone, for a service started by hand. */
const catcher = await startMailCatcher();
console.log(
  `mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, messages at http://127.0.0.1:${catcher.httpPort}/messages`,
);
const stop = () => void catcher.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
