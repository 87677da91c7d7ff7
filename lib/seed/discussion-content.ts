/**
 * Hand-written demo content for the discussion area: members, groups, questions and the building blocks of answers,
 * in English, German, Persian and Spanish. lib/seed/discussion.ts combines them deterministically.
 */
import type { CategoryId, ContentLang } from '@/lib/db/schema';

type Text = { title: string; body: string };

/** Demo members besides the four demo accounts (lib/seed/accounts.ts). Passwords are public: demo data only. */
export const DEMO_MEMBERS = [
  { username: 'ayla', password: 'lanterns-over-the-bay', language: 'en' },
  { username: 'theo', password: 'kettle-at-midnight', language: 'en' },
  { username: 'priya', password: 'letters-across-oceans', language: 'en' },
  { username: 'sam_rivers', password: 'quiet-canoe-mornings', language: 'en' },
  { username: 'nora', password: 'porch-light-stories', language: 'en' },
  { username: 'kwame', password: 'drumbeat-and-patience', language: 'en' },
  { username: 'hannah', password: 'wool-socks-and-tea', language: 'en' },
  { username: 'jonas', password: 'spaziergang-am-kanal', language: 'de' },
  { username: 'greta', password: 'fahrrad-im-regen', language: 'de' },
  { username: 'felix', password: 'zugfenster-gedanken', language: 'de' },
  { username: 'darya', password: 'pomegranate-evenings', language: 'fa' },
  { username: 'kian', password: 'saffron-and-silence', language: 'fa' },
  { username: 'shirin', password: 'courtyard-of-voices', language: 'fa' },
  { username: 'lucia', password: 'sobremesa-sin-prisa', language: 'es' },
  { username: 'mateo', password: 'faro-de-madrugada', language: 'es' },
  { username: 'ines', password: 'cartas-sin-sello', language: 'es' },
] as const;

export interface SeedGroup {
  slug: string;
  name: string;
  lang: ContentLang;
  description: string;
  /** Usernames; the first one created the group. */
  members: string[];
}

export const DEMO_GROUPS: SeedGroup[] = [
  {
    slug: 'night-owls',
    name: "Night Owls' Questions",
    lang: 'en',
    description:
      'For the questions that only show up after midnight. Ask slowly, answer kindly, and remember that nobody here needs to be *fixed*.',
    members: ['mina', 'ayla', 'theo', 'kian', 'nora', 'sam_rivers', 'omid'],
  },
  {
    slug: 'parents-who-listen',
    name: 'Parents Who Listen',
    lang: 'en',
    description:
      'Parents of toddlers to teenagers comparing notes on how to talk **with** our children instead of at them.\n\n- Share what worked, and what did not\n- No judging other families\n- Stories over advice',
    members: ['priya', 'mina', 'lena', 'hannah', 'kwame', 'greta', 'lucia'],
  },
  {
    slug: 'gespraechskreis-berlin',
    name: 'Gesprächskreis Berlin',
    lang: 'de',
    description:
      'Wir treffen uns einmal im Monat in Neukölln und hier dazwischen. Fragen über Freundschaft, Arbeit und das Leben in einer Stadt, in der man leicht einsam wird.',
    members: ['lena', 'jonas', 'greta', 'felix', 'theo'],
  },
  {
    slug: 'chai-o-goftogu',
    name: 'چای و گفت‌وگو',
    lang: 'fa',
    description:
      'جایی برای پرسش‌هایی که معمولاً سر سفره یا کنار یک استکان چای پرسیده می‌شوند. آرام بپرسید و با حوصله گوش کنید.',
    members: ['omid', 'darya', 'kian', 'shirin', 'mina'],
  },
  {
    slug: 'charlas-de-sobremesa',
    name: 'Charlas de sobremesa',
    lang: 'es',
    description:
      'La sobremesa es ese rato después de comer en que nadie tiene prisa. Aquí hacemos preguntas para esas conversaciones largas.',
    members: ['lucia', 'mateo', 'ines', 'ayla'],
  },
  {
    slug: 'long-distance-hearts',
    name: 'Long-Distance Hearts',
    lang: 'en',
    description:
      'Partners, friends and families living in different time zones. How do you stay close when your evening is their morning?',
    members: ['priya', 'darya', 'mateo', 'nora', 'omid'],
  },
  {
    slug: 'work-without-masks',
    name: 'Work Without Masks',
    lang: 'en',
    description:
      'Honest conversations about work: feedback, burnout, saying no, and the colleagues who became friends. Real names optional.',
    members: ['jonas', 'kwame', 'hannah', 'sam_rivers', 'lena', 'parley-team'],
  },
  {
    slug: 'friendship-after-thirty',
    name: 'Friendship After Thirty',
    lang: 'en',
    description:
      'Making friends gets harder when everyone is busy. Here we trade what actually worked: clubs, rituals, awkward first invitations.',
    members: ['hannah', 'mina', 'felix', 'ines', 'theo', 'shirin'],
  },
];

/** Category ids (lib/content/categories.ts categoryId()) by a short name. */
const C = {
  lonely: 'connection-and-loneliness',
  love: 'love-and-relationships',
  self: 'self-discovery-and-growth',
  unspoken: 'unspoken-truths',
  science: 'the-science-of-conversations',
  society: 'conversations-and-society',
  growthConv: 'personal-growth-through-conversations',
  unpredictable: 'the-unpredictability-of-human-connection',
  dating: 'relationships-love-and-dating',
  reflect: 'thought-provoking-questions-and-reflections',
  deep: 'deep-communication',
  seo: 'seo-and-engagement',
  empathy: 'communication-and-empathy',
  digital: 'digital-communication',
  reflection: 'personal-growth-and-reflection',
  family: 'family-and-parenting',
  friends: 'friendship-and-social-life',
  research: 'science-and-research',
  work: 'professional-and-workplace',
  connection: 'relationships-and-connection',
  meaning: 'meaningful-conversations',
  trending: 'trending-topics',
} as const satisfies Record<string, CategoryId>;

/** Where a question of a category is most likely asked (if its author belongs there). */
export const CATEGORY_GROUPS: Partial<Record<string, string>> = {
  [C.family]: 'parents-who-listen',
  [C.work]: 'work-without-masks',
  [C.friends]: 'friendship-after-thirty',
  [C.lonely]: 'night-owls',
  [C.reflect]: 'night-owls',
  [C.unspoken]: 'night-owls',
  [C.digital]: 'long-distance-hearts',
  [C.love]: 'long-distance-hearts',
  [C.dating]: 'long-distance-hearts',
};

/** Where questions in a language are most likely asked. */
export const LANGUAGE_GROUPS: Partial<Record<ContentLang, string>> = {
  de: 'gespraechskreis-berlin',
  fa: 'chai-o-goftogu',
  es: 'charlas-de-sobremesa',
};

export interface SeedQuestion {
  lang: ContentLang;
  category: CategoryId;
  title: string;
  /** Without one, the body comes from the language's context sentences. */
  body?: string;
  translations?: Partial<Record<ContentLang, Text>>;
}

type Row = [category: CategoryId, title: string, body?: string, translations?: Partial<Record<ContentLang, Text>>];

