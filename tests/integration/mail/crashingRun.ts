// Run in a child process by productionRun.test.ts, which kills it mid-delivery: a run that dies as an
// instance does, leaving its claim (PROCESSING, its lease) on the document.
import { sendMail } from '../../../functions/src/mail/sendMail';
import { runDocument, writtenEvent } from './productionRun';

const [id, eventId] = process.argv.slice(2);
await sendMail.run(await writtenEvent(runDocument(id!), eventId));
