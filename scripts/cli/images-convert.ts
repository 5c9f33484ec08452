import { runImageConversion } from '../../services/catalog/src/jobs/convert-images';

/** `npm run images:convert` (and `npm start`): sized variants of older images (docs/images.md). */
await runImageConversion(process.env);