const rows = (lang: ContentLang, list: Row[]): SeedQuestion[] =>
  list.map(([category, title, body, translations]) => ({ lang, category, title, body, translations }));

export const FIXED_QUESTIONS: SeedQuestion[] = [
  ...rows('en', [
    [
      C.lonely,
      'When did you last feel truly seen by someone, and what did they do?',
      "Not complimented, not admired: *seen*. I'm trying to understand what that looks like from the outside.",
      {
        de: {
          title: 'Wann hast du dich zuletzt von jemandem wirklich gesehen gefühlt, und was hat diese Person getan?',
          body: 'Nicht gelobt, nicht bewundert: *gesehen*. Ich versuche zu verstehen, wie das von außen aussieht.',
        },
        fa: {
          title: 'آخرین بار کی احساس کردی کسی واقعاً تو را دیده است، و او چه کرد؟',
          body: 'نه تعریف، نه تحسین: *دیده شدن*. می‌خواهم بفهمم این از بیرون چه شکلی دارد.',
        },
        es: {
          title: '¿Cuándo fue la última vez que te sentiste realmente visto por alguien, y qué hizo esa persona?',
          body: 'No halagado ni admirado: *visto*. Intento entender cómo se ve eso desde fuera.',
        },
      },
    ],
    [C.lonely, 'What is the loneliest you have ever felt in a crowded room?'],
    [C.lonely, 'Who would you call at 3 a.m. if something went wrong, and do they know that?'],
    [C.lonely, 'How do you tell the difference between solitude you need and loneliness that hurts?'],
    [C.lonely, 'What small ritual keeps you connected to people you rarely see?'],
    [C.love, 'What did you misunderstand about love when you were twenty?'],
    [
      C.love,
      'How do you and your partner repair things after a fight?',
      'We are good at arguing and bad at the part afterwards. What does repair look like in your home?',
      {
        de: {
          title: 'Wie versöhnt ihr euch nach einem Streit?',
          body: 'Streiten können wir gut, aber das Danach nicht. Wie sieht Versöhnung bei euch zu Hause aus?',
        },
        fa: {
          title: 'تو و همسرت بعد از دعوا چطور آشتی می‌کنید؟',
          body: 'ما در بحث کردن خوبیم و در بخش بعدش بد. آشتی در خانه‌ی شما چه شکلی دارد؟',
        },
        es: {
          title: '¿Cómo hacen las paces tú y tu pareja después de una discusión?',
          body: 'Sabemos discutir, pero no sabemos qué hacer después. ¿Cómo es la reconciliación en tu casa?',
        },
      },
    ],
    [C.love, 'What is a small, unglamorous way someone shows you they love you?'],
    [C.love, 'When did you realise you had outgrown a relationship?'],
    [
      C.self,
      'What belief did you hold for years and then quietly let go of?',
      "Mine was that asking for help is a kind of failure. I'd love to hear yours.",
      {
        de: {
          title: 'Welche Überzeugung hattest du jahrelang und hast sie dann leise losgelassen?',
          body: 'Meine war, dass um Hilfe zu bitten eine Art Scheitern ist. Ich würde gern deine hören.',
        },
        fa: {
          title: 'کدام باور را سال‌ها داشتی و بعد بی‌صدا رهایش کردی؟',
          body: 'باور من این بود که کمک خواستن نوعی شکست است. دوست دارم باور تو را بشنوم.',
        },
        es: {
          title: '¿Qué creencia tuviste durante años y luego dejaste ir en silencio?',
          body: 'La mía era que pedir ayuda es una forma de fracasar. Me encantaría conocer la tuya.',
        },
      },
    ],
    [C.self, 'Which compliment do you find hardest to accept, and why?'],
    [C.self, 'What would your life look like if you stopped trying to be impressive?'],
    [C.self, 'What part of yourself did you hide as a teenager that you now like?'],
    [C.self, 'What is something you are still proud of that nobody else noticed?'],
    [C.unspoken, 'What is something you have never said out loud but think about often?'],
    [C.unspoken, 'What do you pretend not to care about?'],
    [C.unspoken, 'Which apology are you still waiting for, and could you live without it?'],
    [C.unspoken, 'What are you tired of explaining to people?'],
    [C.unspoken, 'What truth about your family did you only understand as an adult?'],
    [
      C.science,
      'Why do some conversations leave us energised and others drained?',
      'I read that people consistently underestimate how much others enjoy talking to them. Does that match your experience?',
      {
        de: {
          title: 'Warum geben uns manche Gespräche Energie und andere rauben sie?',
          body: 'Ich habe gelesen, dass Menschen regelmäßig unterschätzen, wie gern andere mit ihnen reden. Passt das zu deiner Erfahrung?',
        },
        fa: {
          title: 'چرا بعضی گفت‌وگوها به ما انرژی می‌دهند و بعضی خسته‌مان می‌کنند؟',
          body: 'خواندم که آدم‌ها همیشه دست‌کم می‌گیرند که دیگران چقدر از حرف زدن با آن‌ها لذت می‌برند. با تجربه‌ی تو جور است؟',
        },
        es: {
          title: '¿Por qué algunas conversaciones nos llenan de energía y otras nos agotan?',
          body: 'Leí que la gente subestima siempre cuánto disfrutan los demás hablando con ella. ¿Coincide con tu experiencia?',
        },
      },
    ],
    [C.science, 'Have you noticed you talk differently while walking side by side than face to face?'],
    [C.science, "Do you think people can tell when you're only waiting for your turn to speak?"],
    [C.science, 'What question reliably makes a conversation deeper, in your experience?'],
    [C.society, 'How do you talk with a relative whose politics you find painful?'],
    [C.society, 'Which conversation should our generation be having that our parents avoided?'],
    [C.society, 'Is it still possible to disagree with a neighbour and stay friends?'],
    [C.society, 'What did a stranger from a very different life teach you?'],
    [
      C.growthConv,
      'Which conversation changed the direction of your life?',
      "Big or small, planned or accidental. I'm collecting these stories.",
      {
        de: {
          title: 'Welches Gespräch hat die Richtung deines Lebens verändert?',
          body: 'Groß oder klein, geplant oder zufällig. Ich sammle solche Geschichten.',
        },
        fa: {
          title: 'کدام گفت‌وگو جهت زندگی‌ات را تغییر داد؟',
          body: 'بزرگ یا کوچک، برنامه‌ریزی‌شده یا اتفاقی. این داستان‌ها را جمع می‌کنم.',
        },
        es: {
          title: '¿Qué conversación cambió el rumbo de tu vida?',
          body: 'Grande o pequeña, planeada o por casualidad. Estoy coleccionando estas historias.',
        },
      },
    ],
    [C.growthConv, 'What is the most useful piece of feedback you resisted at first?'],
    [C.growthConv, 'Who asked you a question you are still trying to answer?'],
    [C.growthConv, 'When did listening to someone change your mind about yourself?'],
    [C.unpredictable, 'Who came into your life by accident and stayed?'],
    [C.unpredictable, 'Have you ever become close to someone you first disliked?'],
    [C.unpredictable, 'What friendship surprised you by lasting?'],
    [C.unpredictable, 'Which chance meeting do you still think about?'],
    [C.dating, 'What question do you wish more people asked on a first date?'],
    [C.dating, 'How do you say you want something serious without scaring someone off?'],
    [C.dating, 'What is a green flag that people tend to overlook?'],
    [C.dating, 'How did you know it was time to stop dating someone who was kind but not right?'],
    [C.reflect, 'If you could ask your future self one question, what would it be?'],
    [C.reflect, 'What would you do differently if nobody would ever find out?'],
    [C.reflect, "What do you hope people say about you when you're not in the room?"],
    [C.reflect, 'Which ordinary day from your past would you relive, and why that one?'],
    [C.reflect, 'What are you currently pretending is fine?'],
    [C.deep, 'How do you ask for what you need without it sounding like a complaint?'],
    [
      C.deep,
      "What do you do when someone shares something painful and you don't know what to say?",
      "My instinct is to offer advice, and I've learned that often makes it worse. What do you do instead?",
      {
        de: {
          title: 'Was tust du, wenn dir jemand etwas Schmerzliches erzählt und du nicht weißt, was du sagen sollst?',
          body: 'Mein erster Impuls ist, Ratschläge zu geben, und ich habe gelernt, dass es dadurch oft schlimmer wird. Was machst du stattdessen?',
        },
        fa: {
          title: 'وقتی کسی چیز دردناکی با تو در میان می‌گذارد و نمی‌دانی چه بگویی، چه می‌کنی؟',
          body: 'غریزه‌ی من نصیحت کردن است و یاد گرفته‌ام که اغلب اوضاع را بدتر می‌کند. تو به جایش چه می‌کنی؟',
        },
        es: {
          title: '¿Qué haces cuando alguien te cuenta algo doloroso y no sabes qué decir?',
          body: 'Mi instinto es dar consejos, y he aprendido que a menudo lo empeora. ¿Qué haces tú en su lugar?',
        },
      },
    ],
    [C.deep, 'How do you tell someone they hurt you without starting a war?'],
    [C.deep, 'What is the difference between being honest and being harsh, for you?'],
    [C.seo, 'Do likes and comments change what you dare to post about yourself?'],
    [C.seo, 'What makes you stop scrolling and actually read something to the end?'],
    [C.empathy, "When did someone's empathy catch you completely off guard?"],
    [C.empathy, 'How do you stay kind to someone who is being difficult because they are hurting?'],
    [C.empathy, 'How do you comfort a friend without making it about your own story?'],
    [C.empathy, 'What helps you listen when you are angry?'],
    [C.digital, 'Is there something you can only say in a text message and never face to face?'],
    [C.digital, 'How do you keep a long-distance friendship alive beyond birthday messages?'],
    [C.digital, 'Have you ever misread a message so badly it changed a relationship?'],
    [C.digital, 'What would change if you turned off read receipts for a month?'],
    [C.reflection, 'What habit quietly changed your life more than any big decision?'],
    [C.reflection, "What did a difficult year teach you that a good year couldn't?"],
    [C.reflection, "How do you forgive yourself for something you can't undo?"],
    [C.reflection, 'What are you unlearning right now?'],
    [
      C.family,
      'What do you wish your parents had asked you when you were a child?',
      "I'm raising two kids now and I want to ask them the questions nobody asked me.",
      {
        de: {
          title: 'Was hättest du dir gewünscht, dass deine Eltern dich als Kind fragen?',
          body: 'Ich ziehe jetzt selbst zwei Kinder groß und möchte ihnen die Fragen stellen, die mir niemand gestellt hat.',
        },
        fa: {
          title: 'دوست داشتی پدر و مادرت در کودکی چه چیزی از تو بپرسند؟',
          body: 'حالا خودم دو بچه بزرگ می‌کنم و می‌خواهم سؤال‌هایی را از آن‌ها بپرسم که هیچ‌کس از من نپرسید.',
        },
        es: {
          title: '¿Qué te habría gustado que tus padres te preguntaran cuando eras niño?',
          body: 'Ahora crío a dos hijos y quiero hacerles las preguntas que nadie me hizo a mí.',
        },
      },
    ],
    [
      C.family,
      "How do you talk with a teenager who answers everything with 'fine'?",
      'My fifteen-year-old is kind, busy and completely closed. Things I have tried:\n\n- asking at dinner\n- asking in the car\n- not asking at all\n\nWhat worked for you?',
      {
        de: {
          title: 'Wie redest du mit einem Teenager, der auf alles mit „gut“ antwortet?',
          body: 'Mein Fünfzehnjähriger ist lieb, beschäftigt und völlig verschlossen. Was ich versucht habe:\n\n- beim Abendessen fragen\n- im Auto fragen\n- gar nicht fragen\n\nWas hat bei euch funktioniert?',
        },
        fa: {
          title: 'چطور با نوجوانی حرف بزنی که به همه چیز جواب می‌دهد «خوبم»؟',
          body: 'پسر پانزده‌ساله‌ام مهربان، پرمشغله و کاملاً بسته است. چیزهایی که امتحان کرده‌ام:\n\n- پرسیدن سر شام\n- پرسیدن در ماشین\n- اصلاً نپرسیدن\n\nبرای شما چه چیزی جواب داد؟',
        },
        es: {
          title: '¿Cómo hablas con un adolescente que responde a todo con «bien»?',
          body: 'Mi hijo de quince años es cariñoso, está ocupado y completamente cerrado. Lo que he probado:\n\n- preguntar en la cena\n- preguntar en el coche\n- no preguntar nada\n\n¿Qué os funcionó a vosotros?',
        },
      },
    ],
    [C.family, 'Which family saying do you catch yourself repeating?'],
    [C.family, 'How did your relationship with your parents change when you became an adult?'],
    [C.family, 'What do you want your children to remember about your dinners together?'],
    [
      C.friends,
      'How do you make new friends after thirty?',
      'Everyone I know is busy, coupled up or tired. Where and how did you find friends as an adult?',
      {
        de: {
          title: 'Wie findet man nach dreißig neue Freunde?',
          body: 'Alle, die ich kenne, sind beschäftigt, in einer Beziehung oder müde. Wo und wie hast du als Erwachsener Freunde gefunden?',
        },
        fa: {
          title: 'بعد از سی سالگی چطور دوست تازه پیدا می‌کنی؟',
          body: 'همه‌ی آدم‌هایی که می‌شناسم یا سرشان شلوغ است، یا در رابطه‌اند، یا خسته‌اند. تو در بزرگسالی کجا و چطور دوست پیدا کردی؟',
        },
        es: {
          title: '¿Cómo haces amigos nuevos después de los treinta?',
          body: 'Todos los que conozco están ocupados, en pareja o cansados. ¿Dónde y cómo encontraste amigos de adulto?',
        },
      },
    ],
    [C.friends, 'What do you do when a friendship slowly fades and nobody did anything wrong?'],
    [C.friends, 'Which friend knows the version of you nobody else does?'],
    [C.friends, 'How do you tell a friend you miss them without sounding needy?'],
    [C.research, 'Which study about human relationships changed how you behave?'],
    [C.research, 'Do you believe the research that close relationships are the strongest predictor of a happy life?'],
    [C.work, 'How honest can you really be with your manager?'],
    [C.work, 'What conversation at work do you keep postponing?'],
    [C.work, 'Have you ever become real friends with a colleague, and what made it possible?'],
    [C.work, 'How do you say no at work without feeling guilty for days?'],
    [C.connection, 'What keeps a long relationship curious about each other?'],
    [C.connection, 'How do you stay close to someone who is going through a depression?'],
    [C.connection, "What does 'home' mean to you when it is not a place?"],
    [C.connection, 'Who do you become around the people you love most?'],
    [
      C.meaning,
      'What is the best question anyone has ever asked you?',
      'And did you answer it honestly at the time?',
      {
        de: {
          title: 'Was ist die beste Frage, die dir je jemand gestellt hat?',
          body: 'Und hast du sie damals ehrlich beantwortet?',
        },
        fa: { title: 'بهترین سؤالی که کسی تا حالا از تو پرسیده چه بوده؟', body: 'و آن موقع صادقانه جوابش را دادی؟' },
        es: {
          title: '¿Cuál es la mejor pregunta que alguien te ha hecho?',
          body: '¿Y la respondiste con sinceridad en aquel momento?',
        },
      },
    ],
    [C.meaning, 'What conversation do you want to have before it is too late?'],
    [C.meaning, 'Which conversation with a grandparent do you wish you had recorded?'],
    [C.meaning, 'What do you talk about when you want to really get to know someone?'],
    [
      C.trending,
      'Has working from home made your friendships stronger or weaker?',
      'I see my colleagues on screens all day and my friends almost never. Curious how it went for others.',
      {
        de: {
          title: 'Hat das Homeoffice deine Freundschaften gestärkt oder geschwächt?',
          body: 'Ich sehe meine Kollegen den ganzen Tag auf Bildschirmen und meine Freunde fast nie. Mich interessiert, wie es anderen ergangen ist.',
        },
        fa: {
          title: 'کار از خانه دوستی‌هایت را قوی‌تر کرده یا ضعیف‌تر؟',
          body: 'همکارانم را تمام روز روی صفحه می‌بینم و دوستانم را تقریباً هرگز. کنجکاوم برای بقیه چطور بوده.',
        },
        es: {
          title: '¿El teletrabajo ha fortalecido o debilitado tus amistades?',
          body: 'Veo a mis compañeros en pantallas todo el día y a mis amigos casi nunca. Me interesa cómo les ha ido a los demás.',
        },
      },
    ],
    [C.trending, 'Do you think AI chat companions will make people lonelier?'],
    [C.trending, 'How do you talk with friends about money when prices keep rising?'],
    [
      C.trending,
      'What is your rule for phones at the dinner table?',
      'We tried *no phones at all* and lasted four days. Looking for something more realistic.',
      {
        de: {
          title: 'Welche Regel habt ihr für Handys am Esstisch?',
          body: 'Wir haben *gar keine Handys* versucht und vier Tage durchgehalten. Ich suche etwas Realistischeres.',
        },
        fa: {
          title: 'قانون شما برای گوشی سر میز شام چیست؟',
          body: 'ما *هیچ گوشی* را امتحان کردیم و چهار روز دوام آوردیم. دنبال چیزی واقع‌بینانه‌تر هستم.',
        },
        es: {
          title: '¿Cuál es vuestra regla para los móviles en la mesa?',
          body: 'Probamos *nada de móviles* y aguantamos cuatro días. Busco algo más realista.',
        },
      },
    ],
    [C.trending, "Is 'quiet quitting' a problem of work or a problem of how we talk at work?"],
  ]),
  ...rows('de', [
    [C.unspoken, 'Worüber sprichst du mit niemandem, obwohl es dich jeden Tag beschäftigt?'],
    [C.lonely, 'Wann hast du dich zuletzt wirklich verstanden gefühlt?'],
    [C.work, 'Was hat dir dein erster Job über dich selbst beigebracht?'],
    [
      C.friends,
      'Wie findet man in einer neuen Stadt echte Freunde?',
      'Ich wohne seit einem Jahr in Berlin und kenne viele Leute, aber kaum jemanden wirklich.',
      {
        en: {
          title: 'How do you find real friends in a new city?',
          body: "I've lived in Berlin for a year and know lots of people, but hardly anyone really.",
        },
      },
    ],
    [C.family, 'Welche Frage würdest du deinen Großeltern heute gern stellen?'],
    [C.connection, 'Was bedeutet Heimat für dich, seit du weggezogen bist?'],
    [C.deep, 'Wie sagst du jemandem, dass er dich verletzt hat, ohne einen Streit anzufangen?'],
    [C.love, 'Welcher Streit hat eure Beziehung am Ende stärker gemacht?'],
    [
      C.reflection,
      'Wann hast du zuletzt geweint, und hat es geholfen?',
      'Bei mir ist es lange her, und ich frage mich, ob das gut ist.',
      {
        en: {
          title: 'When did you last cry, and did it help?',
          body: "For me it's been a long time, and I wonder whether that's a good thing.",
        },
      },
    ],
    [C.reflect, 'Was würdest du tun, wenn du keine Angst vor dem Urteil anderer hättest?'],
    [C.family, 'Wie redest du mit deinen Kindern über Dinge, die dir selbst Angst machen?'],
    [C.unpredictable, 'Welche Freundschaft hat dich überrascht, weil sie gehalten hat?'],
    [C.digital, 'Wie bleibst du mit Freunden in Kontakt, die weit weg wohnen?'],
    [C.love, 'Was hast du über Liebe von deinen Eltern gelernt, ob du wolltest oder nicht?'],
    [C.growthConv, 'Welches Gespräch hat deine Meinung über einen Menschen völlig verändert?'],
    [
      C.lonely,
      'Was ist für dich der Unterschied zwischen Alleinsein und Einsamkeit?',
      'Ich bin gern allein, aber manchmal kippt es. Woran merkt ihr den Unterschied?',
      {
        en: {
          title: 'What is the difference between being alone and being lonely, for you?',
          body: 'I like being alone, but sometimes it tips over. How do you notice the difference?',
        },
      },
    ],
    [C.work, 'Wie ehrlich kannst du bei der Arbeit wirklich sein?'],
    [C.reflection, 'Welche kleine Gewohnheit hat dein Leben mehr verändert als jede große Entscheidung?'],
  ]),
  ...rows('fa', [
    [C.lonely, 'آخرین باری که واقعاً احساس کردی کسی حرفت را فهمیده کی بود؟'],
    [C.unspoken, 'چه حرفی هست که هیچ‌وقت به پدر یا مادرت نگفته‌ای؟'],
    [
      C.friends,
      'دوستی‌هایت بعد از مهاجرت چطور تغییر کرد؟',
      'از وقتی از ایران رفته‌ام، بعضی دوستی‌ها عمیق‌تر شدند و بعضی بی‌صدا تمام شدند.',
      {
        en: {
          title: 'How did your friendships change after you emigrated?',
          body: 'Since I left Iran, some friendships became deeper and some ended without a sound.',
        },
      },
    ],
    [C.reflect, 'کدام سکوت میان دو نفر برایت معنادارتر از هر حرفی بوده؟'],
    [C.deep, 'چطور بدون دعوا به کسی بگویی که ناراحتت کرده؟'],
    [C.family, 'از پدربزرگ یا مادربزرگت چه چیزی یاد گرفتی که هنوز با خودت داری؟'],
    [
      C.reflect,
      'تنهایی برای تو چه رنگی دارد؟',
      'سؤال عجیبی است، می‌دانم. اما جواب‌ها معمولاً خیلی چیزها می‌گویند.',
      {
        en: {
          title: 'What colour is loneliness for you?',
          body: 'A strange question, I know. But the answers usually say a lot.',
        },
      },
    ],
    [C.growthConv, 'کدام گفت‌وگو مسیر زندگی‌ات را عوض کرد؟'],
    [C.love, 'در رابطه‌ات چه چیزی یاد گرفتی که هیچ کتابی یادت نداده بود؟'],
    [C.society, 'با همسایه‌هایت چقدر حرف می‌زنی؟'],
    [C.reflection, 'چه عادت کوچکی زندگی‌ات را بیشتر از هر تصمیم بزرگی تغییر داد؟'],
    [
      C.connection,
      'وقتی دلت برای خانه تنگ می‌شود، دلت برای چه چیزی تنگ می‌شود؟',
      'برای من بوی نان تازه و صدای همسایه‌ها در حیاط است.',
      {
        en: {
          title: 'When you miss home, what exactly do you miss?',
          body: "For me it's the smell of fresh bread and the neighbours' voices in the courtyard.",
        },
      },
    ],
    [C.digital, 'آیا پیام‌رسان‌ها ما را به هم نزدیک‌تر کرده‌اند یا دورتر؟'],
    [C.unpredictable, 'از کدام دوستیِ تمام‌شده هنوز چیزی یاد می‌گیری؟'],
    [C.work, 'در محل کار چقدر می‌توانی خودت باشی؟'],
    [C.unspoken, 'وانمود می‌کنی چه چیزی برایت مهم نیست؟'],
    [C.meaning, 'کدام خاطره‌ی سر سفره را هیچ‌وقت فراموش نمی‌کنی؟'],
    [C.reflect, 'اگر می‌توانستی یک سؤال از خودِ ده سال بعدت بپرسی، چه می‌پرسیدی؟'],
  ]),
  ...rows('es', [
    [
      C.growthConv,
      '¿Qué conversación te cambió la vida?',
      'Puede ser con un desconocido, un maestro o alguien de tu familia.',
      {
        en: {
          title: 'Which conversation changed your life?',
          body: 'It could be with a stranger, a teacher or someone in your family.',
        },
      },
    ],
    [C.lonely, '¿Cuándo fue la última vez que te sentiste realmente escuchado?'],
    [C.reflect, '¿Qué le dirías a tu yo de quince años?'],
    [C.friends, '¿Cómo se hacen amigos de verdad después de los treinta?'],
    [C.family, '¿Qué aprendiste de tus abuelos que no se enseña en ninguna escuela?'],
    [
      C.unspoken,
      '¿De qué nunca se habla en tu familia?',
      'En la mía, del dinero y de la tristeza. Se habla de todo lo demás durante horas.',
      {
        en: {
          title: 'What is never talked about in your family?',
          body: 'In mine, money and sadness. Everything else is discussed for hours.',
        },
      },
    ],
    [C.deep, '¿Cómo pides perdón cuando sabes que te equivocaste?'],
    [C.dating, '¿Qué pregunta harías en una primera cita para conocer de verdad a alguien?'],
    [
      C.meaning,
      '¿Qué significa para ti una buena sobremesa?',
      'Esa hora después de comer en la que nadie se levanta. ¿De qué se habla en la tuya?',
      {
        en: {
          title: 'What does a good sobremesa mean to you?',
          body: 'That hour after a meal when nobody gets up. What do people talk about at yours?',
        },
      },
    ],
    [C.family, '¿Cómo hablas con tus hijos de las cosas difíciles?'],
    [C.unpredictable, '¿Qué amistad te sorprendió porque duró?'],
    [C.work, '¿Cuánto puedes ser tú mismo en el trabajo?'],
    [C.reflection, '¿Qué hábito pequeño cambió tu vida más que cualquier gran decisión?'],
    [C.unspoken, '¿Qué finges que no te importa?'],
    [C.digital, '¿Las redes sociales te acercan o te alejan de tus amigos?'],
    [C.love, '¿Qué te enseñó tu primer amor sobre ti mismo?'],
    [C.empathy, '¿Cómo acompañas a alguien que está pasando por un duelo?'],
    [C.connection, "¿Qué significa 'hogar' para ti cuando no es un lugar?"],
  ]),
];

