// Text shared by every category, in each library language: intro and closing frames (with {topic}), closing
// headings, title variants for the numbered near-duplicates, link sentences and image alt texts.
// German frames only use {topic} where nominative and accusative look alike, so German topics avoid a
// masculine singular head noun. Spanish frames never put {topic} after "de" or "a" (no "del"/"al" contraction).
import type { LibLang } from './types';

export interface CommonText {
  intros: string[];
  closings: string[];
  closingHeadings: string[];
  /** {title} and {n}; index 0 is always the "Part n" form, which links back to the first part. */
  variants: string[];
  partLink: string;
  earlierLink: string;
  relatedOne: string;
  relatedTwo: string;
  /** Catalogue descriptions for the 2nd, 3rd... copy of a title (the first copy uses the title's angle). */
  descriptions: string[];
  digits?: string;
}

export const IMAGES = ['speech-bubbles', 'two-circles', 'calm-waves', 'ripples', 'constellation', 'sunrise-hills', 'threads'] as const;
export type ImageName = (typeof IMAGES)[number];

export const IMAGE_ALT: Record<LibLang, Record<ImageName, string>> = {
  en: {
    'speech-bubbles': 'Two overlapping speech bubbles in soft peach and teal',
    'two-circles': 'Two soft circles leaning toward each other on a cream background',
    'calm-waves': 'Gentle layered waves in muted shades of blue',
    ripples: 'Concentric ripples spreading outward across still water',
    constellation: 'Small dots joined by thin lines, like a constellation of people',
    'sunrise-hills': 'Rounded hills beneath a pale rising sun',
    threads: 'Two curved lines crossing and winding together',
  },
  enx: {
    'speech-bubbles': 'Two speech bubbles in warm peach and teal, overlapping as if mid-sentence',
    'two-circles': 'Two soft circles leaning gently toward each other on a cream background',
    'calm-waves': 'Layered waves in quiet blues, rolling calmly across the frame',
    ripples: 'Rings of ripples spreading slowly outward across still water',
    constellation: 'A scattering of small dots joined by fine lines, like a constellation of people',
    'sunrise-hills': 'Soft rounded hills beneath a pale sun just beginning to rise',
    threads: 'Two curved threads crossing, parting and winding back together',
  },
  de: {
    'speech-bubbles': 'Zwei sich überlappende Sprechblasen in zartem Pfirsich und Petrol',
    'two-circles': 'Zwei weiche Kreise, die sich auf cremefarbenem Grund einander zuneigen',
    'calm-waves': 'Sanfte, geschichtete Wellen in gedämpften Blautönen',
    ripples: 'Konzentrische Kreise, die sich auf stillem Wasser ausbreiten',
    constellation: 'Kleine Punkte, durch feine Linien verbunden wie ein Sternbild aus Menschen',
    'sunrise-hills': 'Runde Hügel unter einer blassen aufgehenden Sonne',
    threads: 'Zwei geschwungene Linien, die sich kreuzen und ineinander winden',
  },
  es: {
    'speech-bubbles': 'Dos bocadillos de diálogo superpuestos en tonos melocotón y verde azulado',
    'two-circles': 'Dos círculos suaves que se inclinan el uno hacia el otro sobre un fondo crema',
    'calm-waves': 'Olas suaves superpuestas en tonos azules apagados',
    ripples: 'Ondas concéntricas que se extienden sobre el agua en calma',
    constellation: 'Pequeños puntos unidos por líneas finas, como una constelación de personas',
    'sunrise-hills': 'Colinas redondeadas bajo un sol pálido que empieza a salir',
    threads: 'Dos líneas curvas que se cruzan y se entrelazan',
  },
  fa: {
    'speech-bubbles': 'دو حباب گفت‌وگو به رنگ هلویی و فیروزه‌ای ملایم که روی هم افتاده‌اند',
    'two-circles': 'دو دایره‌ی نرم که روی زمینه‌ای کرم‌رنگ به سوی هم خم شده‌اند',
    'calm-waves': 'موج‌های لایه‌لایه و آرام در رنگ‌های آبی کم‌رنگ',
    ripples: 'دایره‌های موجی که روی آبی آرام به بیرون پخش می‌شوند',
    constellation: 'نقطه‌هایی کوچک که با خط‌های باریک به هم وصل شده‌اند، مثل صورت فلکی‌ای از آدم‌ها',
    'sunrise-hills': 'تپه‌های گرد زیر خورشیدی کم‌رنگ که تازه طلوع می‌کند',
    threads: 'دو خط منحنی که از هم می‌گذرند و در هم می‌پیچند',
  },
};

