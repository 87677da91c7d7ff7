/**
 * The overlay's texts in the site's five display languages. The tracker imports nothing from the site, so
 * they live here rather than in messages/*.json; `original` and `en` carry the product's English wording exactly. The
 * type makes every language list every key (a missing one does not compile; texts.test.ts checks the rest).
 */

const original = {
  welcome: "Welcome! You're here to help us improve, not to be judged. Your insights matter.",
  recordingNote: 'We record this browser tab during the test to learn from your experience.',
  mediaBoth: 'Please allow your camera and microphone when you are asked: they give us the whole picture.',
  mediaCamera: 'Please allow your camera when you are asked.',
  mediaMic: 'Please allow your microphone when you are asked.',
  readGuidelines: 'Read guidelines to begin',
  widgetLabel: 'Usability test',
  move: 'Move panel (arrow keys)',
  recording: 'Recording',
  mediaRefused: 'The camera or microphone was not allowed: the test goes on without video.',
  mediaInsecure:
    'This page is not served over a secure connection (https), so the browser offers no camera or microphone: the test goes on without video.',
  mediaNoDevice: 'No camera or microphone was found: the test goes on without video.',
  mediaFailed: 'The camera or microphone could not be started: the test goes on without video.',
  guidelinesTitle: 'Introduction & Guidelines',
  beginTest: 'Begin Test',
  tasksTitle: 'Tasks',
  pagerLabel: 'Task progress',
  taskOf: 'Task {n} of {total}',
  answerLabel: 'Your answer',
  collapse: 'Collapse Panel',
  expand: 'Expand Panel',
  doneNext: 'Done, Next',
  abort: 'Abort Session',
  thanksTitle: 'Thank you!',
  defaultThanks: 'Thank you for taking part. Your feedback helps us make this site better.',
  submitting: 'Submitting Feedback',
  endSession: 'End Session',
  uploadProgress: 'Uploading your video: {percent}%',
  uploadFailed: 'Your video could not be uploaded yet. It stays in this browser and is sent on your next visit.',
  tryAgain: 'Try again',
  canClose: 'You can close this window now.',
  dismiss: 'Close',
};