/** A question with a person in it ("What do you wish {p} knew about you?"), asked about each of the language's persons. */
export interface SeedTemplate {
  lang: ContentLang;
  category: CategoryId;
  title: string;
  /** Indexes into PERSONS[lang] this template does not read well with. */
  skip?: number[];
}

export const PERSONS: Record<ContentLang, string[]> = {
  en: [
    'your mother',
    'your father',
    'your partner',
    'your oldest friend',
    'your younger self',
    'a sibling',
    'your children',
    'a colleague you trust',
    'a friend you lost touch with',
    'a grandparent',
  ],
  de: [
    'deiner Mutter',
    'deinem Vater',
    'deinem Partner',
    'deiner besten Freundin',
    'deinem jüngeren Ich',
    'deinen Geschwistern',
  ],
  fa: ['مادرت', 'پدرت', 'همسرت', 'بهترین دوستت', 'خواهر یا برادرت', 'خودِ نوجوانت'],
  es: ['tu madre', 'tu padre', 'tu pareja', 'tu mejor amigo', 'tu hermana', 'tu yo más joven', 'tu abuela'],
};

export const TEMPLATES: SeedTemplate[] = [
  { lang: 'en', category: C.unspoken, title: 'What do you wish {p} knew about you?' },
  { lang: 'en', category: C.self, title: 'What did {p} teach you without meaning to?' },
  { lang: 'en', category: C.meaning, title: 'Which question would you like to ask {p} but never have?' },
  { lang: 'en', category: C.unspoken, title: 'What is one thing you have never thanked {p} for?' },
  { lang: 'en', category: C.connection, title: 'How has the way you talk with {p} changed over the years?', skip: [4] },
  { lang: 'en', category: C.deep, title: 'What would you say to {p} if you knew they would truly listen?' },
  { lang: 'en', category: C.meaning, title: 'When did you last have a real conversation with {p}?' },
  { lang: 'en', category: C.unspoken, title: 'What do you and {p} never talk about, and why?', skip: [4] },
  { lang: 'en', category: C.reflect, title: 'What do you hope {p} understands one day?' },
  {
    lang: 'en',
    category: C.reflection,
    title: 'Which memory with {p} do you return to when things are hard?',
    skip: [4],
  },
  { lang: 'en', category: C.empathy, title: 'How do you show {p} you care when words feel too big?', skip: [4] },
  { lang: 'en', category: C.growthConv, title: 'What did you get wrong about {p}, and when did you notice?' },
  { lang: 'de', category: C.unspoken, title: 'Was möchtest du {p} schon lange sagen?' },
  { lang: 'de', category: C.meaning, title: 'Welches Gespräch mit {p} hat dich am meisten geprägt?' },
  { lang: 'de', category: C.unspoken, title: 'Wofür hast du {p} nie gedankt?' },
  { lang: 'fa', category: C.unspoken, title: 'چه چیزی هست که دوست داری {p} درباره‌ات بداند؟' },
  { lang: 'fa', category: C.meaning, title: 'آخرین گفت‌وگوی واقعی‌ات با {p} کی بود؟' },
  { lang: 'es', category: C.unspoken, title: '¿Qué te gustaría que {p} supiera de ti?' },
  { lang: 'es', category: C.meaning, title: '¿Cuándo fue tu última conversación de verdad con {p}?' },
];