export const COMMON: Record<LibLang, CommonText> = {
  en: {
    intros: [
      'Most of us carry a few quiet questions around with us, and {topic} is often one of them. We rarely say it out loud, yet it shapes how we show up with the people we care about.',
      'There is a reason {topic} keeps surfacing whenever people talk honestly about their lives. It touches something almost everyone has felt, even if few of us have found the words for it.',
      'It is easy to read about {topic} and nod along, and much harder to let it change what you actually do on an ordinary Tuesday. This piece tries to close that gap a little.',
      'If you have ever walked away from a conversation feeling that something important went unsaid, you already know why {topic} matters. The good news is that there is more you can do about it than it may seem.',
      'Few subjects come up in readers’ letters as often as {topic}. Behind most of those letters is the same wish: to feel a little less alone and a little more understood.',
      'Nobody hands us a manual for {topic}. What we know about it we pick up sideways: from parents and friends, from mistakes, and from the occasional conversation that stays with us for years.',
      'This article is about {topic}, and about the small, practical choices that make it easier. None of them require you to become a different person; they only ask you to pay attention in a slightly different way.',
      'Think back to the last time someone really listened to you. Chances are it had something to do with {topic}, even if neither of you would have called it that.',
    ],
    closings: [
      'In the end, what helps most with {topic} is not technique but willingness: the willingness to ask, to wait, and to be changed a little by what you hear. Start small, start this week, and notice what opens up.',
      'You do not need to have {topic} figured out on the first try. Every honest attempt teaches you something, and the people worth keeping close will usually meet you halfway.',
      'Take one idea from this piece about {topic} and try it in your next real conversation, then come back for the rest. Growth here rarely arrives all at once; it accumulates quietly.',
      'If there is one thing to remember about {topic}, it is that curiosity is a form of care. The more genuinely you wonder about someone, the more room they have to be themselves.',
      'Relationships are shaped one exchange at a time, and everything said here about {topic} comes down to that slow work. Be gentle with yourself, be generous with others, and keep asking the questions that matter to you.',
      'There is no final word on {topic}, only the next conversation. May yours be a little braver, a little kinder and a little more honest than the last.',
      'What we have written here about {topic} is a starting point, not a rulebook. Adapt it to the people in your life, and trust what you learn from them more than anything you read.',
      'Wherever you stand with {topic}, perhaps the simplest next step is to put your phone away, turn toward someone, and ask one question you actually want the answer to. The rest tends to follow.',
    ],
    closingHeadings: ['A Closing Thought', 'Where to Begin', 'Before You Go', 'The Next Conversation'],
    variants: ['{title} (Part {n})', '{title} — A Second Look', '{title} — Revisited', '{title} — Notes From Real Conversations'],
    partLink: 'This is part {n} of a short series. If you are new to it, you may want to [start with the first part]({href}) before reading on.',
    earlierLink: 'We first explored this in [{title}]({href}); this piece picks up some of the threads we left hanging there.',
    relatedOne: 'If this resonates, you might also like [{title}]({href}).',
    relatedTwo: 'For more along these lines, read [{a}]({ha}) and [{b}]({hb}).',
    descriptions: [
      'Practical, warm advice on {topic}, with ideas you can bring to your next conversation.',
      'Another look at {topic}: what tends to help, what tends to get in the way, and where to start.',
      'Thoughts and small experiments around {topic}, drawn from real conversations and a little research.',
      'A gentle, practical guide to {topic} for anyone who wants to understand people, and themselves, a little better.',
    ],
  },
  enx: {
    intros: [
      'Most of us walk around with a handful of quiet questions, and {topic} is often among them. We seldom voice it, yet it colours every encounter with the people we love.',
      'Whenever people start talking honestly about their lives, {topic} has a way of drifting into the room. It touches something nearly everyone has felt, even if few of us have ever found the right words for it.',
      'Reading about {topic} and nodding along is easy; letting it reshape an ordinary Tuesday is another matter entirely. This piece is an attempt to narrow that gap.',
      'If you have ever left a conversation with the nagging sense that the most important thing went unsaid, you already understand why {topic} matters. Happily, there is far more you can do about it than it might seem.',
      'Few subjects fill our inbox as often as {topic}. Beneath nearly every letter lies the same longing: to feel a little less alone and a little more truly understood.',
      'No one ever hands us a manual for {topic}. What we know, we pick up sideways — from parents and friends, from our own mistakes, and from the rare conversation that lingers with us for years.',
      'This piece is about {topic}, and about the small, practical choices that make it easier. None of them ask you to become someone else; they simply invite you to notice things a little differently.',
      'Think back to the last time someone truly listened to you. In all likelihood it had something to do with {topic}, even if neither of you would have put it that way.',
    ],
    closings: [
      'In the end, what helps most with {topic} is not technique but willingness — the willingness to ask, to wait, and to let what you hear change you a little. Start small, start this week, and watch what begins to open.',
      'Nobody has {topic} figured out on the first attempt. Every honest try teaches you something, and the people worth holding close will usually meet you halfway.',
      'Choose one idea from this piece about {topic} and carry it into your next real conversation; the rest will keep. Growth here seldom arrives in a rush — it gathers quietly, one exchange at a time.',
      'If you remember only one thing about {topic}, let it be this: curiosity is a form of care. The more genuinely you wonder about someone, the more space they have to be fully themselves.',
      'Relationships are built one exchange at a time, and everything said here about {topic} comes down to that slow, patient craft. Be gentle with yourself, generous with others, and keep asking the questions that truly matter to you.',
      'There is no final word on {topic} — only the next conversation. May yours be a little braver, a little kinder and a little more honest than the last.',
      'Everything written here about {topic} is a beginning, not a rulebook. Shape it to the people in your life, and trust what they teach you over anything you read.',
      'Wherever you stand with {topic}, perhaps the simplest next step is this: set your phone aside, turn toward someone, and ask one question whose answer you genuinely want to hear. The rest has a way of following.',
    ],
    closingHeadings: ['A Parting Thought', 'Where to Begin', 'Before You Go', 'Your Next Conversation'],
    variants: ['{title} (Part {n})', '{title} — A Fresh Look', '{title} — Revisited', '{title} — Lessons From Real Conversations'],
    partLink: 'This is part {n} of a short series. If you are just arriving, you may want to [begin with the first part]({href}) before reading further.',
    earlierLink: 'We first wandered into this territory in [{title}]({href}); here we pick up a few of the threads we left loose.',
    relatedOne: 'If this strikes a chord, you may also enjoy [{title}]({href}).',
    relatedTwo: 'To keep exploring, read [{a}]({ha}) and [{b}]({hb}).',
    descriptions: [
      'Warm, practical guidance on {topic}, with ideas you can carry straight into your next conversation.',
      'A fresh look at {topic}: what helps, what quietly gets in the way, and where to begin.',
      'Reflections and small experiments around {topic}, drawn from real conversations and a little research.',
      'A gentle, hands-on guide to {topic} for anyone who wants to understand people — and themselves — a little better.',
    ],
  },
  de: {
    intros: [
      'Viele von uns tragen ein paar leise Fragen mit sich herum, und eine davon betrifft oft genau das: {topic}. Wir sprechen selten darüber, und doch prägt es, wie wir den Menschen begegnen, die uns wichtig sind.',
      'Sobald Menschen ehrlich über ihr Leben sprechen, taucht ein Thema immer wieder auf: {topic}. Es berührt etwas, das fast jeder kennt, auch wenn nur wenige Worte dafür gefunden haben.',
      'Es ist leicht, über {topic} zu lesen und zustimmend zu nicken, und viel schwerer, im ganz gewöhnlichen Alltag wirklich etwas anders zu machen. Dieser Text versucht, diese Lücke ein wenig zu schließen.',
      'Wer schon einmal ein Gespräch verlassen hat mit dem Gefühl, dass das Wichtigste ungesagt blieb, weiß, warum sich ein genauerer Blick lohnt: {topic}. Die gute Nachricht: Man kann mehr tun, als es zunächst scheint.',
      'Nur wenige Themen tauchen in den Zuschriften unserer Leserinnen und Leser so oft auf wie dieses: {topic}. Hinter den meisten Briefen steht derselbe Wunsch – sich etwas weniger allein und etwas besser verstanden zu fühlen.',
      'Für manche Dinge gibt es keine Gebrauchsanweisung, und dazu gehört auch dies: {topic}. Was wir darüber wissen, lernen wir nebenbei – von Eltern und Freunden, aus Fehlern und aus den seltenen Gesprächen, die uns jahrelang begleiten.',
      'In diesem Artikel geht es um {topic} und um die kleinen, praktischen Entscheidungen, die es leichter machen. Keine davon verlangt, dass du ein anderer Mensch wirst; sie bitten dich nur, ein wenig anders hinzuschauen.',
      'Denk an das letzte Mal zurück, als dir jemand wirklich zugehört hat. Wahrscheinlich hatte es mit etwas zu tun, das wir uns hier genauer ansehen: {topic} – auch wenn keiner von euch es so genannt hätte.',
    ],
    closings: [
      'Am Ende geht es bei diesem Thema weniger um Technik als um Bereitschaft: die Bereitschaft zu fragen, zu warten und sich von dem, was man hört, ein wenig verändern zu lassen. Wer {topic} ernst nimmt, fängt klein an – am besten noch diese Woche.',
      'Niemand muss {topic} beim ersten Versuch ganz durchschauen. Jeder ehrliche Anlauf lehrt dich etwas, und die Menschen, die du nah bei dir haben willst, kommen dir meist auf halbem Weg entgegen.',
      'Nimm eine einzige Idee aus diesem Text über {topic} mit und probiere sie in deinem nächsten echten Gespräch aus; der Rest kann warten. Wachstum kommt hier selten auf einmal – es sammelt sich leise an.',
      'Wenn du dir nur eines merkst, dann dies: Neugier ist eine Form von Fürsorge, gerade wenn es um {topic} geht. Je ehrlicher du dich für jemanden interessierst, desto mehr Raum hat dieser Mensch, er selbst zu sein.',
      'Beziehungen entstehen Gespräch für Gespräch, und alles, was hier über {topic} gesagt wurde, läuft auf diese langsame Arbeit hinaus. Sei geduldig mit dir, großzügig mit anderen, und stell weiter die Fragen, die dir wirklich wichtig sind.',
      'Über {topic} gibt es kein letztes Wort, nur das nächste Gespräch. Möge deines ein wenig mutiger, ein wenig freundlicher und ein wenig ehrlicher sein als das letzte.',
      'Was wir hier über {topic} geschrieben haben, ist ein Anfang und kein Regelwerk. Pass es an die Menschen in deinem Leben an und vertraue dem, was du von ihnen lernst, mehr als allem, was du liest.',
      'Wo immer du in Bezug auf {topic} gerade stehst: Vielleicht ist der einfachste nächste Schritt, das Handy wegzulegen, dich jemandem zuzuwenden und eine Frage zu stellen, deren Antwort du wirklich hören willst. Der Rest ergibt sich oft von selbst.',
    ],
    closingHeadings: ['Ein Gedanke zum Schluss', 'Wo du anfangen kannst', 'Bevor du gehst', 'Das nächste Gespräch'],
    variants: ['{title} (Teil {n})', '{title} – ein zweiter Blick', '{title} – noch einmal betrachtet', '{title} – Notizen aus echten Gesprächen'],
    partLink: 'Dies ist Teil {n} einer kleinen Reihe. Wenn du neu dabei bist, lies am besten zuerst [den ersten Teil]({href}).',
    earlierLink: 'Zum ersten Mal haben wir uns damit in [{title}]({href}) beschäftigt; hier nehmen wir einige Fäden wieder auf, die dort offen geblieben sind.',
    relatedOne: 'Wenn dich das anspricht, gefällt dir vielleicht auch [{title}]({href}).',
    relatedTwo: 'Mehr in diese Richtung findest du in [{a}]({ha}) und [{b}]({hb}).',
    descriptions: [
      'Praktische, warmherzige Gedanken über {topic}, mit Ideen für dein nächstes Gespräch.',
      'Ein weiterer Blick auf {topic}: was hilft, was im Weg steht und wo man anfangen kann.',
      'Überlegungen und kleine Experimente rund um {topic}, gesammelt aus echten Gesprächen und etwas Forschung.',
      'Ein behutsamer, praktischer Leitfaden für {topic} – für alle, die Menschen und sich selbst ein wenig besser verstehen möchten.',
    ],
  },
  es: {
    intros: [
      'Casi todos llevamos encima unas cuantas preguntas silenciosas, y muchas de ellas giran en torno a {topic}. Rara vez lo decimos en voz alta, pero influye en cómo nos mostramos ante las personas que queremos.',
      'Cuando la gente habla con sinceridad sobre su vida, hay un asunto que aparece una y otra vez: {topic}. Toca algo que casi todos hemos sentido, aunque pocos hayamos encontrado las palabras para nombrarlo.',
      'Es fácil leer sobre {topic} y asentir, y mucho más difícil dejar que eso cambie lo que haces un martes cualquiera. Este texto intenta acortar un poco esa distancia.',
      'Si alguna vez te has ido de una conversación con la sensación de que lo más importante se quedó sin decir, ya sabes por qué vale la pena pensar en {topic}. La buena noticia es que se puede hacer más de lo que parece.',
      'Pocos temas aparecen tan a menudo en las cartas de nuestros lectores como {topic}. Detrás de casi todas late el mismo deseo: sentirse un poco menos solo y un poco más comprendido.',
      'Nadie nos entrega un manual para {topic}. Lo que sabemos lo aprendemos de lado: de nuestros padres y amigos, de los errores y de esa conversación ocasional que nos acompaña durante años.',
      'Este artículo trata sobre {topic} y sobre las pequeñas decisiones prácticas que lo hacen más fácil. Ninguna te pide que te conviertas en otra persona; solo te invitan a prestar atención de una manera un poco distinta.',
      'Piensa en la última vez que alguien te escuchó de verdad. Lo más probable es que tuviera algo que ver con {topic}, aunque ninguno de los dos lo habría llamado así.',
    ],
    closings: [
      'Al final, todo lo relacionado con {topic} tiene menos que ver con la técnica que con la disposición: la disposición a preguntar, a esperar y a dejar que lo que escuchas te cambie un poco. Empieza con algo pequeño, empieza esta semana y observa qué se abre.',
      'No hace falta tenerlo todo claro sobre {topic} a la primera. Cada intento honesto te enseña algo, y las personas que vale la pena tener cerca suelen salir a tu encuentro a mitad de camino.',
      'Quédate con una sola idea de este texto sobre {topic} y pruébala en tu próxima conversación de verdad; el resto puede esperar. El crecimiento en este terreno rara vez llega de golpe: se acumula en silencio.',
      'Si hay algo que recordar sobre {topic}, es que la curiosidad es una forma de cuidado. Cuanto más genuinamente te interesas por alguien, más espacio tiene esa persona para ser ella misma.',
      'Las relaciones se construyen intercambio a intercambio, y todo lo que hemos dicho aquí sobre {topic} se reduce a ese trabajo lento. Ten paciencia contigo, sé generoso con los demás y sigue haciendo las preguntas que de verdad te importan.',
      'No hay una última palabra sobre {topic}, solo la próxima conversación. Que la tuya sea un poco más valiente, un poco más amable y un poco más sincera que la anterior.',
      'Lo que hemos escrito aquí sobre {topic} es un punto de partida, no un reglamento. Adáptalo a las personas de tu vida y confía más en lo que aprendes de ellas que en cualquier cosa que leas.',
      'Sea cual sea tu situación en relación con {topic}, quizá el siguiente paso más sencillo sea este: deja el móvil a un lado, vuélvete hacia alguien y hazle una pregunta cuya respuesta de verdad quieras oír. Lo demás suele venir solo.',
    ],
    closingHeadings: ['Una última idea', 'Por dónde empezar', 'Antes de irte', 'La próxima conversación'],
    variants: ['{title} (parte {n})', '{title}: una segunda mirada', '{title}, de nuevo', '{title}: notas de conversaciones reales'],
    partLink: 'Esta es la parte {n} de una pequeña serie. Si acabas de llegar, quizá prefieras [empezar por la primera parte]({href}) antes de seguir leyendo.',
    earlierLink: 'Exploramos este tema por primera vez en [{title}]({href}); aquí retomamos algunos de los hilos que quedaron sueltos.',
    relatedOne: 'Si esto te resuena, quizá también te guste [{title}]({href}).',
    relatedTwo: 'Para seguir en esta línea, lee [{a}]({ha}) y [{b}]({hb}).',
    descriptions: [
      'Consejos prácticos y cercanos sobre {topic}, con ideas para tu próxima conversación.',
      'Otra mirada sobre {topic}: qué suele ayudar, qué suele estorbar y por dónde empezar.',
      'Reflexiones y pequeños experimentos en torno a {topic}, nacidos de conversaciones reales y de un poco de investigación.',
      'Una guía amable y práctica sobre {topic} para quien quiera entender un poco mejor a los demás y a sí mismo.',
    ],
  },
  fa: {
    intros: [
      'بیشتر ما چند پرسش آرام را همیشه با خودمان حمل می‌کنیم، و {topic} اغلب یکی از آن‌هاست. کمتر به زبانش می‌آوریم، اما بر این‌که چطور در کنار آدم‌های عزیزمان حاضر می‌شویم اثر می‌گذارد.',
      'بی‌دلیل نیست که هر وقت آدم‌ها صادقانه از زندگی‌شان حرف می‌زنند، {topic} دوباره سر بر می‌آورد. به چیزی دست می‌زند که تقریباً همه تجربه‌اش کرده‌ایم، حتی اگر کمتر کسی کلمه‌ای برایش پیدا کرده باشد.',
      'خواندن درباره‌ی {topic} و سر تکان دادن آسان است؛ اما این‌که بگذاری همین موضوع کارهای یک سه‌شنبه‌ی معمولی‌ات را عوض کند، بسیار دشوارتر است. این نوشته می‌کوشد این فاصله را کمی کوتاه‌تر کند.',
      'اگر تا حالا از گفت‌وگویی بیرون آمده‌ای و حس کرده‌ای مهم‌ترین حرف ناگفته ماند، خودت می‌دانی چرا {topic} اهمیت دارد. خبر خوب این است که بیش از آنچه به نظر می‌رسد می‌شود کاری کرد.',
      'کمتر موضوعی به اندازه‌ی {topic} در نامه‌های خوانندگانمان تکرار می‌شود. پشت بیشتر این نامه‌ها یک آرزوی مشترک است: کمی کمتر تنها بودن و کمی بیشتر فهمیده شدن.',
      'هیچ‌کس دفترچه‌ی راهنمایی برای {topic} به دستمان نمی‌دهد. آنچه درباره‌اش می‌دانیم را از گوشه و کنار یاد می‌گیریم: از پدر و مادر و دوستان، از اشتباه‌هایمان، و از آن گفت‌وگوی گاه‌به‌گاهی که سال‌ها با ما می‌ماند.',
      'این نوشته درباره‌ی {topic} است و درباره‌ی انتخاب‌های کوچک و عملی‌ای که آن را آسان‌تر می‌کنند. هیچ‌کدام از تو نمی‌خواهند آدم دیگری شوی؛ فقط دعوتت می‌کنند کمی جور دیگری توجه کنی.',
      'به آخرین باری فکر کن که کسی واقعاً به حرفت گوش داد. به احتمال زیاد آن لحظه ربطی به {topic} داشت، حتی اگر هیچ‌کدامتان اسمش را این نمی‌گذاشتید.',
    ],
    closings: [
      'در نهایت، آنچه در {topic} بیش از همه کمک می‌کند فن و شگرد نیست، آمادگی است: آمادگی برای پرسیدن، صبر کردن، و این‌که بگذاری آنچه می‌شنوی کمی تغییرت دهد. از کار کوچکی شروع کن، همین هفته، و ببین چه دری باز می‌شود.',
      'لازم نیست از همان بار اول همه‌چیز را درباره‌ی {topic} فهمیده باشی. هر تلاش صادقانه چیزی یادت می‌دهد، و آدم‌هایی که ارزش نزدیک ماندن دارند معمولاً نیمه‌ی راه را به سویت می‌آیند.',
      'یک ایده از این نوشته درباره‌ی {topic} بردار و در گفت‌وگوی واقعی بعدی‌ات امتحانش کن؛ بقیه‌اش می‌تواند صبر کند. رشد در این زمینه به‌ندرت یک‌باره می‌رسد؛ آرام‌آرام جمع می‌شود.',
      'اگر قرار است فقط یک چیز درباره‌ی {topic} در یادت بماند، این باشد: کنجکاوی شکلی از مراقبت است. هرچه صادقانه‌تر درباره‌ی کسی کنجکاو باشی، او جای بیشتری دارد تا خودش باشد.',
      'رابطه‌ها گفت‌وگو به گفت‌وگو ساخته می‌شوند، و هرچه این‌جا درباره‌ی {topic} گفتیم به همین کار آرام و صبورانه برمی‌گردد. با خودت صبور باش، با دیگران بخشنده، و پرسیدن پرسش‌هایی را که برایت مهم‌اند ادامه بده.',
      'درباره‌ی {topic} حرف آخری وجود ندارد، فقط گفت‌وگوی بعدی هست. امیدواریم گفت‌وگوی بعدی تو کمی شجاعانه‌تر، کمی مهربان‌تر و کمی صادقانه‌تر از قبلی باشد.',
      'آنچه این‌جا درباره‌ی {topic} نوشتیم نقطه‌ی شروع است، نه کتاب قانون. آن را با آدم‌های زندگی‌ات جور کن و به آنچه از خودشان یاد می‌گیری بیش از هر نوشته‌ای اعتماد کن.',
      'هر جا که در نسبت با {topic} ایستاده‌ای، شاید ساده‌ترین قدم بعدی این باشد: گوشی را کنار بگذار، رو به کسی بنشین و یک پرسش بپرس که واقعاً دلت می‌خواهد جوابش را بشنوی. باقی‌اش معمولاً خودش از پی می‌آید.',
    ],
    closingHeadings: ['سخن پایانی', 'از کجا شروع کنیم', 'پیش از رفتن', 'گفت‌وگوی بعدی'],
    variants: ['{title} (بخش {n})', '{title}؛ نگاهی دوباره', '{title}؛ بازخوانی', '{title}؛ یادداشت‌هایی از گفت‌وگوهای واقعی'],
    partLink: 'این بخش {n} از یک مجموعه‌ی کوتاه است. اگر تازه به آن رسیده‌ای، شاید بهتر باشد پیش از ادامه [از بخش نخست شروع کنی]({href}).',
    earlierLink: 'نخستین بار در [{title}]({href}) به این موضوع پرداختیم؛ این نوشته چند رشته از همان بحث را که ناتمام ماند دوباره به دست می‌گیرد.',
    relatedOne: 'اگر این نوشته به دلت نشست، شاید [{title}]({href}) را هم دوست داشته باشی.',
    relatedTwo: 'برای ادامه‌ی همین مسیر، [{a}]({ha}) و [{b}]({hb}) را بخوان.',
    descriptions: [
      'توصیه‌هایی عملی و صمیمی درباره‌ی {topic}، همراه با ایده‌هایی برای گفت‌وگوی بعدی‌ات.',
      'نگاهی دیگر به {topic}: چه چیزی کمک می‌کند، چه چیزی مانع می‌شود و از کجا باید شروع کرد.',
      'تأملات و آزمایش‌های کوچکی درباره‌ی {topic}، برگرفته از گفت‌وگوهای واقعی و کمی پژوهش.',
      'راهنمایی آرام و کاربردی درباره‌ی {topic} برای هر کسی که می‌خواهد دیگران و خودش را کمی بهتر بشناسد.',
    ],
    digits: '۰۱۲۳۴۵۶۷۸۹',
  },
};