export type Texts = typeof original;
export const LANGUAGES = ['original', 'en', 'de', 'fa', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TEXTS: Record<Language, Texts> = {
  original,
  en: original,
  de: {
    welcome: 'Willkommen! Sie helfen uns, besser zu werden – beurteilt wird hier niemand. Ihre Eindrücke zählen.',
    recordingNote: 'Während des Tests zeichnen wir diesen Browser-Tab auf, um aus Ihrer Erfahrung zu lernen.',
    mediaBoth: 'Bitte erlauben Sie Kamera und Mikrofon, wenn Sie gefragt werden: So bekommen wir das ganze Bild.',
    mediaCamera: 'Bitte erlauben Sie die Kamera, wenn Sie gefragt werden.',
    mediaMic: 'Bitte erlauben Sie das Mikrofon, wenn Sie gefragt werden.',
    readGuidelines: 'Hinweise lesen und beginnen',
    widgetLabel: 'Usability-Test',
    move: 'Bereich verschieben (Pfeiltasten)',
    recording: 'Aufnahme',
    mediaRefused: 'Kamera oder Mikrofon wurden nicht erlaubt: Der Test geht ohne Video weiter.',
    mediaInsecure:
      'Diese Seite wird nicht über eine sichere Verbindung (https) geladen, daher bietet der Browser weder Kamera noch Mikrofon an: Der Test geht ohne Video weiter.',
    mediaNoDevice: 'Es wurde keine Kamera und kein Mikrofon gefunden: Der Test geht ohne Video weiter.',
    mediaFailed: 'Kamera oder Mikrofon ließen sich nicht starten: Der Test geht ohne Video weiter.',
    guidelinesTitle: 'Einführung & Hinweise',
    beginTest: 'Test beginnen',
    tasksTitle: 'Aufgaben',
    pagerLabel: 'Fortschritt der Aufgaben',
    taskOf: 'Aufgabe {n} von {total}',
    answerLabel: 'Ihre Antwort',
    collapse: 'Bereich einklappen',
    expand: 'Bereich ausklappen',
    doneNext: 'Erledigt, weiter',
    abort: 'Sitzung abbrechen',
    thanksTitle: 'Vielen Dank!',
    defaultThanks: 'Danke für Ihre Teilnahme. Ihr Feedback hilft uns, diese Website zu verbessern.',
    submitting: 'Feedback wird gesendet',
    endSession: 'Sitzung beenden',
    uploadProgress: 'Ihr Video wird hochgeladen: {percent} %',
    uploadFailed:
      'Ihr Video konnte noch nicht hochgeladen werden. Es bleibt in diesem Browser und wird bei Ihrem nächsten Besuch gesendet.',
    tryAgain: 'Erneut versuchen',
    canClose: 'Sie können dieses Fenster jetzt schließen.',
    dismiss: 'Schließen',
  },
  fa: {
    welcome: 'خوش آمدید! شما اینجا هستید تا به ما در بهتر شدن کمک کنید، نه برای اینکه قضاوت شوید. دیدگاه شما مهم است.',
    recordingNote: 'در طول آزمون، این زبانهٔ مرورگر را ضبط می‌کنیم تا از تجربهٔ شما بیاموزیم.',
    mediaBoth: 'لطفاً هنگام درخواست، اجازهٔ دسترسی به دوربین و میکروفون را بدهید تا تصویر کاملی داشته باشیم.',
    mediaCamera: 'لطفاً هنگام درخواست، اجازهٔ دسترسی به دوربین را بدهید.',
    mediaMic: 'لطفاً هنگام درخواست، اجازهٔ دسترسی به میکروفون را بدهید.',
    readGuidelines: 'برای شروع، راهنما را بخوانید',
    widgetLabel: 'آزمون کاربردپذیری',
    move: 'جابه‌جا کردن پنل (کلیدهای جهت‌نما)',
    recording: 'در حال ضبط',
    mediaRefused: 'اجازهٔ دسترسی به دوربین یا میکروفون داده نشد: آزمون بدون ویدیو ادامه می‌یابد.',
    mediaInsecure:
      'این صفحه با اتصال امن (https) باز نشده است، برای همین مرورگر دوربین و میکروفون را در دسترس نمی‌گذارد: آزمون بدون ویدیو ادامه می‌یابد.',
    mediaNoDevice: 'هیچ دوربین یا میکروفونی پیدا نشد: آزمون بدون ویدیو ادامه می‌یابد.',
    mediaFailed: 'دوربین یا میکروفون راه‌اندازی نشد: آزمون بدون ویدیو ادامه می‌یابد.',
    guidelinesTitle: 'مقدمه و راهنما',
    beginTest: 'شروع آزمون',
    tasksTitle: 'وظیفه‌ها',
    pagerLabel: 'پیشرفت وظیفه‌ها',
    taskOf: 'وظیفهٔ {n} از {total}',
    answerLabel: 'پاسخ شما',
    collapse: 'جمع کردن پنل',
    expand: 'باز کردن پنل',
    doneNext: 'انجام شد، بعدی',
    abort: 'لغو جلسه',
    thanksTitle: 'سپاسگزاریم!',
    defaultThanks: 'از مشارکت شما سپاسگزاریم. بازخورد شما به ما کمک می‌کند این سایت را بهتر کنیم.',
    submitting: 'در حال ارسال بازخورد',
    endSession: 'پایان جلسه',
    uploadProgress: 'در حال بارگذاری ویدیوی شما: {percent}٪',
    uploadFailed: 'ویدیوی شما هنوز بارگذاری نشده است. در همین مرورگر می‌ماند و در بازدید بعدی‌تان فرستاده می‌شود.',
    tryAgain: 'دوباره امتحان کنید',
    canClose: 'اکنون می‌توانید این پنجره را ببندید.',
    dismiss: 'بستن',
  },
  es: {
    welcome: '¡Bienvenido! Estás aquí para ayudarnos a mejorar, no para que te juzguen. Tu opinión importa.',
    recordingNote: 'Grabamos esta pestaña del navegador durante la prueba para aprender de tu experiencia.',
    mediaBoth: 'Permite el acceso a la cámara y al micrófono cuando se te pida: así tendremos la imagen completa.',
    mediaCamera: 'Permite el acceso a la cámara cuando se te pida.',
    mediaMic: 'Permite el acceso al micrófono cuando se te pida.',
    readGuidelines: 'Leer las instrucciones para empezar',
    widgetLabel: 'Prueba de usabilidad',
    move: 'Mover el panel (teclas de flecha)',
    recording: 'Grabando',
    mediaRefused: 'No se permitió la cámara o el micrófono: la prueba continúa sin vídeo.',
    mediaInsecure:
      'Esta página no se sirve por una conexión segura (https), así que el navegador no ofrece cámara ni micrófono: la prueba continúa sin vídeo.',
    mediaNoDevice: 'No se encontró ninguna cámara ni micrófono: la prueba continúa sin vídeo.',
    mediaFailed: 'No se pudo iniciar la cámara o el micrófono: la prueba continúa sin vídeo.',
    guidelinesTitle: 'Introducción e instrucciones',
    beginTest: 'Comenzar la prueba',
    tasksTitle: 'Tareas',
    pagerLabel: 'Progreso de las tareas',
    taskOf: 'Tarea {n} de {total}',
    answerLabel: 'Tu respuesta',
    collapse: 'Contraer el panel',
    expand: 'Expandir el panel',
    doneNext: 'Hecho, siguiente',
    abort: 'Abandonar la sesión',
    thanksTitle: '¡Gracias!',
    defaultThanks: 'Gracias por participar. Tus comentarios nos ayudan a mejorar este sitio.',
    submitting: 'Enviando comentarios',
    endSession: 'Terminar la sesión',
    uploadProgress: 'Subiendo tu vídeo: {percent} %',
    uploadFailed: 'Aún no se pudo subir tu vídeo. Se queda en este navegador y se enviará en tu próxima visita.',
    tryAgain: 'Intentar de nuevo',
    canClose: 'Ya puedes cerrar esta ventana.',
    dismiss: 'Cerrar',
  },
};

/** The display language's texts, with its BCP 47 tag and direction; an unknown language gets `original`'s. */
export function textsFor(language: string | undefined) {
  const lang: Language = (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : 'original';
  const tag = lang === 'original' ? 'en' : lang;
  const number = new Intl.NumberFormat(tag);
  return {
    texts: TEXTS[lang],
    lang: tag,
    dir: lang === 'fa' ? ('rtl' as const) : ('ltr' as const),
    /** A number in the language's digits (Persian ones in `fa`). */
    number: (n: number) => number.format(n),
  };
}

/** A text with its `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