/** Question bodies for questions without their own: a context sentence, sometimes followed by an invitation. */
export const QUESTION_CONTEXT: Record<ContentLang, { context: string[]; invitation: string[] }> = {
  en: {
    context: [
      "I've been thinking about this since a long walk with a friend last week.",
      "Asking because I realised I don't have a good answer myself.",
      "No right answers here. I'm curious how different people see it.",
      'This came up at dinner and we talked about it for hours.',
      "I'd love answers from people at different stages of life.",
      'Something I keep coming back to lately, especially on *quiet evenings*.',
      "Be as honest as you like; I'll read every answer.",
      'My therapist asked me this and I froze. How would you answer?',
      'A friend asked me this years ago and it still stays with me.',
      'Curious whether the answer changes with age.',
      "I'm trying to get better at this, so **practical stories** help most.",
      'Short answers welcome, long ones even more.',
    ],
    invitation: [
      'What would you say?',
      'Stories are welcome more than advice.',
      "I'll share my own answer in the replies.",
      'Take your time with it.',
    ],
  },
  de: {
    context: [
      'Das beschäftigt mich seit einem langen Gespräch mit einer Freundin.',
      'Ich frage, weil ich selbst keine gute Antwort habe.',
      'Es gibt hier keine falschen Antworten. Mich interessiert, wie unterschiedlich wir das sehen.',
      'Die Frage kam beim Abendessen auf, und wir haben stundenlang darüber geredet.',
      'Gern ehrlich, ich lese jede Antwort.',
      'Eine Frage, die mir an *ruhigen Abenden* immer wieder kommt.',
    ],
    invitation: ['Was würdest du sagen?', 'Geschichten sind willkommener als Ratschläge.', 'Lasst euch Zeit damit.'],
  },
  fa: {
    context: [
      'از وقتی با دوستی قدم زدم و حرف زدیم، به این موضوع فکر می‌کنم.',
      'می‌پرسم چون خودم جواب خوبی ندارم.',
      'جواب درست و غلط ندارد. کنجکاوم آدم‌های مختلف چطور به آن نگاه می‌کنند.',
      'این سؤال سر شام پیش آمد و ساعت‌ها درباره‌اش حرف زدیم.',
      'هر قدر دوست دارید صادق باشید؛ همه‌ی جواب‌ها را می‌خوانم.',
      'سؤالی است که در *شب‌های آرام* مدام به سراغم می‌آید.',
    ],
    invitation: ['تو چه می‌گویی؟', 'داستان بیشتر از نصیحت خوش‌آمد است.', 'با حوصله جواب بدهید.'],
  },
  es: {
    context: [
      'Le doy vueltas a esto desde un largo paseo con una amiga.',
      'Pregunto porque yo mismo no tengo una buena respuesta.',
      'No hay respuestas correctas. Me interesa cómo lo ve cada uno.',
      'Salió en la sobremesa y estuvimos horas hablando de ello.',
      'Sed todo lo sinceros que queráis; leo todas las respuestas.',
      'Una pregunta que me vuelve en las *noches tranquilas*.',
    ],
    invitation: ['¿Qué dirías tú?', 'Mejor historias que consejos.', 'Tomaos vuestro tiempo.'],
  },
};

