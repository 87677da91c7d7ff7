// Hand translations of the "Love & Relationships" library, item for item in the order of the English library.
import type { CategoryText } from './types';

export const enx: CategoryText = {
  titles: [
    {
      title: '36 Questions That Can Lead to Love',
      topic: 'the experiment behind the 36 questions that can lead to love',
      angle: 'In 1997 the psychologist Arthur Aron invited pairs of strangers to take turns answering ever more personal questions — and many walked away feeling astonishingly close. The list went viral decades later, but its real lesson is about how closeness is made.',
    },
    {
      title: 'What Long-Term Couples Say When No One Is Listening',
      topic: 'the private language of long-term couples',
      angle: 'Couples who stay close for decades seldom have more dramatic conversations than anyone else. What they have instead is a steady current of small, attentive ones.',
    },
    {
      title: 'How to Fight Without Losing Each Other',
      topic: 'the art of fighting without losing each other',
      angle: 'Every couple argues. What matters is not whether you disagree, but whether — once the storm has passed — you still feel like a team.',
    },
    {
      title: 'The Small Moments That Make — or Break — a Relationship',
      topic: 'the hidden weight of small everyday moments in a relationship',
      angle: 'Relationships are seldom won or lost in grand gestures. They are shaped in a thousand tiny moments: a sigh noticed or ignored, a story heard out or talked over.',
    },
    {
      title: 'Falling in Love, Staying in Love',
      topic: 'the difference between falling in love and staying in love',
      angle: 'Falling in love is something that happens to you. Staying in love is something two people do, again and again, often without realising they are doing it.',
    },
    {
      title: 'How to Say “I Need More From You” Without Starting a War',
      topic: 'the delicate task of asking a partner for more',
      angle: 'Many of us would rather quietly resent a partner than risk naming what we need. Yet a clear, kind request is one of the most loving gifts you can give.',
    },
    {
      title: 'Love Languages, Thoughtfully Reconsidered',
      topic: 'the popular idea of love languages',
      angle: 'The notion that each of us gives and receives love in a favourite way has helped countless couples talk. It grows less useful the moment it hardens into a label instead of opening a conversation.',
    },
    {
      title: 'When Love Begins to Feel Like Routine',
      topic: 'the creeping sense that love has become routine',
      angle: 'Routine is not love’s enemy; more often it is love’s home. Trouble begins only when routine replaces curiosity instead of sheltering it.',
    },
    {
      title: 'Love Through Seasons of Exhaustion',
      topic: 'love through seasons of exhaustion',
      angle: 'Small children, punishing jobs, illness, caring for ageing parents: some seasons leave almost nothing over for each other. Love in those years looks different — and it still counts.',
    },
    {
      title: 'The Letters We Never Sent',
      topic: 'the words we never said to the people we loved',
      angle: 'Most of us carry an unsent letter or two: to a former partner, to someone we loved and lost, to the person beside us tonight. Writing it, even in private, can change what we do next.',
    },
    {
      title: 'Loving Someone in Your Second Language',
      topic: 'the experience of loving someone in a language that is not your mother tongue',
      angle: 'When partners do not share a first language, every tender sentence passes through translation. That gap can breed misunderstanding — and, just as often, an unexpected closeness.',
    },
    {
      title: 'The Tender Silences Between Two People in Love',
      topic: 'the tenderness of silence between two people in love',
      angle: 'Not every loving moment needs words. Sometimes the deepest intimacy is two people sitting side by side, saying nothing at all, perfectly at ease.',
    },
  ],
  sections: [
    {
      heading: 'Closeness Is Built, Not Found',
      paragraphs: [
        'The idea behind Arthur Aron’s celebrated study was disarmingly simple. Closeness grows when two people take turns revealing a little more of themselves, and each time the other responds with warmth. The questions began lightly — what would make a perfect day? — and gradually moved toward memories, hopes and fears.',
        'What made the exercise work was not any single question but its rhythm: reveal, receive, reveal again. Each round told both people it was safe to take one more step. That rhythm is open to any couple, on any evening, no printed list required.',
        'This is heartening news for long relationships, too. Closeness is not a fixed quantity you either possess or lack. It is something you keep building, one honest exchange at a time — and it can be rebuilt when it has worn thin.',
      ],
    },
    {
      heading: 'Turning Toward Each Other',
      paragraphs: [
        'The researcher John Gottman spent decades observing couples and noticed something small with enormous consequences. Partners constantly make bids for attention: “Look at that bird,” “I had the strangest day,” a hand resting on a shoulder. Each bid can be met by turning toward, turning away or turning against.',
        'In his studies, couples who stayed together turned toward each other’s bids far more often than couples who later parted. The bids themselves were utterly ordinary. What mattered was the pattern of response, repeated thousands of times over the years.',
        'Turning toward does not mean dropping everything. It can be as simple as looking up from your phone, saying “Tell me,” or asking one question about that strange day. These small acknowledgements tell your partner, again and again, that they matter.',
      ],
    },
    {
      heading: 'Fighting Fair',
      paragraphs: [
        'The way an argument begins often predicts how it will end. Opening with blame, sarcasm or “you always” puts the other person on the defensive before they even understand what is wrong. Starting gently — with your feeling and a specific request — gives the conversation a fighting chance.',
        'In the heat of an argument, the body can become so flooded that listening is nearly impossible. Your pulse climbs, your mind narrows, and every sentence sounds like an attack. Agreeing on a short break of twenty minutes or so, and then returning, is not running away; it hands both of you your thinking back.',
        'Good arguments are full of repair attempts: a joke, a softer tone, a “wait, I said that badly.” Such small gestures do not settle the disagreement, but they remind both people that they are standing on the same side of it.',
      ],
    },
    {
      heading: 'Curiosity After the Honeymoon',
      paragraphs: [
        'Early in a relationship, curiosity costs nothing. You want to know everything: childhood stories, favourite songs, what keeps them awake at night. Over time it is easy to assume you already know the answers — and to stop asking.',
        'But people never stop changing. The partner you have lived with for ten years carries new fears, new hopes and new opinions you may never have heard. Asking “What has been on your mind lately?” as though you were meeting them afresh can reveal a remarkable amount.',
        'Some couples set aside an evening every so often for questions they have never asked each other. It can feel awkward at first. It often becomes one of the evenings they remember longest.',
      ],
    },
    {
      heading: 'Asking for What You Need',
      paragraphs: [
        'A complaint describes what is wrong with the other person. A request describes what you need. “You never make time for me” invites a defence; “I miss you — could we keep Thursday evenings just for us?” invites a yes.',
        'Many of us learned early that needing things is selfish, so we hint, sulk or wait to be noticed. Partners are not mind readers, however loving they may be. Naming your need plainly is not demanding; it gives the other person a genuine chance to care for you.',
        'It helps to expect a conversation rather than instant agreement. Your partner may have needs of their own pulling in another direction. The aim is not to win but to find something that works for you both — and to keep talking until you do.',
      ],
    },
    {
      heading: 'Everyday Appreciation',
      paragraphs: [
        'Appreciation is one of the cheapest and most neglected tools in any relationship. Noticing what your partner does — and saying so — keeps small kindnesses from fading into invisibility.',
        'Gottman’s observations of couples in conflict suggest that stable relationships keep far more positive moments than negative ones, roughly five to one even in the middle of a disagreement. Positive need not mean grand. A smile, a thank you, a flicker of interest: all of it counts.',
        'Be specific. “Thanks for everything” is pleasant; “Thank you for handling that call with the landlord — I know how much you hate those” shows that you truly see them. Specific appreciation lands deeper because it is proof of attention.',
      ],
    },
    {
      heading: 'Staying Yourself Inside a Couple',
      paragraphs: [
        'Love does not ask you to dissolve into another person. Partners who keep their own friendships, passions and quiet corners often have more to bring home to the relationship, not less.',
        'It can feel threatening when a partner wants time alone or a life of their own. Usually it is not rejection; it is a way of staying whole. A relationship between two whole people stands on sturdier ground than one between two halves.',
        'Talk openly about how much togetherness and how much separateness each of you needs. The answers will rarely match perfectly, and that is fine. What matters is that both needs are spoken aloud and respected.',
      ],
    },
    {
      heading: 'Repair After Hurt',
      paragraphs: [
        'Every relationship contains moments when one person hurts the other, often without meaning to. What sets strong couples apart is not the absence of hurt but their willingness to repair it.',
        'A real apology names what happened, acknowledges its impact and says what will change. “I am sorry you felt that way” is no apology at all; it shifts the problem onto the other person’s feelings. “I am sorry I dismissed your idea in front of our friends — that was unkind” is the real thing.',
        'Repair also takes time. Bruised trust does not return after a single conversation. Patience, consistency and small promises faithfully kept will do more than any grand gesture.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Ways to Turn Toward Your Partner Today',
      lead: 'Closeness grows in small moments. Here are a few you can create before the day is out:',
      items: [
        'Put your phone down the moment your partner starts telling you about their day.',
        'Ask one follow-up question about something they mentioned this morning.',
        'Thank them for one specific thing they did this week.',
        'Touch their arm or hand as you pass, for no reason at all.',
        'Share one small thing that surprised or moved you today.',
        'Ask, “Is there anything I could take off your plate this week?”',
        'Remember something they were worried about and ask how it went.',
      ],
      after: 'None of this will transform a relationship overnight. Repeated over months, it quietly changes the weather between you.',
    },
    {
      heading: 'Signs an Argument Needs a Pause',
      lead: 'Sometimes the most loving thing you can do in a fight is to stop for a while. Consider a break when you notice that:',
      items: [
        'Your heart is racing and you can no longer follow what your partner is saying.',
        'You are rehearsing your next point instead of listening to theirs.',
        'Words like “always” and “never” have crept in.',
        'Old grievances that have nothing to do with today are being dragged in.',
        'One of you has fallen silent and shut down.',
        'You are trying to win rather than to understand.',
      ],
      after: 'Agree on when you will return, and keep that promise. A pause helps only if it ends in coming back.',
    },
  ],
  questions: {
    heading: 'Questions to Ask the Person You Love',
    lead: 'These questions, several inspired by Aron’s list, work as well after twenty years as on a third date. Take turns, and answer them yourself too:',
    items: [
      'Given the choice of anyone in the world, whom would you want as a dinner guest?',
      'What would make a truly perfect day for you?',
      'What in your life are you most grateful for?',
      'What is your most treasured memory?',
      'What does friendship mean to you?',
      'Is there something you have dreamed of doing for years? What has held you back?',
      'When did you last feel really close to me?',
      'What is one thing I could do this month that would make you feel more loved?',
    ],
  },
};

export const de: CategoryText = {
  titles: [
    {
      title: '36 Fragen, die zur Liebe führen',
      topic: 'das Experiment hinter den 36 Fragen, die zur Liebe führen',
      angle: 'Im Jahr 1997 ließ der Psychologe Arthur Aron Paare von Fremden abwechselnd immer persönlichere Fragen beantworten, und viele gingen mit einem erstaunlichen Gefühl von Nähe auseinander. Jahrzehnte später ging die Liste um die Welt, doch ihre eigentliche Lehre handelt davon, wie Nähe entsteht.',
    },
    {
      title: 'Worüber langjährige Paare reden, wenn niemand zuhört',
      topic: 'die private Sprache langjähriger Paare',
      angle: 'Paare, die sich über Jahrzehnte nah bleiben, führen selten dramatischere Gespräche als andere. Was sie haben, ist ein stetiger Strom kleiner, aufmerksamer Gespräche.',
    },
    {
      title: 'Streiten, ohne einander zu verlieren',
      topic: 'die Kunst, zu streiten, ohne einander zu verlieren',
      angle: 'Jedes Paar streitet. Entscheidend ist nicht, ob ihr unterschiedlicher Meinung seid, sondern ob ihr euch am Ende eines Streits noch wie ein Team fühlt.',
    },
    {
      title: 'Die kleinen Momente, die über eine Beziehung entscheiden',
      topic: 'die Bedeutung kleiner Alltagsmomente in einer Beziehung',
      angle: 'Beziehungen werden selten durch große Gesten gewonnen oder verloren. Sie entstehen in tausend winzigen Momenten: ein Seufzer, der bemerkt oder überhört wird, eine Geschichte, der man zuhört oder über die man hinwegredet.',
    },
    {
      title: 'Sich verlieben und verliebt bleiben',
      topic: 'die Frage, was das Verlieben vom Verliebtbleiben unterscheidet',
      angle: 'Sich zu verlieben passiert einem. Verliebt zu bleiben ist etwas, das zwei Menschen tun, immer wieder, oft ohne es zu merken.',
    },
    {
      title: 'Wie du sagst: „Ich brauche mehr von dir“',
      topic: 'die Herausforderung, den eigenen Partner um mehr zu bitten',
      angle: 'Viele grollen ihrem Partner lieber im Stillen, als zu riskieren, auszusprechen, was sie brauchen. Dabei ist eine klare, freundliche Bitte eines der liebevollsten Dinge, die man schenken kann.',
    },
    {
      title: 'Die Sprachen der Liebe – neu betrachtet',
      topic: 'die populäre Idee der Liebessprachen',
      angle: 'Die Vorstellung, dass jeder von uns Liebe auf eine bevorzugte Weise gibt und empfängt, hat vielen Paaren geholfen, miteinander zu reden. Weniger hilfreich wird sie, wenn sie zum Etikett wird statt zum Gespräch.',
    },
    {
      title: 'Wenn die Liebe zur Routine wird',
      topic: 'das Gefühl, dass die Liebe zur Routine geworden ist',
      angle: 'Routine ist nicht der Feind der Liebe, sie ist oft ihr Zuhause. Schwierig wird es erst, wenn Routine die Neugier ersetzt, statt ihr Schutz zu bieten.',
    },
    {
      title: 'Die Liebe in Zeiten der Erschöpfung',
      topic: 'die Liebe in Zeiten der Erschöpfung',
      angle: 'Kleine Kinder, fordernde Jobs, Krankheit, die Pflege der Eltern: Manche Lebensphasen lassen fast nichts füreinander übrig. Liebe sieht in diesen Jahren anders aus – und sie zählt trotzdem.',
    },
    {
      title: 'Briefe, die wir nie abgeschickt haben',
      topic: 'das Ungesagte gegenüber den Menschen, die wir geliebt haben',
      angle: 'Die meisten von uns tragen ein oder zwei nie abgeschickte Briefe mit sich: an einen früheren Partner, an jemanden, den wir geliebt und verloren haben, an den Menschen neben uns heute Abend. Ihn zu schreiben, selbst nur für sich, kann verändern, was wir als Nächstes tun.',
    },
    {
      title: 'Lieben in einer Zweitsprache',
      topic: 'die Erfahrung, jemanden in einer Sprache zu lieben, die nicht die eigene Muttersprache ist',
      angle: 'Wenn zwei Menschen keine gemeinsame Muttersprache haben, geht jeder zärtliche Satz durch eine Übersetzung. Diese Lücke kann Missverständnisse erzeugen – und ebenso eine unerwartete Nähe.',
    },
    {
      title: 'Die zärtliche Stille zwischen Liebenden',
      topic: 'die Zärtlichkeit des Schweigens zwischen Liebenden',
      angle: 'Nicht jeder liebevolle Moment braucht Worte. Manchmal ist die tiefste Nähe, wenn zwei Menschen nebeneinandersitzen, nichts sagen und vollkommen entspannt sind.',
    },
  ],
  sections: [
    {
      heading: 'Nähe wird gebaut, nicht gefunden',
      paragraphs: [
        'Die Idee hinter Arthur Arons berühmter Studie war einfach. Nähe wächst, wenn zwei Menschen abwechselnd ein wenig mehr von sich zeigen und der andere jedes Mal mit Wärme reagiert. Die Fragen begannen leicht – etwa, was einen perfekten Tag ausmachen würde – und bewegten sich allmählich hin zu Erinnerungen, Hoffnungen und Ängsten.',
        'Was die Übung wirksam machte, war keine einzelne Frage, sondern der Rhythmus: sich zeigen, annehmen, sich wieder zeigen. Jede Runde sagte beiden, dass es sicher war, einen Schritt weiterzugehen. Dieser Rhythmus steht jedem Paar offen, an jedem Abend, ganz ohne ausgedruckte Liste.',
        'Das ist auch für lange Beziehungen eine gute Nachricht. Nähe ist keine feste Menge, die man hat oder nicht hat. Sie ist etwas, das man immer weiter baut, mit jedem ehrlichen Austausch – und sie lässt sich wieder aufbauen, wenn sie dünn geworden ist.',
      ],
    },
    {
      heading: 'Sich einander zuwenden',
      paragraphs: [
        'Der Forscher John Gottman hat jahrzehntelang Paare beobachtet und etwas Kleines mit großer Wirkung bemerkt. Partner machen ständig Angebote um Aufmerksamkeit: „Schau mal, der Vogel“, „Ich hatte einen seltsamen Tag“, eine Hand auf der Schulter. Auf jedes Angebot kann man sich zuwenden, sich abwenden oder sich dagegenwenden.',
        'In seinen Studien wandten sich Paare, die zusammenblieben, den Angeboten des anderen weit häufiger zu als Paare, die sich später trennten. Die Angebote selbst waren ganz gewöhnlich. Entscheidend war das Muster der Reaktionen, tausendfach wiederholt über die Jahre.',
        'Sich zuzuwenden heißt nicht, alles stehen und liegen zu lassen. Es kann so einfach sein, wie vom Handy aufzusehen, „Erzähl“ zu sagen oder eine Frage zu dem seltsamen Tag zu stellen. Diese kleinen Bestätigungen sagen deinem Partner immer wieder, dass er wichtig ist.',
      ],
    },
    {
      heading: 'Fair streiten',
      paragraphs: [
        'Wie ein Streit beginnt, sagt oft voraus, wie er endet. Wer mit Vorwürfen, Sarkasmus oder „Du immer“ einsteigt, drängt den anderen in die Verteidigung, bevor er überhaupt verstanden hat, worum es geht. Ein sanfter Anfang mit deinem Gefühl und einer konkreten Bitte gibt dem Gespräch eine Chance.',
        'In einem hitzigen Streit kann der Körper so überflutet sein, dass Zuhören fast unmöglich wird. Der Puls steigt, der Blick verengt sich, und jeder Satz klingt wie ein Angriff. Sich auf eine kurze Pause von etwa zwanzig Minuten zu einigen und dann zurückzukommen, ist keine Flucht, sondern gibt euch beiden das Denken zurück.',
        'Gute Auseinandersetzungen enthalten Reparaturversuche: einen Witz, einen weicheren Ton, ein „Moment, das habe ich blöd gesagt“. Diese kleinen Gesten beenden den Konflikt nicht, aber sie erinnern beide daran, dass sie auf derselben Seite stehen.',
      ],
    },
    {
      heading: 'Neugier nach den Flitterwochen',
      paragraphs: [
        'Am Anfang einer Beziehung ist Neugier mühelos. Man will alles wissen: Kindheitsgeschichten, Lieblingslieder, was den anderen nachts wach hält. Mit der Zeit nimmt man leicht an, die Antworten schon zu kennen, und hört auf zu fragen.',
        'Doch Menschen verändern sich weiter. Der Mensch, mit dem du seit zehn Jahren lebst, hat neue Ängste, neue Hoffnungen und neue Ansichten, von denen du vielleicht nie gehört hast. Zu fragen „Was beschäftigt dich in letzter Zeit?“, als würdet ihr euch neu begegnen, kann erstaunlich viel zum Vorschein bringen.',
        'Manche Paare nehmen sich ab und zu einen Abend für Fragen, die sie einander noch nie gestellt haben. Am Anfang kann sich das ungewohnt anfühlen. Meist wird daraus einer der Abende, an die sie sich erinnern.',
      ],
    },
    {
      heading: 'Sagen, was du brauchst',
      paragraphs: [
        'Ein Vorwurf beschreibt, was mit dem anderen nicht stimmt. Eine Bitte beschreibt, was du brauchst. „Du hast nie Zeit für mich“ lädt zur Verteidigung ein; „Ich vermisse dich – könnten wir uns die Donnerstagabende für uns beide freihalten?“ lädt zu einem Ja ein.',
        'Viele von uns haben gelernt, dass Bedürfnisse egoistisch sind, also deuten wir an, schmollen oder warten darauf, bemerkt zu werden. Partner können keine Gedanken lesen, auch liebevolle nicht. Klar zu sagen, was du brauchst, ist keine Forderung, sondern gibt dem anderen eine echte Chance, für dich da zu sein.',
        'Es hilft, mit einem Gespräch zu rechnen statt mit sofortiger Zustimmung. Dein Partner hat vielleicht eigene Bedürfnisse, die in eine andere Richtung ziehen. Es geht nicht ums Gewinnen, sondern darum, etwas zu finden, das für euch beide passt – und so lange weiterzureden, bis ihr es gefunden habt.',
      ],
    },
    {
      heading: 'Wertschätzung im Alltag',
      paragraphs: [
        'Wertschätzung ist eines der günstigsten und am wenigsten genutzten Werkzeuge in jeder Beziehung. Zu bemerken, was dein Partner tut, und es auszusprechen, verhindert, dass die kleinen Freundlichkeiten unsichtbar werden.',
        'Gottmans Beobachtungen von Paaren im Konflikt legen nahe, dass stabile Beziehungen weit mehr positive als negative Momente haben, etwa fünf zu eins, selbst während eines Streits. Positiv heißt nicht groß. Ein Lächeln, ein Danke, ein Moment echten Interesses – all das zählt.',
        'Sei konkret. „Danke für alles“ ist nett; „Danke, dass du das Telefonat mit dem Vermieter übernommen hast, ich weiß, wie sehr du so etwas hasst“ zeigt, dass du ihn siehst. Konkrete Wertschätzung geht tiefer, weil sie Aufmerksamkeit beweist.',
      ],
    },
    {
      heading: 'Du selbst bleiben in einer Beziehung',
      paragraphs: [
        'Liebe verlangt nicht, dass du dich in einem anderen Menschen auflöst. Partner, die ihre eigenen Freundschaften, Interessen und stillen Ecken behalten, haben der Beziehung oft mehr zu geben, nicht weniger.',
        'Es kann sich bedrohlich anfühlen, wenn der Partner Zeit für sich oder ein eigenes Leben möchte. Meist ist das keine Zurückweisung, sondern eine Art, ganz zu bleiben. Eine Beziehung zwischen zwei ganzen Menschen ist stabiler als eine zwischen zwei Hälften.',
        'Sprecht offen darüber, wie viel Gemeinsamkeit und wie viel Eigenständigkeit jeder von euch braucht. Die Antworten werden selten genau übereinstimmen, und das ist in Ordnung. Wichtig ist, dass beide Bedürfnisse ausgesprochen und respektiert werden.',
      ],
    },
    {
      heading: 'Reparieren, wenn es wehgetan hat',
      paragraphs: [
        'In jeder Beziehung gibt es Momente, in denen einer den anderen verletzt, oft ohne es zu wollen. Starke Paare unterscheiden sich nicht dadurch, dass es keine Verletzungen gibt, sondern durch die Bereitschaft, sie zu reparieren.',
        'Eine echte Entschuldigung benennt, was passiert ist, erkennt die Wirkung an und sagt, was sich ändern wird. „Es tut mir leid, dass du das so empfunden hast“ ist keine Entschuldigung; es schiebt das Problem auf die Gefühle des anderen. „Es tut mir leid, dass ich deine Idee vor unseren Freunden abgetan habe; das war lieblos“ ist eine.',
        'Reparatur braucht auch Zeit. Angeschlagenes Vertrauen kehrt nicht nach einem einzigen Gespräch zurück. Geduld, Verlässlichkeit und kleine gehaltene Versprechen bewirken mehr als jede große Geste.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Wie du dich deinem Partner heute zuwenden kannst',
      lead: 'Nähe wächst in kleinen Momenten. Hier sind ein paar, die du noch heute schaffen kannst:',
      items: [
        'Leg das Handy weg, sobald dein Partner von seinem Tag erzählt.',
        'Stell eine Nachfrage zu etwas, das er heute Morgen erwähnt hat.',
        'Bedank dich für eine konkrete Sache, die er diese Woche getan hat.',
        'Berühr im Vorbeigehen seinen Arm oder seine Hand, ganz ohne Anlass.',
        'Erzähl von einer kleinen Sache, die dich heute überrascht oder berührt hat.',
        'Frag: „Gibt es etwas, das ich dir diese Woche abnehmen kann?“',
        'Erinnere dich an etwas, das ihm Sorgen gemacht hat, und frag, wie es gelaufen ist.',
      ],
      after: 'Nichts davon verändert eine Beziehung über Nacht. Über Monate wiederholt, verändert es still das Klima zwischen euch.',
    },
    {
      heading: 'Anzeichen, dass ein Streit eine Pause braucht',
      lead: 'Manchmal ist das Liebevollste, was man in einem Streit tun kann, eine Weile aufzuhören. Denk an eine Pause, wenn du merkst:',
      items: [
        'Dein Herz rast, und du kannst deinem Partner nicht mehr folgen.',
        'Du planst dein nächstes Argument, statt zuzuhören.',
        'Wörter wie „immer“ und „nie“ tauchen auf.',
        'Alte Kränkungen werden hervorgeholt, die mit heute nichts zu tun haben.',
        'Einer von euch ist verstummt und hat sich verschlossen.',
        'Du willst gewinnen, nicht verstehen.',
      ],
      after: 'Vereinbart, wann ihr weiterredet, und haltet dieses Versprechen. Eine Pause hilft nur, wenn sie mit einer Rückkehr endet.',
    },
  ],
  questions: {
    heading: 'Fragen an den Menschen, den du liebst',
    lead: 'Diese Fragen, einige davon von Arons Liste inspiriert, funktionieren nach zwanzig Jahren genauso gut wie beim dritten Date. Wechselt euch ab und beantwortet sie auch selbst:',
    items: [
      'Wenn du jeden Menschen der Welt wählen könntest: Wen hättest du gern als Gast beim Abendessen?',
      'Wie sähe für dich ein perfekter Tag aus?',
      'Wofür bist du in deinem Leben am dankbarsten?',
      'Was ist deine kostbarste Erinnerung?',
      'Was bedeutet Freundschaft für dich?',
      'Gibt es etwas, wovon du schon lange träumst? Warum hast du es noch nicht getan?',
      'Wann hast du dich mir zuletzt wirklich nah gefühlt?',
      'Was könnte ich in diesem Monat tun, damit du dich mehr geliebt fühlst?',
    ],
  },
};

export const es: CategoryText = {
  titles: [
    {
      title: '36 preguntas que llevan al amor',
      topic: 'el experimento detrás de las 36 preguntas que llevan al amor',
      angle: 'En 1997, el psicólogo Arthur Aron pidió a parejas de desconocidos que respondieran por turnos a preguntas cada vez más personales, y muchos salieron sintiéndose sorprendentemente cerca. La lista se hizo viral décadas después, pero su verdadera lección trata de cómo se construye la cercanía.',
    },
    {
      title: 'De qué hablan las parejas de muchos años cuando nadie escucha',
      topic: 'el lenguaje íntimo de las parejas de muchos años',
      angle: 'Las parejas que siguen unidas durante décadas rara vez tienen conversaciones más dramáticas que las demás. Lo que tienen es un flujo constante de conversaciones pequeñas y atentas.',
    },
    {
      title: 'Cómo discutir sin perderse el uno al otro',
      topic: 'el arte de discutir sin perderse el uno al otro',
      angle: 'Todas las parejas discuten. Lo importante no es si estáis en desacuerdo, sino si al final de una pelea seguís sintiéndoos un equipo.',
    },
    {
      title: 'Los pequeños momentos que sostienen o rompen una relación',
      topic: 'el peso de los pequeños momentos cotidianos en una relación',
      angle: 'Las relaciones rara vez se ganan o se pierden con grandes gestos. Se forman en mil momentos diminutos: un suspiro que se nota o se ignora, una historia que se escucha o se interrumpe.',
    },
    {
      title: 'Enamorarse y seguir enamorado',
      topic: 'la diferencia entre enamorarse y seguir enamorado',
      angle: 'Enamorarse es algo que te pasa. Seguir enamorado es algo que hacen dos personas, una y otra vez, muchas veces sin darse cuenta.',
    },
    {
      title: 'Cómo decir «necesito más de ti»',
      topic: 'el reto de pedirle más a tu pareja',
      angle: 'Mucha gente prefiere guardar un resentimiento silencioso antes que arriesgarse a decir lo que necesita. Sin embargo, una petición clara y amable es uno de los gestos más amorosos que puedes ofrecer.',
    },
    {
      title: 'Los lenguajes del amor, revisados',
      topic: 'la popular idea de los lenguajes del amor',
      angle: 'La idea de que cada uno da y recibe amor de una forma preferida ha ayudado a muchas parejas a hablar. Deja de ser útil cuando se convierte en una etiqueta en lugar de una conversación.',
    },
    {
      title: 'Cuando el amor empieza a parecer rutina',
      topic: 'la sensación de que el amor se ha vuelto rutina',
      angle: 'La rutina no es enemiga del amor; muchas veces es su casa. El problema empieza cuando la rutina sustituye a la curiosidad en lugar de protegerla.',
    },
    {
      title: 'El amor en tiempos de agotamiento',
      topic: 'el amor en épocas de agotamiento',
      angle: 'Hijos pequeños, trabajos exigentes, enfermedades, el cuidado de los padres: hay épocas que casi no dejan nada para el otro. En esos años el amor tiene otro aspecto, y aun así cuenta.',
    },
    {
      title: 'Cartas que nunca enviamos',
      topic: 'las palabras que nunca les dijimos a quienes amamos',
      angle: 'Casi todos llevamos una o dos cartas sin enviar: a una expareja, a alguien a quien quisimos y perdimos, a la persona que duerme a nuestro lado esta noche. Escribirla, aunque sea solo para nosotros, puede cambiar lo que hagamos después.',
    },
    {
      title: 'Amar en una segunda lengua',
      topic: 'la experiencia de amar a alguien en una lengua que no es la materna',
      angle: 'Cuando dos personas no comparten su primera lengua, cada frase tierna pasa por una traducción. Esa distancia puede causar malentendidos y, también, una cercanía inesperada.',
    },
    {
      title: 'Los silencios tiernos entre enamorados',
      topic: 'la ternura del silencio entre dos personas que se quieren',
      angle: 'No todos los momentos de amor necesitan palabras. A veces la intimidad más honda son dos personas sentadas una junto a la otra, sin decir nada, perfectamente a gusto.',
    },
  ],
  sections: [
    {
      heading: 'La cercanía se construye, no se encuentra',
      paragraphs: [
        'La idea detrás del famoso estudio de Arthur Aron era sencilla. La cercanía crece cuando dos personas se turnan para mostrar un poco más de sí mismas y, cada vez, la otra responde con calidez. Las preguntas empezaban siendo ligeras, como qué haría perfecto un día, y poco a poco avanzaban hacia recuerdos, esperanzas y miedos.',
        'Lo que hacía funcionar el ejercicio no era ninguna pregunta en concreto, sino el ritmo: mostrarse, recibir, volver a mostrarse. Cada ronda les decía a ambos que era seguro dar un paso más. Ese ritmo está al alcance de cualquier pareja, cualquier noche, sin necesidad de una lista impresa.',
        'Es una buena noticia también para las relaciones largas. La cercanía no es una cantidad fija que se tiene o no se tiene. Es algo que se sigue construyendo, intercambio sincero a intercambio sincero, y que puede reconstruirse cuando se ha desgastado.',
      ],
    },
    {
      heading: 'Volverse hacia el otro',
      paragraphs: [
        'El investigador John Gottman pasó décadas observando parejas y notó algo pequeño con grandes consecuencias. Los miembros de una pareja hacen constantemente pequeñas llamadas de atención: «Mira ese pájaro», «He tenido un día rarísimo», una mano en el hombro. Ante cada una se puede responder volviéndose hacia el otro, apartándose o poniéndose en contra.',
        'En sus estudios, las parejas que seguían juntas respondían a esas llamadas volviéndose hacia el otro mucho más a menudo que las que más tarde se separaban. Las llamadas en sí eran corrientes. Lo que importaba era el patrón de respuesta, repetido miles de veces a lo largo de los años.',
        'Volverse hacia el otro no exige dejarlo todo. Puede ser tan sencillo como levantar la vista del móvil, decir «cuéntame» o hacer una pregunta sobre ese día tan raro. Estos pequeños reconocimientos le dicen a tu pareja, una y otra vez, que importa.',
      ],
    },
    {
      heading: 'Discutir con justicia',
      paragraphs: [
        'La manera en que empieza una discusión suele anticipar cómo termina. Empezar con reproches, sarcasmo o un «tú siempre» pone al otro a la defensiva antes de que entienda qué pasa. Empezar con suavidad, con lo que sientes y una petición concreta, le da una oportunidad a la conversación.',
        'En plena discusión, el cuerpo puede desbordarse tanto que escuchar se vuelve casi imposible. El pulso se acelera, la mente se estrecha y cada frase suena a ataque. Acordar una pausa breve, de unos veinte minutos, y luego volver, no es huir: es devolveros a los dos la capacidad de pensar.',
        'Las buenas discusiones incluyen intentos de reparación: una broma, un tono más suave, un «espera, creo que lo he dicho mal». Estos pequeños gestos no terminan con el desacuerdo, pero recuerdan a ambos que están del mismo lado.',
      ],
    },
    {
      heading: 'La curiosidad después de la luna de miel',
      paragraphs: [
        'Al principio de una relación, la curiosidad no cuesta nada. Quieres saberlo todo: historias de la infancia, canciones favoritas, qué le quita el sueño. Con el tiempo es fácil dar por hecho que ya conoces las respuestas y dejar de preguntar.',
        'Pero las personas siguen cambiando. La persona con la que llevas diez años viviendo tiene miedos nuevos, esperanzas nuevas y opiniones nuevas de las que quizá nunca has oído hablar. Preguntar «¿Qué te ronda la cabeza últimamente?» como si os acabarais de conocer puede revelar muchísimo.',
        'Algunas parejas reservan de vez en cuando una noche para hacerse preguntas que nunca se han hecho. Al principio puede resultar extraño. Suele convertirse en una de las noches que recuerdan.',
      ],
    },
    {
      heading: 'Pedir lo que necesitas',
      paragraphs: [
        'Una queja describe lo que está mal en la otra persona. Una petición describe lo que tú necesitas. «Nunca tienes tiempo para mí» invita a defenderse; «Te echo de menos, ¿podríamos reservar los jueves por la noche para nosotros?» invita a decir que sí.',
        'A muchos nos enseñaron que necesitar cosas es egoísta, así que insinuamos, ponemos mala cara o esperamos a que se nos note. La pareja no lee la mente, por mucho que nos quiera. Decir con claridad lo que necesitas no es exigir; es darle al otro una oportunidad real de cuidarte.',
        'Ayuda esperar una conversación y no un acuerdo inmediato. Tu pareja puede tener sus propias necesidades, que tiran en otra dirección. El objetivo no es ganar, sino encontrar algo que funcione para los dos, y seguir hablando hasta conseguirlo.',
      ],
    },
    {
      heading: 'El aprecio de cada día',
      paragraphs: [
        'El aprecio es una de las herramientas más baratas y menos usadas en cualquier relación. Fijarte en lo que hace tu pareja, y decírselo, evita que los pequeños gestos de cariño se vuelvan invisibles.',
        'Las observaciones de Gottman sobre parejas en conflicto sugieren que las relaciones estables mantienen muchos más momentos positivos que negativos, más o menos cinco a uno incluso durante un desacuerdo. Positivo no significa grandioso. Una sonrisa, un gracias, un momento de interés: todo cuenta.',
        'Sé concreto. «Gracias por todo» es agradable; «Gracias por encargarte de la llamada al casero, sé que odias hacerlas» demuestra que ves a la otra persona. El aprecio concreto llega más hondo porque prueba que has prestado atención.',
      ],
    },
    {
      heading: 'Seguir siendo tú dentro de la pareja',
      paragraphs: [
        'El amor no te pide que te disuelvas en otra persona. Quienes mantienen sus propias amistades, aficiones y rincones tranquilos suelen aportar más a la relación, no menos.',
        'Puede resultar amenazante que tu pareja quiera tiempo a solas o una vida propia. Casi nunca es un rechazo; es una forma de seguir entera. Una relación entre dos personas completas es más sólida que una entre dos mitades.',
        'Hablad abiertamente de cuánta vida en común y cuánta independencia necesita cada uno. Las respuestas rara vez coincidirán del todo, y no pasa nada. Lo importante es que ambas necesidades se digan y se respeten.',
      ],
    },
    {
      heading: 'Reparar después de herir',
      paragraphs: [
        'En toda relación hay momentos en que uno hiere al otro, a menudo sin querer. Lo que distingue a las parejas fuertes no es la ausencia de heridas, sino la disposición a repararlas.',
        'Una disculpa de verdad nombra lo que pasó, reconoce su efecto y dice qué va a cambiar. «Siento que te sintieras así» no es una disculpa: traslada el problema a los sentimientos del otro. «Siento haber despreciado tu idea delante de nuestros amigos; no fue amable» sí lo es.',
        'Reparar también lleva tiempo. La confianza dañada no vuelve después de una sola conversación. La paciencia, la constancia y las pequeñas promesas cumplidas hacen más que cualquier gran gesto.',
      ],
    },
  ],
  lists: [
    {
      heading: 'Maneras de volverte hacia tu pareja hoy',
      lead: 'La cercanía crece en momentos pequeños. Aquí tienes algunos que puedes crear antes de que acabe el día:',
      items: [
        'Deja el móvil en cuanto tu pareja empiece a contarte su día.',
        'Haz una pregunta más sobre algo que mencionó esta mañana.',
        'Dale las gracias por una cosa concreta que haya hecho esta semana.',
        'Tócale el brazo o la mano al pasar, sin necesidad de motivo.',
        'Cuéntale algo pequeño que te haya sorprendido o conmovido hoy.',
        'Pregúntale: «¿Hay algo que pueda quitarte de encima esta semana?».',
        'Recuerda algo que le preocupaba y pregúntale cómo salió.',
      ],
      after: 'Nada de esto transformará una relación de la noche a la mañana. Repetido durante meses, cambia en silencio el clima entre vosotros.',
    },
    {
      heading: 'Señales de que una discusión necesita una pausa',
      lead: 'A veces lo más amoroso que puedes hacer en una pelea es parar un rato. Piensa en una pausa cuando notes que:',
      items: [
        'El corazón te late a toda prisa y ya no puedes seguir lo que dice tu pareja.',
        'Estás preparando tu siguiente argumento en lugar de escuchar el suyo.',
        'Han empezado a aparecer palabras como «siempre» y «nunca».',
        'Se están sacando viejos agravios que no tienen nada que ver con hoy.',
        'Uno de los dos se ha quedado callado y se ha cerrado.',
        'Intentas ganar en lugar de entender.',
      ],
      after: 'Acordad cuándo vais a retomar la conversación y cumplid esa promesa. Una pausa solo ayuda si termina en un regreso.',
    },
  ],
  questions: {
    heading: 'Preguntas para la persona que quieres',
    lead: 'Estas preguntas, algunas inspiradas en la lista de Aron, funcionan igual de bien después de veinte años que en una tercera cita. Turnaos y respondedlas también vosotros:',
    items: [
      'Si pudieras elegir a cualquier persona del mundo, ¿a quién invitarías a cenar?',
      '¿Cómo sería para ti un día perfecto?',
      '¿Por qué te sientes más agradecido en tu vida?',
      '¿Cuál es tu recuerdo más preciado?',
      '¿Qué significa para ti la amistad?',
      '¿Hay algo que sueñes con hacer desde hace tiempo? ¿Por qué no lo has hecho?',
      '¿Cuándo fue la última vez que te sentiste realmente cerca de mí?',
      '¿Qué podría hacer este mes para que te sintieras más querido?',
    ],
  },
};

export const fa: CategoryText = {
  titles: [
    {
      title: '۳۶ پرسش که به عشق می‌انجامد',
      topic: 'آزمایش معروف ۳۶ پرسشی که به عشق می‌انجامد',
      angle: 'در سال ۱۹۹۷، روان‌شناسی به نام آرتور آرون از جفت‌هایی از آدم‌های غریبه خواست به نوبت به پرسش‌هایی پاسخ دهند که کم‌کم شخصی‌تر می‌شدند، و بسیاری از آن‌ها با حسی شگفت‌انگیز از نزدیکی از هم جدا شدند. این فهرست چند دهه بعد در همه‌جا پخش شد، اما درس اصلی‌اش درباره‌ی این است که نزدیکی چطور ساخته می‌شود.',
    },
    {
      title: 'زوج‌های قدیمی وقتی کسی گوش نمی‌دهد از چه حرف می‌زنند',
      topic: 'زبان خصوصی زوج‌هایی که سال‌ها با هم مانده‌اند',
      angle: 'زوج‌هایی که دهه‌ها به هم نزدیک می‌مانند به‌ندرت گفت‌وگوهایی پرهیجان‌تر از دیگران دارند. چیزی که دارند، جریانی پیوسته از گفت‌وگوهای کوچک و باحوصله است.',
    },
    {
      title: 'چطور بحث کنیم بی‌آن‌که همدیگر را از دست بدهیم',
      topic: 'هنر بحث کردن بی‌آن‌که همدیگر را از دست بدهیم',
      angle: 'همه‌ی زوج‌ها بحث می‌کنند. مهم این نیست که اختلاف نظر دارید یا نه؛ مهم این است که در پایان دعوا هنوز خودتان را یک تیم حس کنید.',
    },
    {
      title: 'لحظه‌های کوچکی که رابطه را می‌سازند یا ویران می‌کنند',
      topic: 'وزن لحظه‌های کوچک روزمره در یک رابطه',
      angle: 'رابطه‌ها به‌ندرت با کارهای بزرگ برده یا باخته می‌شوند. در هزاران لحظه‌ی کوچک شکل می‌گیرند: آهی که دیده یا نادیده گرفته می‌شود، قصه‌ای که شنیده می‌شود یا حرف رویش زده می‌شود.',
    },
    {
      title: 'عاشق شدن در برابر عاشق ماندن',
      topic: 'تفاوت میان عاشق شدن و عاشق ماندن',
      angle: 'عاشق شدن برایت اتفاق می‌افتد. عاشق ماندن کاری است که دو نفر انجام می‌دهند، بارها و بارها، اغلب بی‌آن‌که متوجه باشند.',
    },
    {
      title: 'چطور بگوییم «بیشتر از این به تو نیاز دارم»',
      topic: 'دشواری خواستن چیزی بیشتر از شریک زندگی',
      angle: 'بسیاری ترجیح می‌دهند در سکوت از شریکشان دلخور بمانند تا این‌که خطر گفتن نیازشان را بپذیرند. اما درخواستی روشن و مهربان یکی از عاشقانه‌ترین هدیه‌هایی است که می‌شود داد.',
    },
    {
      title: 'زبان‌های عشق، از نگاهی دیگر',
      topic: 'ایده‌ی پرطرفدار زبان‌های عشق',
      angle: 'این ایده که هر کدام از ما عشق را به شیوه‌ای دلخواه می‌دهیم و می‌گیریم به بسیاری از زوج‌ها کمک کرده با هم حرف بزنند. اما وقتی به برچسب تبدیل شود و نه به آغاز گفت‌وگو، کمتر به کار می‌آید.',
    },
    {
      title: 'وقتی عشق رنگ روزمرگی می‌گیرد',
      topic: 'این احساس که عشق به روزمرگی دچار شده است',
      angle: 'روزمرگی دشمن عشق نیست؛ اغلب خانه‌ی آن است. مشکل از جایی شروع می‌شود که روزمرگی به جای پناه دادن به کنجکاوی، جای آن را بگیرد.',
    },
    {
      title: 'عشق در روزگار خستگی',
      topic: 'عشق در دوره‌های فرسودگی',
      angle: 'بچه‌های کوچک، کارهای طاقت‌فرسا، بیماری، مراقبت از پدر و مادر: بعضی دوره‌ها تقریباً چیزی برای همدیگر باقی نمی‌گذارند. عشق در آن سال‌ها شکل دیگری دارد، و باز هم به حساب می‌آید.',
    },
    {
      title: 'نامه‌هایی که هرگز نفرستادیم',
      topic: 'حرف‌هایی که هرگز به عزیزانمان نگفتیم',
      angle: 'بیشتر ما یکی دو نامه‌ی نفرستاده با خود داریم: به شریکی سابق، به کسی که دوستش داشتیم و از دستش دادیم، به کسی که امشب کنارمان است. نوشتن آن، حتی فقط برای خودمان، می‌تواند کاری را که بعد می‌کنیم تغییر دهد.',
    },
    {
      title: 'دوست داشتن به زبانی که زبان مادری‌ات نیست',
      topic: 'تجربه‌ی دوست داشتن کسی به زبانی جز زبان مادری',
      angle: 'وقتی دو نفر زبان مادری مشترکی ندارند، هر جمله‌ی عاشقانه از صافی ترجمه می‌گذرد. این فاصله می‌تواند سرچشمه‌ی سوءتفاهم باشد، و همچنین سرچشمه‌ی نزدیکی‌ای غیرمنتظره.',
    },
    {
      title: 'سکوت‌های عاشقانه',
      topic: 'لطافت سکوت میان دو دلداده',
      angle: 'هر لحظه‌ی عاشقانه‌ای به کلمه نیاز ندارد. گاهی عمیق‌ترین صمیمیت این است که دو نفر کنار هم بنشینند، چیزی نگویند و کاملاً آسوده باشند.',
    },
  ],
  sections: [
    {
      heading: 'نزدیکی ساخته می‌شود، پیدا نمی‌شود',
      paragraphs: [
        'ایده‌ی پشت پژوهش مشهور آرتور آرون ساده بود. نزدیکی وقتی رشد می‌کند که دو نفر به نوبت کمی بیشتر از خودشان را نشان دهند و هر بار دیگری با گرمی پاسخ دهد. پرسش‌ها سبک شروع می‌شدند، مثلاً این‌که یک روز عالی چه شکلی است، و کم‌کم به سوی خاطره‌ها، امیدها و ترس‌ها می‌رفتند.',
        'آنچه این تمرین را مؤثر می‌کرد هیچ پرسش خاصی نبود، بلکه ریتم آن بود: گفتن، پذیرفتن، دوباره گفتن. هر دور به هر دو نفر می‌گفت که برداشتن قدمی دیگر امن است. این ریتم برای هر زوجی، در هر شبی، بدون هیچ فهرست چاپی در دسترس است.',
        'این خبر خوبی برای رابطه‌های طولانی هم هست. نزدیکی مقدار ثابتی نیست که یا داری یا نداری. چیزی است که مدام می‌سازی‌اش، با هر رفت‌وبرگشت صادقانه، و وقتی کم‌رنگ شد می‌توان دوباره ساختش.',
      ],
    },
    {
      heading: 'رو کردن به یکدیگر',
      paragraphs: [
        'جان گاتمن، پژوهشگری که دهه‌ها زوج‌ها را زیر نظر داشت، متوجه چیزی کوچک با پیامدهایی بزرگ شد. شریک‌ها مدام برای جلب توجه همدیگر تلاش‌های کوچکی می‌کنند: «اون پرنده رو ببین»، «امروز روز عجیبی داشتم»، دستی روی شانه. به هر کدام از این تلاش‌ها می‌شود با رو کردن، رو برگرداندن یا مقابله پاسخ داد.',
        'در پژوهش‌های او، زوج‌هایی که با هم ماندند خیلی بیشتر از زوج‌هایی که بعدها جدا شدند به این تلاش‌ها رو می‌کردند. خود این تلاش‌ها کاملاً معمولی بودند. آنچه اهمیت داشت الگوی پاسخ بود که در طول سال‌ها هزاران بار تکرار می‌شد.',
        'رو کردن به دیگری به این معنا نیست که همه‌چیز را رها کنی. می‌تواند به سادگی سر بلند کردن از گوشی باشد، گفتن «تعریف کن» یا پرسیدن یک پرسش درباره‌ی آن روز عجیب. این تأییدهای کوچک بارها و بارها به شریکت می‌گویند که برایت مهم است.',
      ],
    },
    {
      heading: 'منصفانه بحث کردن',
      paragraphs: [
        'شیوه‌ی شروع یک بحث اغلب پایانش را پیش‌بینی می‌کند. شروع با سرزنش، طعنه یا «تو همیشه»، طرف مقابل را پیش از آن‌که بفهمد مشکل چیست به حالت دفاعی می‌برد. شروع نرم، با احساس خودت و یک درخواست مشخص، به گفت‌وگو فرصت می‌دهد.',
        'در میانه‌ی بحثی داغ، بدن ممکن است چنان آشفته شود که گوش دادن تقریباً ناممکن شود. ضربان قلب بالا می‌رود، ذهن تنگ می‌شود و هر جمله شبیه حمله به نظر می‌رسد. توافق بر یک وقفه‌ی کوتاه، حدود بیست دقیقه، و بعد بازگشت، فرار نیست؛ توان فکر کردن را به هر دو برمی‌گرداند.',
        'بحث‌های خوب پر از تلاش برای ترمیم‌اند: یک شوخی، لحنی نرم‌تر، یک «صبر کن، فکر کنم بد گفتمش». این حرکت‌های کوچک اختلاف را تمام نمی‌کنند، اما به هر دو یادآوری می‌کنند که در یک طرف ماجرا ایستاده‌اند.',
      ],
    },
    {
      heading: 'کنجکاوی پس از ماه عسل',
      paragraphs: [
        'در آغاز یک رابطه، کنجکاوی بی‌زحمت است. می‌خواهی همه‌چیز را بدانی: قصه‌های کودکی، آهنگ‌های محبوب، چیزی که شب‌ها بیدارش نگه می‌دارد. با گذشت زمان آسان است فرض کنی جواب‌ها را از قبل می‌دانی و دیگر نپرسی.',
        'اما آدم‌ها مدام تغییر می‌کنند. کسی که ده سال است با او زندگی می‌کنی ترس‌ها، امیدها و نظرهای تازه‌ای دارد که شاید هرگز درباره‌شان نشنیده باشی. پرسیدن «این روزها به چه فکر می‌کنی؟» طوری که انگار تازه با او آشنا شده‌ای، می‌تواند چیزهای شگفت‌آوری را آشکار کند.',
        'بعضی زوج‌ها هر از گاهی شبی را برای پرسش‌هایی کنار می‌گذارند که هرگز از هم نپرسیده‌اند. شاید اولش کمی ناآشنا باشد. معمولاً به یکی از شب‌هایی تبدیل می‌شود که در یادشان می‌ماند.',
      ],
    },
    {
      heading: 'خواستن آنچه نیاز داری',
      paragraphs: [
        'گلایه توصیف می‌کند که طرف مقابل چه ایرادی دارد. درخواست توصیف می‌کند که تو به چه نیاز داری. «تو هیچ‌وقت برای من وقت نداری» به دفاع دعوت می‌کند؛ «دلم برایت تنگ شده، می‌شود پنجشنبه‌شب‌ها را فقط برای خودمان نگه داریم؟» به یک «بله» دعوت می‌کند.',
        'بسیاری از ما یاد گرفته‌ایم که نیاز داشتن خودخواهی است، پس اشاره می‌کنیم، قهر می‌کنیم یا منتظر می‌مانیم دیده شویم. شریک زندگی ذهن‌خوان نیست، حتی اگر عاشق باشد. گفتن روشن نیازت طلبکاری نیست؛ به دیگری فرصتی واقعی می‌دهد تا از تو مراقبت کند.',
        'بهتر است انتظار یک گفت‌وگو را داشته باشی، نه موافقت فوری. شریکت ممکن است نیازهای خودش را داشته باشد که به سمت دیگری می‌کشند. هدف بردن نیست؛ پیدا کردن چیزی است که برای هر دو کار کند، و ادامه دادن گفت‌وگو تا وقتی پیدایش کنید.',
      ],
    },
    {
      heading: 'قدردانی روزمره',
      paragraphs: [
        'قدردانی یکی از ارزان‌ترین و کم‌استفاده‌ترین ابزارها در هر رابطه‌ای است. دیدن کارهایی که شریکت می‌کند و به زبان آوردنشان، نمی‌گذارد مهربانی‌های کوچک نامرئی شوند.',
        'مشاهده‌های گاتمن از زوج‌ها در هنگام اختلاف نشان می‌دهد که رابطه‌های پایدار لحظه‌های مثبت بسیار بیشتری از لحظه‌های منفی دارند، تقریباً پنج به یک، حتی در میانه‌ی بحث. مثبت به معنای بزرگ نیست. یک لبخند، یک ممنونم، لحظه‌ای توجه، همه به حساب می‌آیند.',
        'دقیق باش. «ممنون بابت همه‌چیز» خوشایند است؛ «ممنون که تماس با صاحبخانه را به عهده گرفتی، می‌دانم چقدر از این کارها بدت می‌آید» نشان می‌دهد که او را می‌بینی. قدردانی دقیق عمیق‌تر می‌نشیند چون توجه را ثابت می‌کند.',
      ],
    },
    {
      heading: 'خودت ماندن در یک رابطه',
      paragraphs: [
        'عشق از تو نمی‌خواهد در آدم دیگری حل شوی. کسانی که دوستی‌ها، علاقه‌ها و گوشه‌های آرام خودشان را نگه می‌دارند، اغلب چیزهای بیشتری برای آوردن به رابطه دارند، نه کمتر.',
        'وقتی شریکت زمانی برای تنهایی یا زندگی‌ای از آن خودش می‌خواهد، ممکن است احساس خطر کنی. معمولاً این طرد نیست؛ راهی برای کامل ماندن است. رابطه‌ی میان دو آدم کامل از رابطه‌ی میان دو نیمه محکم‌تر است.',
        'آشکارا درباره‌ی این حرف بزنید که هر کدام چقدر با هم بودن و چقدر جدا بودن لازم دارید. جواب‌ها به‌ندرت دقیقاً یکی خواهند بود و اشکالی ندارد. مهم این است که هر دو نیاز گفته شوند و به آن‌ها احترام گذاشته شود.',
      ],
    },
    {
      heading: 'ترمیم پس از رنجش',
      paragraphs: [
        'در هر رابطه‌ای لحظه‌هایی هست که یکی دیگری را می‌رنجاند، اغلب بی‌آن‌که قصدش را داشته باشد. آنچه زوج‌های محکم را متمایز می‌کند نبودِ رنجش نیست، آمادگی برای ترمیم آن است.',
        'عذرخواهی واقعی آنچه را رخ داده نام می‌برد، اثرش را می‌پذیرد و می‌گوید چه چیزی تغییر خواهد کرد. «متأسفم که این‌طور احساس کردی» عذرخواهی نیست؛ مشکل را به گردن احساس طرف مقابل می‌اندازد. «متأسفم که جلوی دوستانمان ایده‌ات را کوچک شمردم؛ کار نامهربانی بود» عذرخواهی است.',
        'ترمیم زمان هم می‌خواهد. اعتمادی که آسیب دیده با یک گفت‌وگو برنمی‌گردد. صبر، ثبات و قول‌های کوچکی که به آن‌ها عمل می‌شود بیش از هر کار بزرگی اثر دارند.',
      ],
    },
  ],
  lists: [
    {
      heading: 'راه‌هایی برای رو کردن به شریکت همین امروز',
      lead: 'نزدیکی در لحظه‌های کوچک رشد می‌کند. این‌ها چند لحظه‌اند که می‌توانی پیش از پایان امروز بسازی:',
      items: [
        'وقتی شریکت شروع به تعریف روزش کرد، گوشی را کنار بگذار.',
        'درباره‌ی چیزی که امروز صبح گفت یک پرسش پیگیر بپرس.',
        'برای یک کار مشخص که این هفته انجام داد از او تشکر کن.',
        'وقتی از کنارش می‌گذری، بی‌هیچ دلیلی دست یا بازویش را لمس کن.',
        'یک چیز کوچک را که امروز غافلگیرت کرد یا دلت را لرزاند با او در میان بگذار.',
        'بپرس: «این هفته کاری هست که بتوانم از دوشت بردارم؟»',
        'چیزی را که نگرانش بود به یاد بیاور و بپرس چطور پیش رفت.',
      ],
      after: 'هیچ‌کدام از این‌ها رابطه را یک‌شبه دگرگون نمی‌کند. اما اگر ماه‌ها تکرار شوند، بی‌صدا هوای میان شما را عوض می‌کنند.',
    },
    {
      heading: 'نشانه‌هایی که یک بحث به مکث نیاز دارد',
      lead: 'گاهی عاشقانه‌ترین کاری که در یک دعوا می‌توانی بکنی این است که مدتی دست نگه داری. وقتی این‌ها را دیدی به وقفه فکر کن:',
      items: [
        'قلبت تند می‌زند و دیگر نمی‌توانی حرف‌های شریکت را دنبال کنی.',
        'به جای گوش دادن به حرف او، داری استدلال بعدی‌ات را آماده می‌کنی.',
        'کلمه‌هایی مثل «همیشه» و «هرگز» پیدا شده‌اند.',
        'دلخوری‌های قدیمی‌ای وسط کشیده می‌شوند که هیچ ربطی به امروز ندارند.',
        'یکی از شما ساکت شده و در خودش فرو رفته است.',
        'می‌خواهی ببری، نه این‌که بفهمی.',
      ],
      after: 'توافق کنید کی برمی‌گردید و به این قول عمل کنید. مکث فقط وقتی کمک می‌کند که به بازگشت ختم شود.',
    },
  ],
  questions: {
    heading: 'پرسش‌هایی برای کسی که دوستش داری',
    lead: 'این پرسش‌ها، که چندتایشان از فهرست آرون الهام گرفته‌اند، پس از بیست سال هم به خوبی قرار سوم جواب می‌دهند. به نوبت بپرسید و خودتان هم جواب دهید:',
    items: [
      'اگر می‌توانستی هر کسی در دنیا را انتخاب کنی، دوست داشتی چه کسی مهمان شامت باشد؟',
      'یک روز عالی برای تو چه شکلی است؟',
      'در زندگی‌ات بیش از همه بابت چه چیزی سپاسگزاری؟',
      'گرامی‌ترین خاطره‌ات چیست؟',
      'دوستی برای تو چه معنایی دارد؟',
      'آیا کاری هست که مدت‌ها آرزویش را داشته‌ای؟ چرا هنوز انجامش نداده‌ای؟',
      'آخرین بار کی واقعاً احساس کردی به من نزدیکی؟',
      'این ماه چه کاری می‌توانم بکنم که بیشتر احساس کنی دوستت دارم؟',
    ],
  },
};
