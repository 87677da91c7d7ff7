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
  parseTestForm,
  participantLink,
  setTestStatus,
  testById,
  testFormInput,
  testFormSchema,
  testFormValues,
  updateTest,
  USABILITY_TEST_LINK_PARAM,
} from './authoring';
export type { TestForm, TestListItem, TestWithTasks } from './authoring';
export { openTestFor, serveTest, storeTaskSignal, storeTestSignal, taskSignalSchema, testSignalSchema } from './participation';
export type { ServedTest, TaskSignal, TestSignal } from './participation';
export { issueUploadUrl, receiveUpload, ticketHash, uploadUrlQuerySchema, UPLOAD_URL_PATH } from './uploads';
export { answersCsv, sessionParticipation, testResults, videoSegment } from './results';
export type { Answer, DurationSpread, Participant, ParticipantOutcome, SessionParticipation, TaskResult, TestResults } from './results';
export { csvCell, toCsv } from './csv';