/** Answers are an opening (sometimes), a core and a closing (sometimes), in the question's language. */
export const ANSWER_PARTS: Record<ContentLang, { openers: string[]; cores: string[]; closers: string[] }> = {
  en: {
    openers: [
      "I've thought about this more than I'd like to admit.",
      'Honestly, my answer has changed a lot over the years.',
      'This one hit close to home.',
      'I had to sit with this question for a while before answering.',
      'Strange timing: I was talking about exactly this yesterday.',
      "I don't have a tidy answer, but I have a story.",
      'My first reaction was to skip this question, which probably says something.',
      'I can only answer for myself, of course.',
      "I'll try to be honest rather than wise.",
      'This is going to sound simple, but it took me years to see it.',
      'I asked my partner this tonight and we ended up talking until midnight.',
      'Reading the other answers made me braver about mine.',
      "Not sure this is what you're asking, but here goes.",
      'Thank you for asking this so plainly.',
    ],
    cores: [
      'For me it was the year my father was ill. We suddenly had to talk about things we had avoided for decades, and we were both better at it than we expected.',
      'I used to think being a good listener meant staying quiet. Now I think it means asking the second question, the one after "how are you?"',
      "My grandmother never gave advice. She asked what I thought I should do, waited, and then asked again. I still hear her voice when I'm stuck.",
      'What helped me most was writing the thing down first. Not to send it, just to find out what I actually meant before I said it.',
      'I moved to a new city at 31 and knew nobody. What worked was boring: going to the same climbing gym at the same time every week until faces turned into names.',
      'A colleague once told me I apologise before every sentence. It stung, but she was right, and noticing it changed how people hear me.',
      'The honest answer is that I still avoid it. But I\'ve started saying *"this is hard for me to talk about"* out loud, and that sentence alone opens more doors than I expected.',
      'We have a rule at home: whoever is more upset speaks first, and the other person repeats back what they heard before answering. It sounds silly. It works.',
      'I realised I had been waiting for an apology that was never going to come. Letting go of the waiting was more freeing than the apology would have been.',
      'When my friend lost her mother, I said almost nothing for weeks. I just kept showing up with soup. Years later she told me that was what she remembered.',
      'I stopped trying to be interesting and started being interested. People noticed the difference within a week.',
      "Loneliness for me is not being alone. It's being with people and having to edit myself the whole time.",
      "My partner and I write each other one line every Sunday: something we noticed about the other that week. After six years it's the most precious notebook in the house.",
      'It took a burnout to teach me that *no* is a complete sentence. I still practise it.',
      "I learned more from a night-train conversation with a stranger than from most of my twenties. He asked what I'd do if I weren't afraid, and I didn't have an answer.",
      'Texting made me braver, honestly. Some things I could only start in writing, and then finish in person.',
      'The question that changes everything for me is: *what would make this easier for you?* It moves the conversation from blame to help.',
      "My teenage daughter talks in the car, late at night, when neither of us has to look at the other. I've learned to drive slowly and keep the radio off.",
      'I used to hide how much I cared about my work because caring felt uncool. Admitting it made me better at it and kinder to my team.',
      "Forgiving myself started when I talked to my younger self the way I'd talk to a friend: gently, with context, without pretending it didn't matter.",
      'Two friendships faded when I had children. Nobody did anything wrong; our days just stopped overlapping. One came back years later, as if no time had passed.',
      "My father and I only became close after I stopped trying to change his mind. We talk about gardening now, and somehow that's how we talk about everything else.",
      'I keep a list of questions on my phone for dinners with friends. The best one so far: *what are you looking forward to that nobody knows about?*',
      'For a long time I confused being agreeable with being kind. They are not the same, and my closest friends are the ones who told me so.',
      "The conversation I'm most grateful for was an argument. It showed me where the real problem was.",
      "I didn't realise how much I needed to be heard until someone repeated my words back to me and I cried in a café.",
      'What surprised me is how small it can be: a voice message instead of a text, a question about a detail they mentioned last month.',
      'I moved countries twice. Home for me is now a handful of people and a particular way of making tea.',
      "I still don't know. But the question made me call my sister, and we talked for two hours, so thank you.",
      'We started a *no phones until dessert* rule at family dinners. The first week was awkward. Now the kids remind us.',
      'The best managers I\'ve had asked "what\'s getting in your way?" instead of "why isn\'t this done?" I try to do the same.',
      'I learned to say "I\'m not ready to talk about this yet, but I will be." It buys time without closing the door.',
      'My answer is embarrassingly simple: sleep, a walk, and one honest conversation a week.',
      "In my family we never talked about feelings, only about food. I've come to see that the food *was* the feelings.",
      'What changed things was asking my mother about her own childhood. Suddenly her rules made sense, and I could stop fighting them.',
      'What helps me, in order:\n\n1. Breathe before answering\n2. Ask one more question than feels natural\n3. Say *thank you for telling me*',
      'Three things I wish I had known earlier:\n\n- People remember how you listened, not what you said\n- Silence is not a failure\n- You can always come back to a conversation',
      "> You don't have to be ready, you only have to be honest.\n\nMy aunt said that to me before my wedding, and it has applied to every hard conversation since.",
    ],
    closers: [
      'I hope that helps a little.',
      'Curious to read how others see it.',
      'Thanks for the question; I needed it today.',
      "Maybe that's not an answer, but it's what I have.",
      'Take care of yourself while you figure it out.',
      'Still learning, every single week.',
    ],
  },
  de: {
    openers: [
      'Gute Frage, über die ich lange nachgedacht habe.',
      'Ehrlich gesagt hat sich meine Antwort über die Jahre verändert.',
      'Das trifft bei mir einen Nerv.',
      'Ich kann nur für mich sprechen.',
      'Ich habe die Frage gestern beim Abendessen gestellt.',
      'Keine perfekte Antwort, aber eine Geschichte.',
    ],
    cores: [
      'Bei mir war es ein langer Spaziergang mit meinem Vater, kurz bevor er krank wurde. Wir haben zum ersten Mal über seine Angst gesprochen, nicht über meine Noten.',
      'Ich habe gelernt, zuerst zu fragen, ob jemand Rat oder nur ein offenes Ohr möchte. Das hat mir viele gut gemeinte Fehler erspart.',
      'In Berlin habe ich Freunde über einen Chor gefunden. Nicht wegen der Musik, sondern weil man jede Woche dieselben Menschen sieht.',
      'Meine Großmutter hat nie Ratschläge gegeben. Sie hat gefragt, was ich selbst denke, und dann geschwiegen, bis ich es wusste.',
      'Für mich ist Einsamkeit nicht, allein zu sein, sondern unter Menschen ständig eine Rolle spielen zu müssen.',
      'Wir haben zu Hause eine Regel: Wer sich mehr ärgert, spricht zuerst, und der andere wiederholt, was er gehört hat. Klingt albern, funktioniert aber.',
      'Ich schreibe schwierige Dinge erst auf, bevor ich sie sage. Nicht um sie zu schicken, sondern um zu merken, was ich eigentlich meine.',
      'Der Satz *„Das fällt mir schwer zu sagen“* hat mir mehr Türen geöffnet als jede gut vorbereitete Rede.',
      'Mit meinen Kindern rede ich am besten im Auto. Niemand muss den anderen ansehen, und die Fahrt gibt dem Gespräch einen Rahmen.',
      'Zwei Freundschaften sind leise eingeschlafen, als ich Mutter wurde. Eine ist Jahre später wiedergekommen, als wäre keine Zeit vergangen.',
      'Ich habe aufgehört, interessant sein zu wollen, und angefangen, mich zu interessieren. Das hat alles verändert.',
      'Bei der Arbeit sage ich inzwischen öfter: *„Ich weiß es nicht, aber ich finde es heraus.“* Erstaunlich, wie viel Vertrauen das schafft.',
      'Heimat sind für mich inzwischen ein paar Menschen und die Art, wie wir sonntags frühstücken.',
      'Verzeihen konnte ich mir erst, als ich mit meinem jüngeren Ich so geredet habe wie mit einer guten Freundin.',
    ],
    closers: ['Danke für die Frage.', 'Bin gespannt auf eure Antworten.', 'Vielleicht hilft das ein bisschen.'],
  },
  fa: {
    openers: [
      'سؤال خوبی است؛ مدتی طول کشید تا جواب بدهم.',
      'راستش جوابم در این سال‌ها خیلی عوض شده.',
      'این سؤال به دلم نشست.',
      'فقط می‌توانم از تجربه‌ی خودم بگویم.',
      'دیشب همین را سر شام از خانواده‌ام پرسیدم.',
      'جواب کاملی ندارم، اما یک خاطره دارم.',
    ],
    cores: [
      'برای من، گفت‌وگویی طولانی با پدرم بود، چند ماه پیش از بیماری‌اش. برای اولین بار از ترس‌های خودش گفت، نه از درس و کار من.',
      'یاد گرفته‌ام اول بپرسم که طرف مقابل نصیحت می‌خواهد یا فقط کسی که گوش بدهد. این سؤال ساده جلوی خیلی از اشتباه‌های خیرخواهانه را گرفته.',
      'مادربزرگم هیچ‌وقت نصیحت نمی‌کرد. می‌پرسید خودت چه فکر می‌کنی و بعد صبر می‌کرد تا جوابم را پیدا کنم.',
      'تنهایی برای من تنها بودن نیست؛ این است که میان آدم‌ها مدام مجبور باشی نقش بازی کنی.',
      'بعد از مهاجرت فهمیدم دوستی‌ها با فاصله نمی‌میرند، با سکوت می‌میرند. حالا هفته‌ای یک پیام صوتی می‌فرستم، حتی کوتاه.',
      'با پسر نوجوانم بهترین گفت‌وگوها را در ماشین داشته‌ام، شب‌ها، وقتی لازم نیست به هم نگاه کنیم.',
      'جمله‌ی «گفتنش برایم سخت است» بیشتر از هر سخنرانی آماده‌ای درها را باز کرده.',
      'در خانه‌ی ما از احساسات حرف نمی‌زدند، فقط از غذا. حالا می‌فهمم که غذا همان احساسات بود.',
      'بهترین سؤالی که از من پرسیده‌اند این بود: «اگر نمی‌ترسیدی چه می‌کردی؟» هنوز دنبال جوابش هستم.',
      'خانه برای من حالا چند آدم است و طرز دم کردن چای عصرانه.',
      'بخشیدن خودم وقتی شروع شد که با خودِ جوانم همان‌طور حرف زدم که با یک دوست حرف می‌زنم: مهربان و بی‌عجله.',
      'در محل کار یاد گرفتم بگویم «نمی‌دانم، اما پیدا می‌کنم». عجیب است که چقدر اعتماد می‌سازد.',
      'دو دوستی بعد از بچه‌دار شدنم آرام خاموش شد. هیچ‌کس مقصر نبود؛ فقط روزهایمان دیگر به هم نمی‌رسید.',
      'وقتی دوستم مادرش را از دست داد، تقریباً چیزی نگفتم. فقط هر هفته سر زدم. سال‌ها بعد گفت همین را یادش مانده.',
    ],
    closers: ['ممنون که پرسیدی.', 'کنجکاوم جواب بقیه را بخوانم.', 'امیدوارم کمی کمک کند.'],
  },
  es: {
    openers: [
      'Buena pregunta; tardé un rato en contestar.',
      'Sinceramente, mi respuesta ha cambiado mucho con los años.',
      'Esta me tocó de cerca.',
      'Solo puedo hablar por mí.',
      'Anoche hice esta pregunta en la sobremesa.',
      'No tengo una respuesta perfecta, pero sí una historia.',
    ],
    cores: [
      'Para mí fue una conversación larga con mi padre, poco antes de que enfermara. Por primera vez habló de sus miedos y no de mis notas.',
      'Aprendí a preguntar primero si la otra persona quiere consejo o solo compañía. Esa pregunta me ha ahorrado muchos errores bienintencionados.',
      'Mi abuela nunca daba consejos. Preguntaba qué pensaba yo y luego esperaba en silencio hasta que lo sabía.',
      'Para mí la soledad no es estar solo, sino estar con gente y tener que fingir todo el tiempo.',
      'En casa tenemos una regla: quien está más molesto habla primero, y el otro repite lo que escuchó antes de responder. Suena raro, pero funciona.',
      'Las mejores conversaciones con mi hija adolescente ocurren en el coche, de noche, cuando nadie tiene que mirar al otro.',
      'La frase *"esto me cuesta decirlo"* me ha abierto más puertas que cualquier discurso preparado.',
      'En mi familia no se hablaba de sentimientos, solo de comida. Ahora entiendo que la comida *eran* los sentimientos.',
      'Hice amigos en Madrid gracias a un club de lectura. No por los libros, sino porque veía a las mismas personas cada semana.',
      'Hogar, para mí, es un puñado de personas y la manera en que alargamos la sobremesa los domingos.',
      'Perdonarme empezó cuando hablé con mi yo más joven como le hablaría a una amiga: con paciencia y sin prisa.',
      'En el trabajo aprendí a decir "no lo sé, pero lo averiguo". Es increíble cuánta confianza genera.',
      'Dos amistades se apagaron cuando nacieron mis hijos. Nadie tuvo la culpa; nuestros días dejaron de coincidir.',
      'Cuando mi amiga perdió a su madre casi no dije nada. Solo fui cada semana. Años después me dijo que eso fue lo que recordaba.',
    ],
    closers: ['Gracias por preguntar.', 'Tengo curiosidad por leer las demás respuestas.', 'Ojalá te sirva un poco.'],
  },
};

