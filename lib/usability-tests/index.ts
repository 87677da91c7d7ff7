/**
 * Usability tests: the studio writes them (authoring), participants' trackers fetch them and send their
 * signals and webcam video through the ingest (participation, uploads), the studio reads the results. The wire
 * format is tracker/PROTOCOL.md "Usability tests"; route handlers in app/ are a few lines around these.
 */
export * from './limits';
export {
  canMoveTo,
  createTest,
  listTests,
  setTestStatus,
  testById,
  testFormInput,
  testFormValues,
  updateTest,
} from './authoring';
export {
  serveTest,
  testLinkStatus,
  storeTaskSignal,
  storeTestSignal,
  taskSignalSchema,
  testSignalSchema,
} from './participation';
export { issueUploadUrl, receiveUpload, uploadUrlQuerySchema } from './uploads';
export { offersCamera, participantLink } from './participant-link';
export { answersCsv, participantsCsv, sessionParticipation, testResults, videoSegment } from './results';
export type { Participant, SessionParticipation } from './results';