/** English answers with stored translations, given to the first answer of questions that are translated too. */
export const TRANSLATED_ANSWERS: Record<ContentLang, string>[] = [
  {
    en: "I think we underestimate how much people want to be asked. Every time I've dared to ask something real, the other person seemed relieved.",
    de: 'Ich glaube, wir unterschätzen, wie sehr Menschen gefragt werden wollen. Jedes Mal, wenn ich mich getraut habe, etwas Echtes zu fragen, wirkte mein Gegenüber erleichtert.',
    fa: 'فکر می‌کنم دست‌کم می‌گیریم که آدم‌ها چقدر دوست دارند از آن‌ها سؤال شود. هر بار که جرئت کردم سؤالی واقعی بپرسم، طرف مقابل انگار آسوده شد.',
    es: 'Creo que subestimamos cuánto desea la gente que le pregunten. Cada vez que me atreví a preguntar algo de verdad, la otra persona pareció aliviada.',
  },
  {
    en: "Walks. Every hard conversation I've had with my son went better side by side than across a table.",
    de: 'Spaziergänge. Jedes schwierige Gespräch mit meinem Sohn lief nebeneinander besser als über einen Tisch hinweg.',
    fa: 'پیاده‌روی. هر گفت‌وگوی سختی که با پسرم داشتم، کنار هم بهتر پیش رفت تا روبه‌روی هم پشت میز.',
    es: 'Paseos. Cada conversación difícil con mi hijo salió mejor caminando uno al lado del otro que sentados frente a frente.',
  },
  {
    en: "Someone once told me: you don't have to solve it, you only have to *stay in the room*. I think about that sentence every week.",
    de: 'Jemand hat mir einmal gesagt: Du musst es nicht lösen, du musst nur *im Raum bleiben*. An diesen Satz denke ich jede Woche.',
    fa: 'کسی یک بار به من گفت: لازم نیست حلش کنی، فقط باید *در اتاق بمانی*. هر هفته به این جمله فکر می‌کنم.',
    es: 'Alguien me dijo una vez: no tienes que resolverlo, solo tienes que *quedarte en la habitación*. Pienso en esa frase cada semana.',
  },
  {
    en: 'I now ask people what kind of support they want: advice, distraction or just company. It has saved me from so many well-meant mistakes.',
    de: 'Ich frage inzwischen, welche Unterstützung jemand möchte: Rat, Ablenkung oder einfach Gesellschaft. Das hat mir viele gut gemeinte Fehler erspart.',
    fa: 'حالا از آدم‌ها می‌پرسم چه نوع حمایتی می‌خواهند: نصیحت، سرگرمی یا فقط همراهی. این کار جلوی خیلی از اشتباه‌های خیرخواهانه‌ام را گرفته.',
    es: 'Ahora pregunto qué tipo de apoyo quiere la otra persona: consejo, distracción o solo compañía. Me ha ahorrado muchos errores bienintencionados.',
  },
  {
    en: 'Grief taught me that there is no right thing to say, but there is a right thing to do: stay.',
    de: 'Trauer hat mich gelehrt, dass es nicht das richtige Wort gibt, aber das Richtige zu tun: bleiben.',
    fa: 'سوگ به من یاد داد که حرف درستی وجود ندارد، اما کار درستی هست: ماندن.',
    es: 'El duelo me enseñó que no hay nada correcto que decir, pero sí algo correcto que hacer: quedarse.',
  },
];
